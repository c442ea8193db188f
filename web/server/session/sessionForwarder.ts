import {
  decodeReadingSession,
  decodeShopSession,
  HEADER,
  READING_SESSION_HEADER,
  SHOP_SESSION_HEADER,
  TIMEOUTS_MS,
  type Logger,
} from '@shop/service';
import type { RefreshLock } from './clusterTokenLock';
import {
  isUnauthorizedAnswer,
  nextStepAfter,
  REFRESH_LOCK_FAILED,
  REFRESH_SESSION_MUTATION,
  refreshResultOf,
  refreshUnavailableBody,
  sessionExpiredBody,
  TOO_MANY_REFRESH_ATTEMPTS,
  type RefreshResult,
} from './domain/tokenRefresh';
import type { VisitorSession } from './visitorSession';

/**
 * The client headers the gateway sees: the ones its CSRF prevention judges (content-type and the two
 * preflight headers, so a cross-site "simple" request stays simple and is refused), the store view, the
 * request id, and what the answer's format depends on. Never the Cookie header, never an Authorization
 * the browser made up: the customer's token comes from the session cookie alone.
 */
export const FORWARDED_CLIENT_HEADERS = [
  'content-type',
  'accept',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  HEADER.store,
  HEADER.requestId,
] as const;

/** A browser's GraphQL request, as the web server forwards it. */
export interface GatewayRequest {
  method: 'GET' | 'POST';
  /** The query string of a GET ('' or '?…'). */
  search: string;
  /** The client's headers, lower-case names; only FORWARDED_CLIENT_HEADERS are sent on. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | string | null;
  signal?: AbortSignal;
  /** The browser's address (express's req.ip: its socket, or X-Forwarded-For behind a trusted proxy). */
  clientAddress?: string | undefined;
}

/** What the web server answers the browser with (nothing else of the gateway's answer crosses). */
export interface GatewayAnswer {
  status: number;
  contentType: string | null;
  requestId: string | null;
  cacheControl: string | null;
  body: Buffer;
}

export class GatewayUnreachableError extends Error {
  override name = 'GatewayUnreachableError';
}

/** The gateway took longer than the web server waits: as unreachable, with its own code (GATEWAY_TIMEOUT). */
export class GatewayTimeoutError extends GatewayUnreachableError {
  override name = 'GatewayTimeoutError';
}

export interface SessionForwarderOptions {
  /** The gateway's GraphQL endpoint. */
  gatewayUrl: string;
  /** One refresh per refresh token, for every process of the web server (clusterTokenLock.ts). */
  lock: RefreshLock;
  /**
   * How long one call of the gateway may take; above the gateway's own subgraph timeout (TIMEOUTS_MS), so a late
   * subgraph is reported by the gateway with the rest of the data rather than cut off here.
   */
  gatewayTimeoutMs?: number;
  /** A refresh that takes longer counts as not tried: the session stays. */
  refreshTimeoutMs?: number;
  logger?: Logger;
}

