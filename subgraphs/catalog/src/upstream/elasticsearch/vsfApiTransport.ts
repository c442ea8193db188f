import type { estypes } from '@elastic/elasticsearch';
import type { CatalogEntityType } from '@shop/contracts';
import { attachUpstreamCall, fetchFailure, UPSTREAM_ERROR_CODES, type UpstreamCall } from '@shop/service';
import { GraphQLError } from 'graphql';
import { CLIENT_TIMEOUT_MS, indexNameOf, type Clause } from './query';
import type { SearchTransport } from './transport';

const UPSTREAM = 'vue-storefront-api catalogue';

export interface VsfApiTransportOptions {
  /** The catalogue endpoint of vue-storefront-api, e.g. https://api.example.com/api/catalog. */
  catalogUrl: string;
  indexPrefix: string;
  timeoutMs?: number;
}

/**
 * The Elasticsearch adapter through vue-storefront-api's catalogue endpoint (src/api/catalog.ts there):
 * GET <catalogUrl>/<prefix>_<store>/<type>/_search?request=<DSL as JSON>, the storefront's default
 * ('default queries use GET', seed 000 §7). vue-storefront-api sends the DSL to the index
 * <prefix>_<store>_<type> and answers Elasticsearch's own answer (its 'standard' response format), so
 * the adapter's query building and answer mapping are the same as with a direct connection.
 */
export function vsfApiTransport(options: VsfApiTransportOptions): SearchTransport {
  const base = options.catalogUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CLIENT_TIMEOUT_MS;
  const search = async <T>(storeIndex: string, type: CatalogEntityType, body: Clause) => {
    const url = new URL(
      `${base}/${encodeURIComponent(`${options.indexPrefix}_${storeIndex}`)}/${encodeURIComponent(type)}/_search`,
    );
    url.searchParams.set('request', JSON.stringify(body));
    // For the one log line of a failed call (the request's, which carries its id): the path, never the query.
    const started = performance.now();
    const call = (outcome: UpstreamCall['outcome']): UpstreamCall => ({
      upstream: UPSTREAM,
      method: 'GET',
      path: url.pathname,
      outcome,
      durationMs: Math.round(performance.now() - started),
    });
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const failure = fetchFailure(error, UPSTREAM, timeoutMs);
      const timedOut = failure.extensions.code === UPSTREAM_ERROR_CODES.timeout;
      throw attachUpstreamCall(failure, call(timedOut ? 'timeout' : 'unreachable'));
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok || !isSearchResponse(answer)) {
      const index = indexNameOf(options.indexPrefix, storeIndex, type);
      const failure = new GraphQLError(`${UPSTREAM} failed to search ${index} (HTTP ${response.status})`, {
        extensions: {
          code: UPSTREAM_ERROR_CODES.badResponse,
          upstream: UPSTREAM,
          status: response.status,
          elasticsearchError: elasticsearchErrorType(answer),
        },
      });
      throw attachUpstreamCall(failure, call(response.status));
    }
    return answer as estypes.SearchResponse<T>;
  };
  return {
    description: `vue-storefront-api (${base})`,
    indexPrefix: options.indexPrefix,
    search,
    missingIndexes: async (names) => {
      const missing: string[] = [];
      for (const { storeIndex, type } of names) {
        // Only a missing index is missing: an API that is down or broken fails the start with its own error.
        await search(storeIndex, type, { size: 0 }).catch((error: unknown) => {
          if (!isIndexNotFound(error)) throw error;
          missing.push(indexNameOf(options.indexPrefix, storeIndex, type));
        });
      }
      return missing;
    },
  };
}

/** Elasticsearch's error type in an error answer ({ error: { type } }), passed on by vue-storefront-api. */
function elasticsearchErrorType(answer: unknown): string | undefined {
  const error =
    typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : undefined;
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : undefined;
}

function isIndexNotFound(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    (error.extensions.elasticsearchError === 'index_not_found_exception' || error.extensions.status === 404)
  );
}

/** An Elasticsearch search answer: hits with a list, and no error. */
function isSearchResponse(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || 'error' in value) return false;
  const hits = (value as { hits?: unknown }).hits;
  return typeof hits === 'object' && hits !== null && Array.isArray((hits as { hits?: unknown }).hits);
}
