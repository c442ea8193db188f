import { beforeAll, describe, expect, it } from 'vitest';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer();
});

// What the gateway sends when another subgraph (a cart line, a homepage carousel) holds Product or Category keys.
const ENTITIES = `query Entities($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on Product { sku name price { final { value currency } } }
    ... on Category { id name urlPath }
  }
}`;

describe('_entities', () => {
  it('resolves N product references with exactly one index query', async () => {
    const skus = ['KIK-001', 'EBOOK-1', 'NEW-2025', 'KIK-001', 'UNKNOWN'];
    const result = await catalog.execute<{ _entities: ({ sku: string; name: string } | null)[] }>(ENTITIES, {
      representations: skus.map((sku) => ({ __typename: 'Product', sku })),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((entity) => entity?.sku ?? null)).toEqual([
      'KIK-001',
      'EBOOK-1',
      'NEW-2025',
      'KIK-001',
      null,
    ]);
    expect(result.data?._entities[0]).toEqual({
      sku: 'KIK-001',
      name: 'Kikker is verliefd',
      price: { final: { value: 14.95, currency: 'EUR' } },
    });
    expect(result.indexQueries).toBe(1);
    expect(result.cacheControl).toBe('max-age=300, public');
  });

  it('resolves a product reference whatever its status: the referring subgraph decides what to show', async () => {
    const result = await catalog.execute<{ _entities: { sku: string }[] }>(ENTITIES, {
      representations: [{ __typename: 'Product', sku: 'DISABLED-2' }],
    });
    expect(result.data?._entities).toEqual([
      { sku: 'DISABLED-2', name: 'Uitgeschakeld', price: { final: { value: 14.95, currency: 'EUR' } } },
    ]);
  });

  it('resolves category references from the loaded categories, without an index query', async () => {
    const result = await catalog.execute(ENTITIES, {
      representations: [
        { __typename: 'Category', id: 12 },
        { __typename: 'Category', id: 404 },
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      _entities: [{ id: 12, name: 'Kleuters', urlPath: 'prentenboeken/kleuters' }, null],
    });
    expect(result.indexQueries).toBe(0);
  });

  it('resolves references in the store view of the request', async () => {
    const result = await catalog.execute(
      ENTITIES,
      { representations: [{ __typename: 'Product', sku: 'KIK-001' }] },
      { store: 'en-rw' },
    );
    expect(result.data).toEqual({
      _entities: [
        { sku: 'KIK-001', name: 'Frog in love', price: { final: { value: 16.15, currency: 'USD' } } },
      ],
    });
  });
});
