import type { Client, estypes } from '@elastic/elasticsearch';
import type { CatalogEntityType } from '@shop/contracts';
import { indexNameOf, type Clause } from './query';

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
    search: <T>(storeIndex: string, type: CatalogEntityType, body: Clause) =>
      client.search<T>({
        index: indexNameOf(indexPrefix, storeIndex, type),
        ...(body as Omit<estypes.SearchRequest, 'index'>),
      }),
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
