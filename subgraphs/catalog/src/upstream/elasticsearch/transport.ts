import type { Client, estypes } from '@elastic/elasticsearch';
import type { CatalogEntityType } from '@shop/contracts';
import { attachUpstreamCall, fetchFailure, UPSTREAM_ERROR_CODES, type UpstreamCall } from '@shop/service';
import { CLIENT_TIMEOUT_MS, indexNameOf, type Clause } from './query';

const UPSTREAM = 'Elasticsearch';

/** The client's errors of a search that got no answer: no connection, or none in time. */
const NO_ANSWER = new Set(['TimeoutError', 'ConnectionError', 'NoLivingConnectionsError']);

/**
 * How the Elasticsearch adapter reaches the cluster: straight, through the official client, or through
 * vue-storefront-api's catalogue endpoint, which passes the same query DSL on to the same indexes (as the
 * storefront of the seeds does: 'GET /api/catalog/{index}'). Either way one `_search` per call.
 */
export interface SearchTransport {
  /** Where the queries go, for logs and error messages. */
  readonly description: string;
  /** vue-storefront-api's index prefix: the index of a store view and entity type is <prefix>_<store>_<type>. */
  readonly indexPrefix: string;
  search<T>(storeIndex: string, type: CatalogEntityType, body: Clause): Promise<estypes.SearchResponse<T>>;
  /** The indexes among `names` (store index and entity type) that the cluster does not have. */
  missingIndexes(names: readonly { storeIndex: string; type: CatalogEntityType }[]): Promise<string[]>;
}

/** Straight to Elasticsearch with the official client: POST /<prefix>_<store>_<type>/_search. */
export function clientTransport(client: Client, indexPrefix: string): SearchTransport {
  return {
    description: 'Elasticsearch',
    indexPrefix,
    search: async <T>(storeIndex: string, type: CatalogEntityType, body: Clause) => {
      const index = indexNameOf(indexPrefix, storeIndex, type);
      const started = performance.now();
      const call = (outcome: UpstreamCall['outcome']): UpstreamCall => ({
        upstream: UPSTREAM,
        method: 'POST',
        path: `/${index}/_search`,
        outcome,
        durationMs: Math.round(performance.now() - started),
      });
      try {
        return await client.search<T>({ index, ...(body as Omit<estypes.SearchRequest, 'index'>) });
      } catch (error) {
        // The one log line of a failed call names it (upstreamFailuresLog); a refusal keeps the client's error.
        if (error instanceof Error && NO_ANSWER.has(error.name)) {
          const failure = fetchFailure(error, UPSTREAM, CLIENT_TIMEOUT_MS);
          const timedOut = failure.extensions.code === UPSTREAM_ERROR_CODES.timeout;
          throw attachUpstreamCall(failure, call(timedOut ? 'timeout' : 'unreachable'));
        }
        const status = (error as { meta?: { statusCode?: unknown } } | null)?.meta?.statusCode;
        if (typeof error === 'object' && error !== null && typeof status === 'number') {
          attachUpstreamCall(error, call(status));
        }
        throw error;
      }
    },
    missingIndexes: async (names) => {
      const missing: string[] = [];
      for (const { storeIndex, type } of names) {
        const index = indexNameOf(indexPrefix, storeIndex, type);
        if (!(await client.indices.exists({ index }))) missing.push(index);
      }
      return missing;
    },
  };
}
