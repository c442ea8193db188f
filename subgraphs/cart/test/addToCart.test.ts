import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCommercePlatform, SKU } from '../src/upstream/fake';
import { execute, type ExecuteOptions } from './harness';

const ADD_TO_CART = /* GraphQL */ `
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      message
      outcome
      userErrors {
        code
        message
        field
      }
      cart {
        id
        itemsQty
        items {
          sku
          qty
        }
        totals {
          grandTotal {
            value
            currency
          }
        }
      }
    }
  }
`;

interface Payload {
  addToCart: {
    message: string | null;
    outcome: string | null;
    userErrors: { code: string; message: string; field: string | null }[];
    cart: {
      id: string;
      itemsQty: number;
      items: { sku: string; qty: number }[];
      totals: { grandTotal: { value: number } };
    } | null;
  };
}

async function addToCart(
  platform: FakeCommercePlatform,
  input: Record<string, unknown>,
  options?: ExecuteOptions,
) {
  const result = await execute<Payload>(platform, ADD_TO_CART, { input }, options);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return result.data.addToCart;
}

describe('Mutation.addToCart (seed 000 §4 Add to cart)', () => {
  it("adds a new line: 'Product has been added to the cart!', and answers the cart after the change", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.inStock, qty: 2 });
    expect(payload).toEqual({
      message: 'Product has been added to the cart!',
      outcome: 'ADDED',
      userErrors: [],
      cart: {
        id: cartId,
        itemsQty: 2,
        items: [{ sku: SKU.inStock, qty: 2 }],
        totals: { grandTotal: { value: 29.98, currency: 'EUR' } },
      },
    });
    // Stock is checked first, through the stock loader (one /api/stock/list call).
    expect(platform.calls.stockList).toEqual([[SKU.inStock]]);
    expect(platform.calls.cartUpdate).toEqual([
      { cartId, item: { sku: SKU.inStock, qty: 2, quoteId: cartId } },
    ]);
  });

  it("raises the quantity of a product already in the cart: 'Product quantity has been updated!' (2 + 3 = 5)", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    const itemId = platform.cartLines(cartId)?.[0]?.item_id;
    const payload = await addToCart(platform, { cartId, sku: SKU.inStock, qty: 3 });
    expect(payload).toMatchObject({
      message: 'Product quantity has been updated!',
      outcome: 'QUANTITY_UPDATED',
      userErrors: [],
      cart: { itemsQty: 5, items: [{ sku: SKU.inStock, qty: 5 }] },
    });
    expect(platform.calls.cartUpdate).toEqual([
      { cartId, item: { sku: SKU.inStock, qty: 5, quoteId: cartId, item_id: itemId } },
    ]);
  });

  it('adds one when no quantity is given', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.inStock });
    expect(payload.cart?.items).toEqual([{ sku: SKU.inStock, qty: 1 }]);
  });

  it("refuses an out-of-stock product: 'The product is out of stock and cannot be added to the cart!', without updating the cart", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.outOfStock, qty: 1 });
    expect(payload).toEqual({
      message: null,
      outcome: null,
      cart: null,
      userErrors: [
        {
          code: 'OUT_OF_STOCK',
          message: 'The product is out of stock and cannot be added to the cart!',
          field: 'sku',
        },
      ],
    });
    expect(platform.calls.cartUpdate).toEqual([]);
  });

  it('adds a product whose stock is not managed (always ok)', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.unmanaged, qty: 1 });
    expect(payload).toMatchObject({ outcome: 'ADDED', userErrors: [] });
  });

  it('adds with the volatile warning when stock sync is off (seed 000 §4, §8)', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(
      platform,
      { cartId, sku: SKU.inStock, qty: 1 },
      { stockSynchronize: false },
    );
    expect(payload).toMatchObject({
      message:
        'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
      outcome: 'VOLATILE',
      userErrors: [],
      cart: { items: [{ sku: SKU.inStock, qty: 1 }] },
    });
    expect(platform.calls.stockList).toEqual([]);
  });

  it.each([0, -1, 0.5])('refuses qty %s (at least 1) without calling the platform', async (qty) => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.inStock, qty });
    expect(payload.userErrors).toEqual([
      { code: 'INVALID_QTY', message: 'Quantity must be at least 1.', field: 'qty' },
    ]);
    expect(platform.calls.stockList).toEqual([]);
    expect(platform.calls.cartUpdate).toEqual([]);
  });

  it("refuses a price_incl_tax below 0: 'Product price is unknown, product cannot be added to the cart!', and removes the line again", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.priceUnknown, qty: 1 });
    expect(payload).toEqual({
      message: null,
      outcome: null,
      cart: null,
      userErrors: [
        {
          code: 'PRICE_UNKNOWN',
          message: 'Product price is unknown, product cannot be added to the cart!',
          field: 'sku',
        },
      ],
    });
    expect(platform.calls.cartDelete).toHaveLength(1);
    expect(platform.cartLines(cartId)).toEqual([]);
  });

  it('refuses more of a product with an unknown price that is already in the cart, without updating it', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([{ sku: SKU.priceUnknown, qty: 1 }]);
    const payload = await addToCart(platform, { cartId, sku: SKU.priceUnknown, qty: 1 });
    expect(payload.userErrors.map((e) => e.code)).toEqual(['PRICE_UNKNOWN']);
    expect(platform.calls.cartUpdate).toEqual([]);
  });

  it('adds a product with a price of exactly 0 (seed 000 §5)', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.zeroPrice, qty: 1 });
    expect(payload).toMatchObject({
      message: 'Product has been added to the cart!',
      userErrors: [],
      cart: { totals: { grandTotal: { value: 0 } } },
    });
  });

  it("refuses more than the platform has in stock with 'Only 12 available' (12 in stock, 10 + 3 asked)", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 10 }]);
    const payload = await addToCart(platform, { cartId, sku: SKU.inStock, qty: 3 });
    expect(payload.userErrors).toEqual([
      { code: 'QTY_NOT_AVAILABLE', message: 'Only 12 available', field: 'qty' },
    ]);
    expect(platform.cartLines(cartId)?.[0]?.qty).toBe(10);
  });

  it("passes on the platform's sale-quantity limit as INVALID_QTY", async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.maxFive, qty: 6 });
    expect(payload.userErrors).toEqual([
      { code: 'INVALID_QTY', message: 'The most you may purchase is 5.', field: 'qty' },
    ]);
  });

  it('refuses a sku the platform does not know as PRODUCT_NOT_FOUND', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const payload = await addToCart(platform, { cartId, sku: SKU.unknown, qty: 1 });
    expect(payload.userErrors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Product not found', field: 'sku' },
    ]);
    expect(platform.calls.cartUpdate).toEqual([]);
  });

  it('refuses an unknown cart as CART_NOT_FOUND', async () => {
    const platform = new FakeCommercePlatform();
    const payload = await addToCart(platform, { cartId: 'no-such-cart', sku: SKU.inStock, qty: 1 });
    expect(payload.userErrors).toEqual([
      {
        code: 'CART_NOT_FOUND',
        message: 'This cart does not exist anymore. Please re-create the cart.',
        field: 'cartId',
      },
    ]);
  });

  it('fails with the upstream code when the platform is unreachable', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    platform.unreachable = true;
    const result = await execute(platform, ADD_TO_CART, { input: { cartId, sku: SKU.inStock, qty: 1 } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('Mutation.addToCart with an idempotency key (seed 001 §4 offline sync tasks)', () => {
  /** The service remembers keys for the whole process, as the browser makes them: unique to each test. */
  let keys = '';
  beforeEach(() => {
    keys = crypto.randomUUID();
  });
  const taskKey = (number: number) => `${keys}-${number}`;

  it('adds once for a key sent twice, answering the first outcome and the cart as it is', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const input = { cartId, sku: SKU.inStock, qty: 2, idempotencyKey: taskKey(1) };
    const first = await addToCart(platform, input);
    const again = await addToCart(platform, input);
    expect(again).toEqual(first);
    expect(again.outcome).toBe('ADDED');
    expect(again.cart?.items).toEqual([{ sku: SKU.inStock, qty: 2 }]);
    expect(platform.calls.cartUpdate).toHaveLength(1);
  });

  it('adds once for two requests with one key at the same time (a reload while the first is on its way)', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    const input = { cartId, sku: SKU.inStock, qty: 1, idempotencyKey: taskKey(1) };
    const [first, second] = await Promise.all([addToCart(platform, input), addToCart(platform, input)]);
    expect(first.outcome).toBe('ADDED');
    expect(second.outcome).toBe('ADDED');
    expect(platform.calls.cartUpdate).toHaveLength(1);
    expect((await addToCart(platform, { cartId, sku: SKU.inStock, qty: 1 })).cart?.items).toEqual([
      { sku: SKU.inStock, qty: 2 },
    ]);
  });

  it('adds again for another key, and for every request without one', async () => {
    const platform = new FakeCommercePlatform();
    const cartId = platform.seedCart([]);
    await addToCart(platform, { cartId, sku: SKU.inStock, qty: 1, idempotencyKey: taskKey(1) });
    await addToCart(platform, { cartId, sku: SKU.inStock, qty: 1, idempotencyKey: taskKey(2) });
    await addToCart(platform, { cartId, sku: SKU.inStock, qty: 1 });
    const last = await addToCart(platform, { cartId, sku: SKU.inStock, qty: 1 });
    expect(last.cart?.items).toEqual([{ sku: SKU.inStock, qty: 4 }]);
  });

  it('answers a refusal again for its key without trying it a second time', async () => {
    const platform = new FakeCommercePlatform();
    const input = { cartId: 'no-such-cart', sku: SKU.inStock, qty: 1, idempotencyKey: taskKey(1) };
    const first = await addToCart(platform, input);
    expect(first.userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);
    expect(await addToCart(platform, input)).toEqual(first);
  });
});
