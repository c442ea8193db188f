import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { STORE_VIEWS } from '@shop/store-views';
import { createLoaders } from '../src/loaders';
import { FakeCustomerAccounts } from '../src/upstream/fakeAccounts';
import { FakeCommercePlatform, bulkProducts, PRODUCTS, SKU, type FixtureProduct } from '../src/upstream/fake';
import { execute } from './harness';

const ENTITIES = /* GraphQL */ `
  query ProductLivePrice($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Product {
        sku
        livePrice {
          final {
            value
            currency
          }
          finalExclTax {
            value
            currency
          }
          regular {
            value
            currency
          }
          isCurrent
          refreshedAt
        }
      }
    }
  }
`;

const WITH_STOCK = /* GraphQL */ `
  query ProductCard($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Product {
        sku
        stock {
          status
        }
        livePrice {
          final {
            value
          }
        }
      }
    }
  }
`;

/** The representations the gateway sends when livePrice is asked: the key and the id it @requires. */
const references = (products: readonly Pick<FixtureProduct, 'sku' | 'stock'>[]) => ({
  representations: products.map(({ sku, stock }) => ({ __typename: 'Product', sku, id: stock.product_id })),
});

const bySku = (sku: string): FixtureProduct => {
  const product = PRODUCTS.find((p) => p.sku === sku);
  if (!product) throw new Error(`no fixture ${sku}`);
  return product;
};

interface LivePriceData {
  _entities: {
    sku: string;
    livePrice: {
      final: { value: number; currency: string };
      finalExclTax: { value: number; currency: string };
      regular: { value: number; currency: string };
      isCurrent: boolean;
      refreshedAt: string;
    } | null;
  }[];
}

