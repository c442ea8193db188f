import { Client } from '@elastic/elasticsearch';
import { CATALOG_ENTITY_TYPES, type CatalogEntityType } from '@shop/contracts';
import { describe } from 'vitest';
import { ElasticsearchCatalogIndex } from '../../src/upstream/elasticsearch/ElasticsearchCatalogIndex';
import { CATALOG_MAPPINGS } from '../../src/upstream/elasticsearch/mappings';
import type { IndexDocuments } from '../../src/upstream/embedded';
import { browseDocuments } from '../browseFixtures';
import { describeCatalogIndexContract } from './catalogIndex.contract';

/**
 * The contract against a real cluster, only when ELASTICSEARCH_URL is set (no server runs in CI here):
 * indexes under a prefix of their own are created with the adapter's mappings, bulk-loaded with the
 * same fixture documents as the embedded index, and deleted afterwards.
 */
const url = process.env.ELASTICSEARCH_URL;

const FILES = {
  product: 'products',
  category: 'categories',
  taxrule: 'taxRules',
  attribute: 'attributes',
  cms_page: 'cmsPages',
  cms_block: 'cmsBlocks',
} as const satisfies Record<CatalogEntityType, keyof IndexDocuments>;

async function collect(documents: Iterable<object> | AsyncIterable<object> | undefined): Promise<object[]> {
  const all: object[] = [];
  for await (const document of documents ?? []) all.push(document);
  return all;
}

/** Products by sku as _id (the shop's product key), attributes by attribute_id, the others by id. */
function idOf(type: CatalogEntityType, document: object): string {
  const key = type === 'product' ? 'sku' : type === 'attribute' ? 'attribute_id' : 'id';
  return String((document as Record<string, unknown>)[key]);
}

describe.runIf(url)('Elasticsearch at ELASTICSEARCH_URL', () => {
  describeCatalogIndexContract('elasticsearch', async () => {
    const client = new Client({ node: url as string });
    const indexPrefix = `contract_test_${process.pid}_${Date.now()}`;
    const catalog = new ElasticsearchCatalogIndex({ client, indexPrefix });
    const created: string[] = [];
    for (const [store, documents] of Object.entries(browseDocuments())) {
      for (const type of CATALOG_ENTITY_TYPES) {
        const index = catalog.indexName(store, type);
        await client.indices.create({
          index,
          settings: { number_of_shards: 1, number_of_replicas: 0 },
          mappings: CATALOG_MAPPINGS[type],
        });
        created.push(index);
        const all = await collect(documents[FILES[type]]);
        if (all.length === 0) continue;
        const answer = await client.bulk({
          refresh: true,
          operations: all.flatMap((document) => [
            { index: { _index: index, _id: idOf(type, document) } },
            document,
          ]),
        });
        if (answer.errors)
          throw new Error(`Bulk load of ${index} failed: ${JSON.stringify(answer.items.slice(0, 3))}`);
      }
    }
    let requests = 0;
    client.diagnostic.on('request', () => {
      requests += 1;
    });
    return {
      index: catalog,
      requests: () => requests,
      close: async () => {
        // By name: Elasticsearch 8 refuses wildcard deletes (action.destructive_requires_name).
        await client.indices.delete({ index: created });
        await client.close();
      },
    };
  });
});
