import { readFileSync } from 'node:fs';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import {
  clientAddress,
  decodeReadingSession,
  decodeShopSession,
  HEADER,
  READING_SESSION_HEADER,
  readRequestIdentity,
  SHOP_SESSION_HEADER,
  type Logger,
  type RequestIdentity,
} from '@shop/service';
import { keepReportsHome } from './callsHome';
import { SUBGRAPH_URL_VARIABLES, type GatewayConfig } from './config';
import type { PartnerKey } from './domain/partnerKeys';

/** What the gateway keeps per client request: only what it forwards (ARCHITECTURE: request context). */
export interface GatewayContext {
  requestId: string;
  /** The headers every subgraph call of this request carries, and nothing else from the client. */
  forwardedHeaders: Record<string, string>;
  /**
   * The X-Shop-Session a subgraph answered (a session started, renewed or ended), copied to the gateway's
   * answer by the shopSessionPlugin. Set by the data sources while the request runs; the last one wins.
   */
  shopSession: string | null;
  /** The same for the reading programme's session (X-Reading-Session), copied by the readingSessionPlugin. */
  readingSession: string | null;
  /**
   * The API partner whose X-Api-Key came with the request (partnerAccess.ts); null for anyone else. Partners
   * may send operations the storefront does not list, within their budgets.
   */
  partner: PartnerKey | null;
}

/**
 * Reads the client's headers once per request. Only the store view, the two tokens, the session transport and
 * a request id cross the gateway; cookies, forwarding headers and anything else a client sends could
 * impersonate someone.
 */
/** Who sent the request to the gateway: its socket's address, and whether it may name the client's address. */
export interface GatewayPeer {
  address: string | undefined;
  trusted: readonly string[];
}

/**
 * Issue 18 item 7: the client address the subgraphs limit logins by. A trusted peer (the storefront's web
 * server, GATEWAY_TRUSTED_PEERS) names it in X-Client-Address; anyone else is the client itself.
 */
export function gatewayClientAddress(
  identity: RequestIdentity,
  peer: GatewayPeer | undefined,
): string | null {
  const address = clientAddress(peer?.address);
  if (address !== null && peer?.trusted.includes(address) && identity.clientAddress)
    return identity.clientAddress;
  return address;
}

export function createGatewayContext(
  headers: Record<string, string | string[] | undefined> | Headers,
  peer?: GatewayPeer,
): GatewayContext {
  const identity = readRequestIdentity(headers);
  const forwardedHeaders: Record<string, string> = {
    [HEADER.store]: identity.storeView.code,
    [HEADER.requestId]: identity.requestId,
    [HEADER.sessionTransport]: identity.sessionTransport,
  };
  if (identity.customerToken) forwardedHeaders[HEADER.authorization] = `Bearer ${identity.customerToken}`;
  if (identity.readingToken) forwardedHeaders[HEADER.readingToken] = identity.readingToken;
  const address = gatewayClientAddress(identity, peer);
  if (address) forwardedHeaders[HEADER.clientAddress] = address;
  return {
    requestId: identity.requestId,
    forwardedHeaders,
    shopSession: null,
    readingSession: null,
    partner: null,
  };
}

/** Subgraph calls over the platform's fetch, each aborted after `timeoutMs`. */
export function fetcherWithTimeout(timeoutMs: number): RemoteGraphQLDataSource['fetcher'] {
  return (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    readonly name: string,
    url: string,
    readonly timeoutMs: number,
  ) {
    super({ url, fetcher: fetcherWithTimeout(timeoutMs) });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    // Health checks and schema loading have no client request, so nothing to forward.
    if (!('incomingRequestContext' in options) || !options.request.http) return;
    for (const [name, value] of Object.entries(options.context.forwardedHeaders))
      options.request.http.headers.set(name, value);
  }

  /**
   * A subgraph that starts, renews or ends a customer session says so in X-Shop-Session, and a reading-programme
   * session in X-Reading-Session; the gateway's answer carries them on (shopSessionPlugin). A malformed value is dropped here rather than passed to a client.
   */
  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const value = response.http?.headers.get(SHOP_SESSION_HEADER);
    if (value && decodeShopSession(value)) context.shopSession = value.trim();
    const reading = response.http?.headers.get(READING_SESSION_HEADER);
    if (reading && decodeReadingSession(reading)) context.readingSession = reading.trim();
    return response;
  }

  /**
   * A subgraph that is slow, down or answers garbage becomes one GraphQL error with a code; the other
   * subgraphs' data still arrives. The message names the service, never its URL or answer body.
   */
  override didEncounterError(error: Error): void {
    throw this.errorFor(error);
  }

  private errorFor(error: Error): GraphQLError {
    const fail = (code: string, message: string) =>
      new GraphQLError(message, { extensions: { code, serviceName: this.name }, originalError: error });
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return fail('SUBGRAPH_TIMEOUT', `The ${this.name} service did not answer within ${this.timeoutMs} ms.`);
    }
    if (error instanceof GraphQLError) {
      // A non-2xx answer: keep the codes the data source already gives (401 UNAUTHENTICATED, 403 FORBIDDEN).
      const code = typeof error.extensions.code === 'string' ? error.extensions.code : 'SUBGRAPH_ERROR';
      return fail(code, `The ${this.name} service answered ${error.message}.`);
    }
    if (error instanceof TypeError && error.message === 'fetch failed') {
      return fail('SUBGRAPH_UNAVAILABLE', `The ${this.name} service could not be reached.`);
    }
    return fail('SUBGRAPH_ERROR', `The ${this.name} service gave an answer that is not GraphQL.`);
  }
}

/** The URL of a subgraph comes from the config: the supergraph only records the local defaults. */
export function subgraphUrl(config: GatewayConfig, name: string): string {
  if (!(name in SUBGRAPH_URL_VARIABLES)) {
    throw new Error(
      `The supergraph names a subgraph "${name}" that the gateway has no URL variable for (known: ${Object.keys(SUBGRAPH_URL_VARIABLES).join(', ')}).`,
    );
  }
  return config[SUBGRAPH_URL_VARIABLES[name as keyof typeof SUBGRAPH_URL_VARIABLES]];
}

export function readSupergraph(config: GatewayConfig): string {
  try {
    return readFileSync(config.SUPERGRAPH_PATH, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot read the supergraph at SUPERGRAPH_PATH=${config.SUPERGRAPH_PATH} (${reason}). Run \`npm run compose\`.`,
    );
  }
}

/** The gateway holds no state of its own: a static supergraph and one data source per subgraph. */
export function createGateway(config: GatewayConfig, logger?: Logger): ApolloGateway {
  keepReportsHome(config.APOLLO_REPORTING);
  return new ApolloGateway({
    supergraphSdl: readSupergraph(config),
    buildService: ({ name }) =>
      new SubgraphDataSource(name, subgraphUrl(config, name), config.SUBGRAPH_TIMEOUT_MS),
    ...(logger ? { logger } : {}),
  });
}
