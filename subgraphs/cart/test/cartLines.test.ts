import { describe, expect, it } from 'vitest';
import { SKU } from '../src/upstream/fake';
import { AN, LOW_STOCK, platformWithCustomer, tokenOf } from './accounts';
import { execute } from './harness';

const CART_FIELDS = /* GraphQL */ `
  cart {
    id
    couponCode
    items {
      itemId
      sku
      qty
      stockMessage {
        code
        message
        isError
      }
    }
    totals {
      segments {
        code
        title
        value {
          value
        }
      }
    }
  }
  message
  userErrors {
    code
    message
    field
  }
`;

const CHANGE_QTY = `mutation C($input: ChangeCartItemQtyInput!) { changeCartItemQty(input: $input) { ${CART_FIELDS} } }`;
const REMOVE = `mutation R($input: RemoveCartItemInput!) { removeCartItem(input: $input) { ${CART_FIELDS} } }`;
const APPLY = `mutation A($input: ApplyCouponInput!) { applyCoupon(input: $input) { ${CART_FIELDS} } }`;
const REMOVE_COUPON = `mutation RC($input: CartInput!) { removeCoupon(input: $input) { ${CART_FIELDS} } }`;

type Payload = {
  cart: {
    id: string;
    couponCode: string | null;
    items: {
      itemId: string;
      sku: string;
      qty: number;
      stockMessage: { code: string; message: string } | null;
    }[];
    totals: { segments: { code: string; title: string; value: { value: number } }[] };
  } | null;
  message: string | null;
  userErrors: { code: string; message: string; field: string | null }[];
};

describe('changing a quantity', () => {
  it("sets the line's quantity: 'Product quantity has been updated!'", async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const itemId = String(platform.cartLines(cartId)?.[0]?.item_id);
    const result = await execute<{ changeCartItemQty: Payload }>(platform, CHANGE_QTY, {
      input: { cartId, itemId, qty: 4 },
    });
    expect(result.data?.changeCartItemQty.message).toBe('Product quantity has been updated!');
    expect(result.data?.changeCartItemQty.cart?.items.map((item) => item.qty)).toEqual([4]);
  });

  it("answers 'Only 2 available' for more than the stock, and keeps the line as it was", async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([{ sku: LOW_STOCK, qty: 1 }]);
    const itemId = String(platform.cartLines(cartId)?.[0]?.item_id);
    const result = await execute<{ changeCartItemQty: Payload }>(platform, CHANGE_QTY, {
      input: { cartId, itemId, qty: 3 },
    });
    expect(result.data?.changeCartItemQty.userErrors).toEqual([
      { code: 'QTY_NOT_AVAILABLE', message: 'Only 2 available', field: 'qty' },
    ]);
    expect(platform.cartLines(cartId)?.[0]?.qty).toBe(1);
  });

  it('refuses a quantity below 1 and a line that is not in the cart', async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const zero = await execute<{ changeCartItemQty: Payload }>(platform, CHANGE_QTY, {
      input: { cartId, itemId: '1', qty: 0 },
    });
    expect(zero.data?.changeCartItemQty.userErrors[0]?.code).toBe('INVALID_QTY');
    const missing = await execute<{ changeCartItemQty: Payload }>(platform, CHANGE_QTY, {
      input: { cartId, itemId: '999', qty: 2 },
    });
    expect(missing.data?.changeCartItemQty.userErrors[0]?.code).toBe('ITEM_NOT_FOUND');
  });

  it('answers PRODUCT_NOT_FOUND for a line whose product the platform no longer sells, and keeps the cart', async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    platform.state.products.delete(SKU.inStock);
    const result = await execute<{ changeCartItemQty: Payload }>(platform, CHANGE_QTY, {
      input: { cartId, itemId: String(platform.cartLines(cartId)![0]!.item_id), qty: 2 },
    });
    // Not CART_NOT_FOUND: the client would drop a cart that still exists.
    expect(result.data?.changeCartItemQty.userErrors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Product not found', field: 'sku' },
    ]);
    expect(platform.cartLines(cartId)?.map((line) => line.qty)).toEqual([1]);
  });
});

describe('removing a line', () => {
  it('removes it from the cart', async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([
      { sku: SKU.inStock, qty: 1 },
      { sku: SKU.zeroPrice, qty: 1 },
    ]);
    const itemId = String(platform.cartLines(cartId)?.[0]?.item_id);
    const result = await execute<{ removeCartItem: Payload }>(platform, REMOVE, {
      input: { cartId, itemId },
    });
    expect(result.data?.removeCartItem.cart?.items.map((item) => item.sku)).toEqual([SKU.zeroPrice]);
  });
});

describe('coupons', () => {
  it('an invalid code, then a valid one with its discount segment, then removed', async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    const invalid = await execute<{ applyCoupon: Payload }>(platform, APPLY, {
      input: { cartId, code: 'BESTAATNIET' },
    });
    expect(invalid.data?.applyCoupon.userErrors).toEqual([
      {
        code: 'INVALID_COUPON',
        message: "You've entered an incorrect coupon code. Please try again.",
        field: 'code',
      },
    ]);
    const valid = await execute<{ applyCoupon: Payload }>(platform, APPLY, {
      input: { cartId, code: ' LEESFEEST10 ' },
    });
    expect(valid.data?.applyCoupon.cart?.couponCode).toBe('LEESFEEST10');
    expect(
      valid.data?.applyCoupon.cart?.totals.segments.map((segment) => [segment.code, segment.value.value]),
    ).toEqual([
      ['subtotal', 29.98],
      ['discount', -3],
      ['tax', 1.53],
      ['grand_total', 26.98],
    ]);
    const removed = await execute<{ removeCoupon: Payload }>(platform, REMOVE_COUPON, { input: { cartId } });
    expect(removed.data?.removeCoupon.cart?.couponCode).toBeNull();
  });
});

