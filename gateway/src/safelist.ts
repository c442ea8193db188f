import { readFileSync } from 'node:fs';
import type { ApolloServerPlugin, PersistedQueryOptions } from '@apollo/server';
import { HEADER, type Logger } from '@shop/service';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './gateway';

/**
 * Issue 23 item 3: the storefront's operations are a safelist. The web app's build lists them in a manifest
 * (web/scripts/persistedQueryManifest.ts: each operation's id is the SHA-256 of its text). The gateway takes
 * that manifest as Apollo Server's persisted-query store, read-only: an id of the list (Apollo's APQ
 * protocol, `extensions.persistedQuery.sha256Hash`, by GET or POST) stands for its text; an id that is not in
 * it is PERSISTED_QUERY_NOT_FOUND; nobody can add one (Apollo Server would otherwise store any query sent
 * with its hash). With the safelist on (GATEWAY_SAFELIST, by default in production), an operation is answered
 * when it is listed (sent by id, or in full with exactly the listed text), or when the caller has a partner
 * key; any other is refused with PERSISTED_QUERY_NOT_LISTED (HTTP 403) before any subgraph is called.
 */
export const PERSISTED_QUERY_NOT_LISTED = 'PERSISTED_QUERY_NOT_LISTED';

export const NOT_LISTED_MESSAGE =
  'This operation is not one of the storefront’s listed operations; other operations need a partner key (X-Api-Key).';

/** The manifest format of @apollo/generate-persisted-query-manifest, as far as the gateway reads it. */
interface PersistedQueryManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: { id: string; body: string }[];
}

function isManifest(value: unknown): value is PersistedQueryManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { format, version, operations } = value as Record<string, unknown>;
  return (
    format === 'apollo-persisted-query-manifest' &&
    version === 1 &&
    Array.isArray(operations) &&
    operations.every(
      (operation: unknown) =>
        typeof operation === 'object' &&
        operation !== null &&
        typeof (operation as Record<string, unknown>).id === 'string' &&
        typeof (operation as Record<string, unknown>).body === 'string',
    )
  );
}

/**
 * The listed operations by id, from the manifest at `file`; null when there is no file. An unreadable or
 * malformed manifest is an error: a gateway that started with it would refuse the storefront's requests.
 */
export function readListedOperations(file: string): ReadonlyMap<string, string> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    manifest = null;
  }
  if (!isManifest(manifest))
    throw new Error(
      `PERSISTED_QUERIES_PATH=${file} is not a persisted query manifest. Run npm run build -w @shop/web.`,
    );
  return new Map(manifest.operations.map(({ id, body }) => [id, body]));
}

/** Apollo Server asks its persisted-query store for `apq:` and the id (its documented prefix). */
const APQ_PREFIX = 'apq:';

/** Apollo Server's persisted-query store, holding the listed operations and nothing else. */
export function listedOperationsStore(listed: ReadonlyMap<string, string>): PersistedQueryOptions {
  return {
    cache: {
      get: async (key) => (key.startsWith(APQ_PREFIX) ? listed.get(key.slice(APQ_PREFIX.length)) : undefined),
      // A query sent in full with its hash is never added: the list is the build's.
      set: async () => undefined,
      delete: async () => false,
    },
    ttl: null,
  };
}

/** An operation that only reads the schema (the Sandbox's introspection). */
function onlyIntrospects(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
    )
  );
}

export interface SafelistOptions {
  listed: ReadonlyMap<string, string>;
  /** Refuse operations that are not listed to callers without a partner key. */
  enforce: boolean;
  /** The Apollo Sandbox is on (GATEWAY_SANDBOX): it may read the schema, as introspection is allowed. */
  sandbox: boolean;
}

export function safelistPlugin(options: SafelistOptions): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ queryHash, operation, contextValue }) {
          if (!options.enforce || options.listed.has(queryHash)) return;
          // Issue 23 item 2: partners send their own operations, within their budgets.
          if (contextValue.partner) return;
          if (options.sandbox && onlyIntrospects(operation)) return;
          throw new GraphQLError(NOT_LISTED_MESSAGE, {
            extensions: { code: PERSISTED_QUERY_NOT_LISTED, http: { status: 403 } },
          });
        },
        async willSendResponse({ request, response }) {
          // Listed queries come by GET so that HTTP caches keep them; the answer differs per store view.
          if (request.http?.method !== 'GET') return;
          const vary = response.http.headers.get('vary');
          response.http.headers.set('vary', vary ? `${vary}, ${HEADER.store}` : HEADER.store);
        },
      };
    },
  };
}

/**
 * The gateway's safelist from its config: the persisted-query store and the plugin. With the safelist on and
 * no manifest the gateway does not start (the storefront's requests would all be refused); PERSISTED_QUERIES_PATH
 * set empty says on purpose that nothing is listed (a gateway for partners only). With it off and no
 * manifest, ids are unknown (the storefront's client then sends the listed text in full) and a line says so.
 */
export function createSafelist(
  config: Pick<GatewayConfig, 'PERSISTED_QUERIES_PATH' | 'GATEWAY_SAFELIST' | 'GATEWAY_SANDBOX'>,
  logger?: Logger,
): { persistedQueries: PersistedQueryOptions; plugin: ApolloServerPlugin<GatewayContext> } {
  const file = config.PERSISTED_QUERIES_PATH;
  const listed = file === '' ? new Map<string, string>() : readListedOperations(file);
  if (listed === null && config.GATEWAY_SAFELIST)
    throw new Error(
      `The safelist is on (GATEWAY_SAFELIST) but PERSISTED_QUERIES_PATH=${file} does not exist: run npm run build -w @shop/web, or set PERSISTED_QUERIES_PATH= (empty) to list no operation.`,
    );
  if (listed === null)
    logger?.info({ file }, 'no persisted query manifest: operations are answered only when sent in full');
  else logger?.info({ operations: listed.size, enforced: config.GATEWAY_SAFELIST }, 'persisted query list');
  const operations = listed ?? new Map<string, string>();
  return {
    persistedQueries: listedOperationsStore(operations),
    plugin: safelistPlugin({
      listed: operations,
      enforce: config.GATEWAY_SAFELIST,
      sandbox: config.GATEWAY_SANDBOX,
    }),
  };
}
