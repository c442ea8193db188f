import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { FakeCommercePlatform, bulkProducts, PRODUCTS, SKU } from '../src/upstream/fake';
import { execute } from './harness';

const ENTITIES = /* GraphQL */ `
  query ProductStock($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Product {
        sku
        stock {
          status
          qty
          isInStock
          isManageStock
        }
      }
    }
  }
`;

const products = (skus: readonly string[]) => ({
  representations: skus.map((sku) => ({ __typename: 'Product', sku })),
});

describe('Product.stock through _entities', () => {
  it('gives ok, out_of_stock and unmanaged (always ok) stock; null for a sku the platform does not know', async () => {
    const platform = new FakeCommercePlatform();
    const result = await execute(
      platform,
      ENTITIES,
      products([SKU.inStock, SKU.outOfStock, SKU.unmanaged, SKU.unknown]),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      _entities: [
        { sku: SKU.inStock, stock: { status: 'OK', qty: 12, isInStock: true, isManageStock: true } },
        {
          sku: SKU.outOfStock,
          stock: { status: 'OUT_OF_STOCK', qty: 0, isInStock: false, isManageStock: true },
        },
        { sku: SKU.unmanaged, stock: { status: 'OK', qty: 0, isInStock: true, isManageStock: false } },
        { sku: SKU.unknown, stock: null },
      ],
    });
    expect(platform.calls.stockList).toEqual([[SKU.inStock, SKU.outOfStock, SKU.unmanaged, SKU.unknown]]);
  });

  it.each([
    [16, 2, [15, 1]],
    [31, 3, [15, 15, 1]],
  ])(
    'asks /api/stock/list in groups of 15 (seed 000 §7): %i products cost %i calls',
    async (n, calls, sizes) => {
      const bulk = bulkProducts(n);
      const platform = new FakeCommercePlatform(bulk);
      const result = await execute<{ _entities: { sku: string; stock: { qty: number } }[] }>(
        platform,
        ENTITIES,
        products(bulk.map((p) => p.sku)),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?._entities.map((p) => p.stock.qty)).toEqual(bulk.map((p) => p.stock.qty));
      expect(platform.calls.stockList).toHaveLength(calls);
      expect(platform.calls.stockList.map((batch) => batch.length)).toEqual(sizes);
    },
  );

  it('asks for a sku once per request even when it appears twice', async () => {
    const platform = new FakeCommercePlatform();
    await execute(platform, ENTITIES, products([SKU.inStock, SKU.inStock]));
    expect(platform.calls.stockList).toEqual([[SKU.inStock]]);
  });

  it('is null, with a logged warning, when the platform is unreachable; the product itself still resolves', async () => {
    const platform = new FakeCommercePlatform();
    platform.unreachable = true;
    let warn: MockInstance | undefined;
    const result = await execute(platform, ENTITIES, products([SKU.inStock]), {
      withContext: (context) => {
        warn = vi.spyOn(context.logger, 'warn');
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ _entities: [{ sku: SKU.inStock, stock: null }] });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ sku: SKU.inStock }),
      expect.stringContaining('unavailable'),
    );
  });

  it('is volatile, without asking the platform, when stock sync is off (seed 000 §4)', async () => {
    const platform = new FakeCommercePlatform();
    const result = await execute(platform, ENTITIES, products(PRODUCTS.slice(0, 2).map((p) => p.sku)), {
      stockSynchronize: false,
    });
    expect(result.data).toEqual({
      _entities: PRODUCTS.slice(0, 2).map((p) => ({
        sku: p.sku,
        stock: { status: 'VOLATILE', qty: 0, isInStock: true, isManageStock: false },
      })),
    });
    expect(platform.calls.stockList).toEqual([]);
  });
});