describe("a customer's cart comes from the session", () => {
  it('adds to, reads and changes the customer cart without a cart id', async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    const added = await execute<{ addToCart: { cart: { id: string } | null } }>(
      platform,
      'mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { id } userErrors { code } } }',
      { input: { sku: SKU.inStock, qty: 1 } },
      { token },
    );
    const cartId = added.data?.addToCart.cart?.id;
    expect(cartId).toBe(platform.state.customers.get(AN.email)?.cartId);
    const read = await execute<{ cart: { id: string; items: { sku: string; qty: number }[] } }>(
      platform,
      '{ cart { id items { sku qty } } }',
      {},
      { token },
    );
    expect(read.data?.cart).toEqual({ id: cartId, items: [{ sku: SKU.inStock, qty: 1 }] });
  });

  it("never reaches another cart: a customer naming one gets none, a guest naming a customer's is refused", async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    const customerCartId = await platform.as(token).cartCreate();
    const guestCartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const asCustomer = await execute(
      platform,
      'query C($id: ID) { cart(id: $id) { id } }',
      { id: guestCartId },
      { token },
    );
    expect(asCustomer.data).toEqual({ cart: null });
    const asGuest = await execute(platform, 'query C($id: ID) { cart(id: $id) { id } }', {
      id: customerCartId,
    });
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('stock messages of the lines (seed 000 §4, §8)', () => {
  it("says 'In stock!', 'Out of the stock!' and 'Only N available'", async () => {
    const platform = platformWithCustomer();
    const cartId = platform.seedCart([
      { sku: SKU.inStock, qty: 1 },
      { sku: SKU.outOfStock, qty: 1 },
      { sku: LOW_STOCK, qty: 2 },
    ]);
    const product = platform.state.products.get(LOW_STOCK);
    if (product) product.stock.qty = 1;
    const result = await execute<{ cart: Payload['cart'] }>(
      platform,
      'query C($id: ID) { cart(id: $id) { items { sku stockMessage { code message isError } } } }',
      { id: cartId },
    );
    expect(result.data?.cart?.items.map((item) => item.stockMessage)).toEqual([
      { code: 'OK', message: 'In stock!', isError: false },
      { code: 'OUT_OF_STOCK', message: 'Out of the stock!', isError: true },
      { code: 'QTY_NOT_AVAILABLE', message: 'Only 1 available', isError: true },
    ]);
    expect(platform.calls.stockList).toHaveLength(1);
  });
});

describe('reviews', () => {
  it('lists the approved reviews of products in one call and receives a new one', async () => {
    const platform = platformWithCustomer();
    platform.state.reviews.push({
      id: 1,
      product_id: 1,
      product_sku: SKU.inStock,
      title: 'Prachtig',
      detail: 'Elke avond voorgelezen.',
      nickname: 'Mama Els',
      rating: 5,
      created_at: '2026-10-12 18:00:00',
    });
    const listed = await execute(
      platform,
      'query P($r: [_Any!]!) { _entities(representations: $r) { ... on Product { sku reviews { id nickname title detail rating createdAt } } } }',
      {
        r: [
          { __typename: 'Product', sku: SKU.inStock },
          { __typename: 'Product', sku: SKU.zeroPrice },
        ],
      },
    );
    expect(listed.data).toEqual({
      _entities: [
        {
          sku: SKU.inStock,
          reviews: [
            {
              id: '1',
              nickname: 'Mama Els',
              title: 'Prachtig',
              detail: 'Elke avond voorgelezen.',
              rating: 5,
              createdAt: '2026-10-12T18:00:00.000Z',
            },
          ],
        },
        { sku: SKU.zeroPrice, reviews: [] },
      ],
    });
    expect(platform.calls.accounts).toEqual(['reviews']);

    const created = await execute(
      platform,
      'mutation C($input: CreateReviewInput!) { createReview(input: $input) { received userErrors { code field } } }',
      { input: { sku: SKU.inStock, nickname: 'Jan', title: 'Leuk', detail: 'Mooi boek', rating: 6 } },
    );
    expect(created.data).toEqual({
      createReview: { received: false, userErrors: [{ code: 'INVALID_RATING', field: 'rating' }] },
    });
    // seed 001 §5: a text over its maximum (2000 characters) is refused before the platform is asked.
    const tooLong = await execute(
      platform,
      'mutation C($input: CreateReviewInput!) { createReview(input: $input) { received userErrors { code field message } } }',
      { input: { sku: SKU.inStock, nickname: 'Jan', title: 'Leuk', detail: 'a'.repeat(2001), rating: 4 } },
    );
    expect(tooLong.data).toEqual({
      createReview: {
        received: false,
        userErrors: [{ code: 'TOO_LONG', field: 'detail', message: 'A maximum of 2000 characters applies.' }],
      },
    });
    const received = await execute(
      platform,
      'mutation C($input: CreateReviewInput!) { createReview(input: $input) { received userErrors { code } } }',
      { input: { sku: SKU.inStock, nickname: 'Jan', title: 'Leuk', detail: 'Mooi boek', rating: 4 } },
    );
    expect(received.data).toEqual({ createReview: { received: true, userErrors: [] } });
  });
});
