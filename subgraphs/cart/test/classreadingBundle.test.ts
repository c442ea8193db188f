import { describe, expect, it } from 'vitest';
import { CHECKOUT_SKU, SKU, USER_ERRORS, checkoutPlatform, type UserError } from './checkoutFixtures';
import { execute } from './harness';
import type { FakeCommercePlatform } from '../src/upstream/fake';

const ADD_TO_CART = `mutation AddToCart($input: AddToCartInput!) {
  addToCart(input: $input) { outcome cart { items { sku } hasClassreadingBundle } ${USER_ERRORS} }
}`;

const REFUSAL: UserError = {
  code: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
  message: 'Classreading bundles should be bought without any other products.',
  field: 'sku',
};

async function addToCart(platform: FakeCommercePlatform, cartId: string, sku: string) {
  const result = await execute<{
    addToCart: {
      outcome: string | null;
      cart: { items: { sku: string }[]; hasClassreadingBundle: boolean } | null;
      userErrors: UserError[];
    };
  }>(platform, ADD_TO_CART, { input: { cartId, sku, qty: 1 } });
  expect(result.errors).toBeUndefined();
  return result.data!.addToCart;
}

describe('addToCart and classreading bundles (seed 001 §5)', () => {
  it('takes a bundle into an empty cart, and more of the same bundle', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([]);
    expect(await addToCart(platform, cartId, CHECKOUT_SKU.bundle)).toEqual({
      outcome: 'ADDED',
      cart: { items: [{ sku: CHECKOUT_SKU.bundle }], hasClassreadingBundle: true },
      userErrors: [],
    });
    expect((await addToCart(platform, cartId, CHECKOUT_SKU.bundle)).outcome).toBe('QUANTITY_UPDATED');
  });

  it('refuses any other product in a cart holding a bundle, without asking the platform to add it', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: CHECKOUT_SKU.bundle, qty: 1 }]);
    expect(await addToCart(platform, cartId, SKU.inStock)).toEqual({
      outcome: null,
      cart: null,
      userErrors: [REFUSAL],
    });
    expect(platform.calls.cartUpdate).toEqual([]);
  });

  it("answers the platform's refusal of a bundle beside a book with the seed's message", async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    expect(await addToCart(platform, cartId, CHECKOUT_SKU.bundle)).toEqual({
      outcome: null,
      cart: null,
      userErrors: [REFUSAL],
    });
    expect(platform.cartLines(cartId)?.map((line) => line.sku)).toEqual([SKU.inStock]);
  });

  it('takes the bundle out again when a platform without the rule added it beside a book', async () => {
    const platform = checkoutPlatform();
    platform.state.checkout.refusesMixedBundles = false;
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    expect(await addToCart(platform, cartId, CHECKOUT_SKU.bundle)).toEqual({
      outcome: null,
      cart: null,
      userErrors: [REFUSAL],
    });
    expect(platform.calls.cartDelete).toHaveLength(1);
    expect(platform.cartLines(cartId)?.map((line) => line.sku)).toEqual([SKU.inStock]);
  });
});
