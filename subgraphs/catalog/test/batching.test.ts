/**
 * Product entity references from other subgraphs (cart lines, order lines, reading lists): one index
 * query per request, whatever their number (ARCHITECTURE: product by sku -> one index query).
 */
import type { ProductDocument } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { browseDocuments } from './browseFixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

const BULK = 40;

beforeAll(async () => {
  const documents = browseDocuments();
  for (const index of Object.values(documents)) {
    const [first] = index.products as ProductDocument[];
    index.products = [
      ...(index.products as ProductDocument[]),
      ...Array.from({ length: BULK }, (_, i) => ({
        ...(first as ProductDocument),
        id: 1000 + i,
        sku: `BULK-${i}`,
        url_path: `bulk-${i}.html`,
      })),
    ];
  }
  catalog = await catalogTestServer({ documents });
});

const ENTITIES = `query Entities($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Product { sku name } }
}`;

describe('_entities batching', () => {
  it(`resolves ${BULK} product references with one index query`, async () => {
    const skus = Array.from({ length: BULK }, (_, i) => `BULK-${i}`);
    const result = await catalog.execute<{ _entities: ({ sku: string } | null)[] }>(ENTITIES, {
      representations: skus.map((sku) => ({ __typename: 'Product', sku })),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((entity) => entity?.sku)).toEqual(skus);
    expect(result.indexQueries).toBe(1);
  });

  it('still costs one index query with repeated, unknown and hidden skus among them', async () => {
    const skus = [
      'BULK-1',
      'NOPE',
      'BULK-1',
      'SHIRT-RED-S',
      'DISABLED-1',
      ...Array.from({ length: 35 }, (_, i) => `BULK-${i + 2}`),
    ];
    const result = await catalog.execute<{ _entities: ({ sku: string } | null)[] }>(ENTITIES, {
      representations: skus.map((sku) => ({ __typename: 'Product', sku })),
    });
    expect(result.data?._entities).toHaveLength(40);
    expect(result.data?._entities.slice(0, 5).map((entity) => entity?.sku ?? null)).toEqual([
      'BULK-1',
      null,
      'BULK-1',
      'SHIRT-RED-S',
      'DISABLED-1',
    ]);
    expect(result.indexQueries).toBe(1);
  });
});
