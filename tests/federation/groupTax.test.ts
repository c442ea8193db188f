import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { startTestStack, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * seed 000 §6 'Tax may depend on the user's group id when a group tax setting is configured': with the
 * setting on (the commerce platform taxes by group, TAX_USER_GROUP_ID names the guests' group), the price a
 * customer sees in the catalogue is the price the platform charges them and the price in their cart.
 */
let stack: TestStack;
let gateway: string;

/** The demo tax rules name customer tax class 3 (Magento's retail customer): guests are taxed as it. */
const GUESTS_TAX_GROUP = '3';

beforeAll(async () => {
  stack = await startTestStack({
    products: 120,
    only: ['commerce', 'catalog', 'cart', 'gateway'],
    env: { COMMERCE_USER_GROUP_TAX: 'true', TAX_USER_GROUP_ID: GUESTS_TAX_GROUP },
  });
  gateway = stack.urls.gateway!;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const PRICES = /* GraphQL */ `
  query Prices($sku: String!) {
    product(sku: $sku) {
      price {
        final {
          value
        }
        finalExclTax {
          value
        }
      }
      livePrice {
        final {
          value
        }
      }
    }
  }
`;

interface Prices {
  product: {
    price: { final: { value: number }; finalExclTax: { value: number } };
    livePrice: { final: { value: number } } | null;
  };
}

describe('group tax configured', () => {
  it("a foreign customer's catalogue price is the platform's price for their group and the price in their cart", async () => {
    const listing = await gatewayRequest<{
      products: { items: { sku: string; type: string; stock: { status: string } | null }[] };
    }>(gateway, '{ products(search: { paging: { pageSize: 30 } }) { items { sku type stock { status } } } }');
    const sku = listing.data!.products.items.find(
      (item) => item.type === 'SIMPLE' && item.stock?.status === 'OK',
    )!.sku;

    const { foreign } = DEMO_CUSTOMERS;
    const login = await gatewayRequest<{ logIn: { session: { token: string } } }>(
      gateway,
      'mutation L($input: LogInInput!) { logIn(input: $input) { session { token } } }',
      { input: { email: foreign.email, password: foreign.password } },
    );
    const customer = { authorization: `Bearer ${login.data!.logIn.session.token}` };

    const guestPrices = await gatewayRequest<Prices>(gateway, PRICES, { sku });
    const customerPrices = await gatewayRequest<Prices>(gateway, PRICES, { sku }, customer);
    expect(customerPrices.errors).toBeUndefined();
    const catalogue = customerPrices.data!.product.price.final.value;
    expect(customerPrices.data!.product.livePrice?.final.value).toBe(catalogue);
    // No demo tax rule names group 8: the foreign customer's price carries no tax, a guest's (class 3) does.
    const customerPrice = customerPrices.data!.product.price;
    expect(customerPrice.finalExclTax.value).toBe(customerPrice.final.value);
    const guestPrice = guestPrices.data!.product.price;
    expect(guestPrice.finalExclTax.value).toBeLessThan(guestPrice.final.value);
    expect(guestPrices.data!.product.livePrice?.final.value).toBe(
      guestPrices.data!.product.price.final.value,
    );

    const added = await gatewayRequest<{
      addToCart: { cart: { items: { sku: string; priceInclTax: { value: number } }[] } };
    }>(
      gateway,
      'mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { items { sku priceInclTax { value } } } } }',
      { input: { sku, qty: 1 } },
      customer,
    );
    const line = added.data!.addToCart.cart.items.find((item) => item.sku === sku);
    expect(line?.priceInclTax.value).toBe(catalogue);
  });
});