describe('Product.livePrice through _entities (seed 000 §7 Price refresh)', () => {
  it('gives the platform price, current, refreshed now; matched to the product by its platform id', async () => {
    const platform = new FakeCommercePlatform();
    const before = Date.now();
    const result = await execute<LivePriceData>(platform, ENTITIES, references([bySku(SKU.inStock)]));
    expect(result.errors).toBeUndefined();
    const [entity] = result.data?._entities ?? [];
    // The fake prices 14.99 including 6% tax: 14.99 / 1.06 = 14.1415 → 14.14.
    expect(entity).toEqual({
      sku: SKU.inStock,
      livePrice: {
        final: { value: 14.99, currency: 'EUR' },
        finalExclTax: { value: 14.14, currency: 'EUR' },
        regular: { value: 14.99, currency: 'EUR' },
        isCurrent: true,
        refreshedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    });
    const refreshedAt = Date.parse(entity?.livePrice?.refreshedAt ?? '');
    expect(refreshedAt).toBeGreaterThanOrEqual(before);
    expect(refreshedAt).toBeLessThanOrEqual(Date.now());
  });

  it('asks for 40 products with one render-list call, beside ⌈40/15⌉ = 3 stock calls', async () => {
    const bulk = bulkProducts(40);
    const platform = new FakeCommercePlatform(bulk);
    const result = await execute<{
      _entities: {
        sku: string;
        stock: { status: string } | null;
        livePrice: { final: { value: number } } | null;
      }[];
    }>(platform, WITH_STOCK, references(bulk));
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((e) => e.livePrice?.final.value)).toEqual(bulk.map((p) => p.price));
    expect(result.data?._entities.every((e) => e.stock !== null)).toBe(true);
    expect(platform.calls.renderList).toHaveLength(1);
    expect(platform.calls.renderList[0]?.skus).toEqual(bulk.map((p) => p.sku));
    expect(platform.calls.stockList.map((batch) => batch.length)).toEqual([15, 15, 10]);
  });

  it('asks in the store view of the request: currency and store id (USD and 4 for en-rw, 2 for nl-nl)', async () => {
    const platform = new FakeCommercePlatform();
    const rw = await execute<LivePriceData>(platform, ENTITIES, references([bySku(SKU.inStock)]), {
      headers: { store: 'en-rw' },
    });
    expect(rw.data?._entities[0]?.livePrice?.final).toEqual({ value: 14.99, currency: 'USD' });
    await execute(platform, ENTITIES, references([bySku(SKU.inStock)]), { headers: { store: 'nl-nl' } });
    expect(platform.calls.renderList.map((call) => call.options)).toEqual([
      { currencyCode: 'USD', storeId: 4, userGroupId: null },
      { currencyCode: 'EUR', storeId: 2, userGroupId: null },
    ]);
  });

  it('sends the user group only when group tax is active (seed 000 §6, §7)', async () => {
    const platform = new FakeCommercePlatform();
    await execute(platform, ENTITIES, references([bySku(SKU.inStock)]), { taxUserGroupId: 8 });
    expect(platform.calls.renderList[0]?.options).toEqual({
      currencyCode: 'EUR',
      storeId: 1,
      userGroupId: 8,
    });
  });

  it('is null for a product the platform does not price, without a warning; the others keep theirs', async () => {
    const platform = new FakeCommercePlatform();
    const unknown = { sku: SKU.unknown, stock: { ...bySku(SKU.inStock).stock, product_id: 999 } };
    let warn: MockInstance | undefined;
    const result = await execute<LivePriceData>(
      platform,
      ENTITIES,
      references([unknown, bySku(SKU.outOfStock)]),
      { withContext: (context) => (warn = vi.spyOn(context.logger, 'warn')) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((e) => e.livePrice?.final.value ?? null)).toEqual([null, 12.5]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks for a sku once per request even when it appears twice', async () => {
    const platform = new FakeCommercePlatform();
    const product = bySku(SKU.inStock);
    await execute(platform, ENTITIES, references([product, product]));
    expect(platform.calls.renderList.map((call) => call.skus)).toEqual([[SKU.inStock]]);
  });

  it('is null, with a logged warning, when the platform is unreachable; the product itself still resolves', async () => {
    const platform = new FakeCommercePlatform();
    platform.unreachable = true;
    let warn: MockInstance | undefined;
    const result = await execute(platform, ENTITIES, references([bySku(SKU.inStock)]), {
      withContext: (context) => (warn = vi.spyOn(context.logger, 'warn')),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ _entities: [{ sku: SKU.inStock, livePrice: null }] });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ sku: SKU.inStock }),
      expect.stringContaining('unavailable'),
    );
  });

  it('fails the field with BAD_REQUEST when the representation lacks the id it @requires', async () => {
    const platform = new FakeCommercePlatform();
    const result = await execute(platform, ENTITIES, {
      representations: [{ __typename: 'Product', sku: SKU.inStock }],
    });
    expect(result.data).toEqual({ _entities: [{ sku: SKU.inStock, livePrice: null }] });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(platform.calls.renderList).toEqual([]);
  });
});

describe('livePriceBySku', () => {
  it('stamps every price of one render-list answer with the moment the platform answered', async () => {
    const platform = new FakeCommercePlatform();
    const loaders = createLoaders(platform, new FakeCustomerAccounts(platform.state), {
      storeView: STORE_VIEWS['en-be'],
      groupTaxUserGroupId: null,
      isCustomer: false,
      clock: () => new Date('2025-03-15T11:00:00Z'),
    });
    const [first, second] = await Promise.all(
      [bySku(SKU.inStock), bySku(SKU.zeroPrice)].map(({ sku, stock }) =>
        loaders.livePriceBySku.load({ sku, id: stock.product_id }),
      ),
    );
    expect(first).toMatchObject({ final: { value: 14.99 }, refreshedAt: '2025-03-15T11:00:00.000Z' });
    // seed 000 §5: a price of exactly 0 is a price.
    expect(second).toMatchObject({ final: { value: 0 }, refreshedAt: '2025-03-15T11:00:00.000Z' });
    expect(platform.calls.renderList).toEqual([
      { skus: [SKU.inStock, SKU.zeroPrice], options: { currencyCode: 'EUR', storeId: 1, userGroupId: null } },
    ]);
  });
});
