import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { SKU } from '../src/upstream/fake';
import { AN, LOW_STOCK, platformWithCustomer, SHIRT } from './accounts';
import { execute, executeWithContext } from './harness';

const LOG_IN = /* GraphQL */ `
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      cart {
        id
        couponCode
        items {
          sku
          qty
        }
      }
      cartMessages {
        code
        message
      }
      userErrors {
        code
      }
    }
  }
`;

type Answer = {
  logIn: {
    cart: { id: string; couponCode: string | null; items: { sku: string; qty: number }[] } | null;
    cartMessages: { code: string; message: string }[];
    userErrors: { code: string }[];
  };
};

const bySku = (items: { sku: string; qty: number }[]) =>
  Object.fromEntries(items.map(({ sku, qty }) => [sku, qty]));

describe('the login merge (seed 000 §4 Cart token): not one line is lost', () => {
  it('a guest cart of three lines joins a customer cart that has one of them, without adding quantities', async () => {
    const platform = platformWithCustomer();
    const customerView = platform.as(platform.state.issueTokens(AN.email).token);
    const customerCartId = await customerView.cartCreate();
    await customerView.cartUpdate(customerCartId, { sku: SKU.inStock, qty: 1, quoteId: customerCartId });
    await customerView.cartUpdate(customerCartId, { sku: SKU.maxFive, qty: 2, quoteId: customerCartId });
    const guestCartId = platform.seedCart([
      { sku: SKU.inStock, qty: 3 },
      { sku: SKU.zeroPrice, qty: 1 },
      { sku: SKU.unmanaged, qty: 2 },
    ]);

    const result = await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    expect(result.data?.logIn.userErrors).toEqual([]);
    expect(result.data?.logIn.cartMessages).toEqual([]);
    expect(result.data?.logIn.cart?.id).toBe(customerCartId);
    expect(bySku(result.data?.logIn.cart?.items ?? [])).toEqual({
      [SKU.inStock]: 3, // in both: the guest's quantity, not 1 + 3
      [SKU.maxFive]: 2, // only the customer's: kept
      [SKU.zeroPrice]: 1,
      [SKU.unmanaged]: 2,
    });
    // The guest cart is left as it was.
    expect(platform.cartLines(guestCartId)?.map((line) => line.qty)).toEqual([3, 1, 2]);
  });

  it('removes the coupon before the lines and applies it again after', async () => {
    const platform = platformWithCustomer();
    const guestCartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    await platform.applyCoupon(guestCartId, 'LEESFEEST10');
    const result = await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    expect(result.data?.logIn.cart?.couponCode).toBe('LEESFEEST10');
    const customerCartId = result.data?.logIn.cart?.id;
    expect(platform.calls.deleteCoupon).toEqual([customerCartId]);
    expect(platform.calls.applyCoupon.at(-1)).toEqual({ cartId: customerCartId, code: 'LEESFEEST10' });
  });

  it('Vue Storefront #4641: configured lines keep their configuration through logout and login', async () => {
    const platform = platformWithCustomer();
    const size = (value: string) => ({
      extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: value }] },
    });
    const customerView = platform.as(platform.state.issueTokens(AN.email).token);
    const customerCartId = await customerView.cartCreate();
    await customerView.cartUpdate(customerCartId, {
      sku: SHIRT,
      qty: 1,
      quoteId: customerCartId,
      product_option: size('M'),
    });
    const guestCartId = platform.seedCart([{ sku: SHIRT, qty: 1, product_option: size('S') }]);

    await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    const lines = platform.cartLines(customerCartId) ?? [];
    expect(lines.map((line) => [line.sku, line.qty, line.product_option])).toEqual([
      [SHIRT, 1, size('M')],
      [SHIRT, 1, size('S')],
    ]);
  });

  it('Vue Storefront #4305: a customer without a cart yet gets the guest lines on the first try', async () => {
    const platform = platformWithCustomer();
    const guestCartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const result = await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    expect(result.data?.logIn.cart?.items).toEqual([{ sku: SKU.inStock, qty: 1 }]);
  });

  it('a line the customer cart cannot take is reported, and stays in the guest cart', async () => {
    const platform = platformWithCustomer();
    const guestCartId = platform.seedCart([
      { sku: LOW_STOCK, qty: 2 },
      { sku: SKU.inStock, qty: 1 },
    ]);
    // Sold meanwhile: only one left.
    const product = platform.state.products.get(LOW_STOCK);
    if (product) product.stock.qty = 1;
    const result = await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    expect(result.data?.logIn.cartMessages).toEqual([
      { code: 'LINE_NOT_JOINED', message: `${LOW_STOCK}: The requested qty is not available` },
    ]);
    expect(result.data?.logIn.cart?.items).toEqual([{ sku: SKU.inStock, qty: 1 }]);
    expect(platform.cartLines(guestCartId)).toHaveLength(2);
  });

  it('asks the platform: login, the customer cart, both carts and their totals, one write per line, then the answer', async () => {
    const platform = platformWithCustomer();
    const guestCartId = platform.seedCart([
      { sku: SKU.inStock, qty: 1 },
      { sku: SKU.zeroPrice, qty: 1 },
    ]);
    await execute<Answer>(platform, LOG_IN, { input: { ...AN, guestCartId } });
    const { calls } = platform;
    expect(calls.accounts).toEqual(['login']);
    expect(calls.cartCreate).toBe(1);
    expect(calls.cartUpdate).toHaveLength(2);
    // Both carts pulled and totalled before the writes; the customer's cart read again for the answer (its
    // lines, and its totals for couponCode).
    expect(calls.cartPull).toHaveLength(3);
    expect(calls.cartTotals).toHaveLength(3);
  });
});

describe('a failed post-login step (seed 000 §4)', () => {
  it('starts no session when the guest cart cannot be joined', async () => {
    const platform = platformWithCustomer();
    const guestCartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    // The guest's view of the platform fails once the login itself has answered.
    platform.cartPull = () =>
      Promise.reject(
        new GraphQLError('commerce platform is unavailable', {
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      );
    const { result, context } = await executeWithContext<Answer>(platform, LOG_IN, {
      input: { ...AN, guestCartId },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(context.session.change).toBeNull();
  });
});
