import { describe, expect, it } from 'vitest';
import { FakeCommercePlatform, SKU } from '../src/upstream/fake';
import { execute } from './harness';

const CART = /* GraphQL */ `
  query Cart($id: ID!) {
    cart(id: $id) {
      id
      itemsQty
      items {
        itemId
        sku
        qty
        name
        priceInclTax {
          value
          currency
        }
        rowTotalInclTax {
          value
          currency
        }
        product {
          __typename
          sku
        }
      }
      totals {
        subtotalInclTax {
          value
          currency
        }
        grandTotal {
          value
          currency
        }
        tax {
          value
          currency
        }
        segments {
          code
          title
          value {
            value
            currency
          }
        }
      }
    }
  }
`;

const CREATE_CART = /* GraphQL */ `
  mutation CreateCart {
    createCart {
      cart {
        id
        itemsQty
        items {
          sku
        }
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;

describe('Query.cart', () => {
  it('gives the lines (pull) and totals of a cart, with products as references by sku', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([
      { sku: SKU.inStock, qty: 2 },
      { sku: SKU.zeroPrice, qty: 1 },
    ]);
    const result = await execute(platform, CART, { id: cartId });
    expect(result.errors).toBeUndefined();
    const eur = (value: number) => ({ value, currency: 'EUR' });
    expect(result.data).toEqual({
      cart: {
        id: cartId,
        itemsQty: 3,
        items: [
          {
            itemId: expect.any(String),
            sku: SKU.inStock,
            qty: 2,
            name: 'De Gruffalo',
            priceInclTax: eur(14.99),
            rowTotalInclTax: eur(29.98),
            product: { __typename: 'Product', sku: SKU.inStock },
          },
          {
            itemId: expect.any(String),
            sku: SKU.zeroPrice,
            qty: 1,
            name: 'Gratis leesboekje',
            priceInclTax: eur(0),
            rowTotalInclTax: eur(0),
            product: { __typename: 'Product', sku: SKU.zeroPrice },
          },
        ],
        totals: {
          subtotalInclTax: eur(29.98),
          grandTotal: eur(29.98),
          // 29.98 includes 6% VAT: 29.98 - 29.98 / 1.06 = 1.70
          tax: eur(1.7),
          segments: [
            { code: 'subtotal', title: 'Subtotal', value: eur(29.98) },
            { code: 'tax', title: 'Tax', value: eur(1.7) },
            { code: 'grand_total', title: 'Grand Total', value: eur(29.98) },
          ],
        },
      },
    });
    // One pull shared by items and itemsQty, one totals call.
    expect(platform.calls.cartPull).toEqual([cartId]);
    expect(platform.calls.cartTotals).toEqual([cartId]);
  });

  it('gives money in the store view currency: USD for en-rw (seed 000 §9)', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const result = await execute<{ cart: { totals: { grandTotal: unknown } } }>(
      platform,
      CART,
      { id: cartId },
      { headers: { store: 'en-rw' } },
    );
    expect(result.data?.cart.totals.grandTotal).toEqual({ value: 14.99, currency: 'USD' });
  });

  it('is null for a cart the platform does not know', async () => {
    const platform = new FakeCommercePlatform();
    const result = await execute(platform, CART, { id: 'no-such-cart' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ cart: null });
    expect(platform.calls.cartTotals).toEqual([]);
  });

  it('fails with the upstream code when the platform is unreachable', async () => {
    const platform = new FakeCommercePlatform();
    platform.unreachable = true;
    const result = await execute(platform, CART, { id: 'fake-cart-1' });
    expect(result.data).toEqual({ cart: null });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('Mutation.createCart', () => {
  it('creates an empty cart on the platform', async () => {
    const platform = new FakeCommercePlatform();
    const result = await execute<{ createCart: { cart: { id: string } } }>(platform, CREATE_CART);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createCart: { cart: { id: 'fake-cart-1', itemsQty: 0, items: [] }, userErrors: [] },
    });
    expect(platform.calls.cartCreate).toBe(1);
    expect(platform.cartLines('fake-cart-1')).toEqual([]);
  });

  it('fails with the upstream code when the platform is unreachable', async () => {
    const platform = new FakeCommercePlatform();
    platform.unreachable = true;
    const result = await execute(platform, CREATE_CART);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