export interface SessionForwarder {
  /**
   * Forwards a request with the customer's token and applies to `session` what the answer did to it; on a
   * refused token refreshes once (through the token lock) and retries once (seed 000 §8 'Rules for tasks').
   */
  forward(request: GatewayRequest, session: VisitorSession): Promise<GatewayAnswer>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function createSessionForwarder(options: SessionForwarderOptions): SessionForwarder {
  const gatewayUrl = new URL(options.gatewayUrl);
  const gatewayTimeoutMs = options.gatewayTimeoutMs ?? TIMEOUTS_MS.web;
  // A refresh is a call of the gateway like any other.
  const refreshTimeoutMs = options.refreshTimeoutMs ?? gatewayTimeoutMs;

  /** One call of the gateway with `token`; what its X-Shop-Session says is applied to the session. */
  async function call(request: GatewayRequest, token: string | null, session: VisitorSession) {
    const headers = new Headers();
    for (const name of FORWARDED_CLIENT_HEADERS) {
      const value = request.headers[name];
      const single = Array.isArray(value) ? value[0] : value;
      if (single !== undefined) headers.set(name, single);
    }
    if (token) headers.set(HEADER.authorization, `Bearer ${token}`);
    if (session.readingToken) headers.set(HEADER.readingToken, session.readingToken);
    // The cart subgraph then answers tokens in X-Shop-Session only, never in a body the browser reads.
    headers.set(HEADER.sessionTransport, 'cookie');
    // Issue 18 item 7: logins are limited per client address; the gateway believes this from its trusted peers.
    if (request.clientAddress) headers.set(HEADER.clientAddress, request.clientAddress);
    const url = new URL(gatewayUrl);
    url.search = request.search;
    const timeout = AbortSignal.timeout(gatewayTimeoutMs);
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        ...(request.method === 'POST' && request.body !== null ? { body: bodyInit(request.body) } : {}),
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (timeout.aborted) {
        throw new GatewayTimeoutError(`The GraphQL gateway did not answer within ${gatewayTimeoutMs} ms.`, {
          cause: error,
        });
      }
      throw new GatewayUnreachableError('The GraphQL gateway is unreachable.', { cause: error });
    }
    const change = decodeShopSession(response.headers.get(SHOP_SESSION_HEADER));
    if (change?.kind === 'renewed') session.renew(change.tokens);
    if (change?.kind === 'ended') session.end();
    const reading = decodeReadingSession(response.headers.get(READING_SESSION_HEADER));
    if (reading?.kind === 'renewed') session.renewReading(reading.token);
    if (reading?.kind === 'ended') session.endReading();
    const answer: GatewayAnswer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      requestId: response.headers.get(HEADER.requestId),
      cacheControl: response.headers.get('cache-control'),
      body,
    };
    return { answer, sessionChanged: change !== null };
  }

  /** REFRESH_SESSION_MUTATION without X-Session-Transport: the new tokens come in the body. */
  async function refresh(refreshToken: string, request: GatewayRequest): Promise<RefreshResult> {
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const name of [HEADER.store, HEADER.requestId]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    try {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          operationName: 'RefreshSession',
          query: REFRESH_SESSION_MUTATION,
          variables: { refreshToken },
        }),
        signal: AbortSignal.timeout(refreshTimeoutMs),
      });
      const result = refreshResultOf(response.status, await response.text());
      options.logger?.info({ outcome: result.kind }, 'customer session refreshed');
      return result;
    } catch (error) {
      options.logger?.warn({ error: String(error) }, 'customer session refresh could not be tried');
      return { kind: 'unavailable' };
    }
  }

  return {
    async forward(request, session) {
      const carriedToken = session.token;
      const first = await call(request, carriedToken, session);
      const step = nextStepAfter(
        {
          unauthorized: isUnauthorizedAnswer(first.answer.body.toString('utf8')),
          sessionChanged: first.sessionChanged,
        },
        { carriedToken: carriedToken !== null, retried: false },
      );
      if (step === 'answer') return first.answer;

      // The session may have been renewed meanwhile by another query of the same page render.
      const refreshToken = session.refreshToken;
      const result: RefreshResult =
        session.token !== carriedToken && session.token !== null && refreshToken !== null
          ? { kind: 'refreshed', tokens: { token: session.token, refreshToken } }
          : refreshToken === null
            ? { kind: 'refused' }
            : await options.lock.refresh(refreshToken, () => refresh(refreshToken, request));
      if (result.kind === 'refused') {
        session.end();
        return expiredAnswer(REFRESH_LOCK_FAILED, first.answer);
      }
      if (result.kind === 'unavailable') {
        return { ...jsonAnswer(503, refreshUnavailableBody()), requestId: first.answer.requestId };
      }
      session.renew(result.tokens);

      const retry = await call(request, result.tokens.token, session);
      const afterRetry = nextStepAfter(
        {
          unauthorized: isUnauthorizedAnswer(retry.answer.body.toString('utf8')),
          sessionChanged: retry.sessionChanged,
        },
        { carriedToken: true, retried: true },
      );
      if (afterRetry === 'answer') return retry.answer;
      session.end();
      return expiredAnswer(TOO_MANY_REFRESH_ATTEMPTS, retry.answer);
    },
  };
}

/** The session is over: a GraphQL error with the seed's message and the code SESSION_EXPIRED. */
function expiredAnswer(message: string, refused: GatewayAnswer): GatewayAnswer {
  return { ...jsonAnswer(200, sessionExpiredBody(message)), requestId: refused.requestId };
}

export function jsonAnswer(status: number, body: string): GatewayAnswer {
  return { status, contentType: JSON_TYPE, requestId: null, cacheControl: null, body: Buffer.from(body) };
}

function bodyInit(body: Buffer | string): string | Uint8Array<ArrayBuffer> {
  return typeof body === 'string' ? body : new Uint8Array(body);
}
