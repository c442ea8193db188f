import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { DEMO_CHECKOUT_ADDRESS, startTestStack, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * A bundle with the shopper's chosen options through the gateway (seed 000 §3 bundle options and cart item
 * product_option, §5 'Bundle price sums default links times qty'): the choice goes into the cart, is priced
 * by the chosen links, comes back from the cart and is found on the order's line. A choice that misses a
 * required option or names a link of another option is refused, and nothing is added.
 */
let stack: TestStack;
let gateway: string;

const NL_BE = { store: 'nl-be' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const USER_ERRORS = 'userErrors { code message field }';

interface BundleLink {
  id: number;
  sku: string;
  qty: number;
  isDefault: boolean;
  product: { price: { final: { value: number } } } | null;
}
interface BundleOption {
  optionId: number;
  title: string;
  required: boolean;
  links: BundleLink[];
}
interface Bundle {
  sku: string;
  type: string;
  price: { final: { value: number } };
  bundleOptions: BundleOption[];
}
let bundle: Bundle;

const LINE = 'sku qty priceInclTax { value } bundleOptions { optionId linkIds qty }';

async function logIn(): Promise<string> {
  const { email, password } = DEMO_CUSTOMERS.general;
  const answer = await gatewayRequest<{ logIn: { session: { token: string } } }>(
    gateway,
    'mutation LogIn($input: LogInInput!) { logIn(input: $input) { session { token } } }',
    { input: { email, password } },
    NL_BE,
  );
  return answer.data!.logIn.session.token;
}

async function addBundle(token: string, bundleOptions: unknown) {
  const answer = await gatewayRequest<{
    addToCart: {
      cart: { items: { sku: string; qty: number; priceInclTax: { value: number } }[] } | null;
      userErrors: { code: string; message: string; field: string }[];
    };
  }>(
    gateway,
    `mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { cart { items { ${LINE} } } ${USER_ERRORS} } }`,
    { input: { sku: bundle.sku, qty: 1, bundleOptions } },
    { ...NL_BE, ...bearer(token) },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.addToCart;
}

async function cartItems(token: string) {
  const answer = await gatewayRequest<{ cart: { items: unknown[] } }>(
    gateway,
    `query Cart { cart { items { ${LINE} } } }`,
    {},
    { ...NL_BE, ...bearer(token) },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.cart.items;
}

beforeAll(async () => {
  stack = await startTestStack({ products: 200, only: ['commerce', 'catalog', 'cart', 'gateway'] });
  gateway = stack.urls.gateway!;
  const listing = await gatewayRequest<{ products: { items: Bundle[] } }>(
    gateway,
    `query Listing { products(search: { paging: { pageSize: 200 } }) { items {
      sku type price { final { value } }
      bundleOptions { optionId title required links { id sku qty isDefault product { price { final { value } } } } }
    } } }`,
    {},
    NL_BE,
  );
  expect(listing.errors).toBeUndefined();
  // A gift box of the demo data: a picture book to choose and a reading book to choose (not a classreading bundle).
  const found = listing.data!.products.items.find(
    (item) =>
      item.type === 'BUNDLE' && item.bundleOptions.length === 2 && item.bundleOptions[0]!.links.length > 1,
  );
  if (!found) throw new Error('the demo data has no bundle with two options to choose from');
  bundle = found;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('a bundle with chosen options (seed 000 §3, §5)', () => {
  it('is refused without a required option or with a link of another option, and nothing is added', async () => {
    const token = await logIn();
    const [first, second] = bundle.bundleOptions;
    const missing = await addBundle(token, [{ optionId: second!.optionId, linkIds: [second!.links[0]!.id] }]);
    expect(missing.cart).toBeNull();
    expect(missing.userErrors).toEqual([
      {
        code: 'BUNDLE_OPTION_REQUIRED',
        message: 'Please choose a product for every required option of the bundle.',
        field: 'bundleOptions',
      },
    ]);
    const foreign = await addBundle(token, [
      { optionId: first!.optionId, linkIds: [second!.links[0]!.id] },
      { optionId: second!.optionId, linkIds: [second!.links[0]!.id] },
    ]);
    expect(foreign.userErrors.map((error) => error.code)).toEqual(['BUNDLE_SELECTION_NOT_AVAILABLE']);
    expect(await cartItems(token)).toEqual([]);
  });

  it('goes into the cart priced by the chosen links, comes back from the cart and is on the order', async () => {
    const token = await logIn();
    const [first, second] = bundle.bundleOptions;
    // Not the defaults: the second picture book and the last reading book.
    const picture = first!.links.find((link) => !link.isDefault)!;
    const reading = second!.links.at(-1)!;
    const chosen = [
      { optionId: first!.optionId, linkIds: [picture.id], qty: 1 },
      { optionId: second!.optionId, linkIds: [reading.id], qty: 1 },
    ];
    const added = await addBundle(token, chosen);
    expect(added.userErrors).toEqual([]);
    const price = (link: BundleLink) => link.product!.price.final.value * link.qty;
    const expected = Math.round((price(picture) + price(reading)) * 100) / 100;
    const line = { sku: bundle.sku, qty: 1, priceInclTax: { value: expected }, bundleOptions: chosen };
    expect(added.cart!.items).toEqual([line]);
    expect(await cartItems(token)).toEqual([line]);

    const placed = await gatewayRequest<{
      placeOrder: { order: { id: string } | null; userErrors: unknown[] };
    }>(
      gateway,
      `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } ${USER_ERRORS} } }`,
      {
        input: {
          idempotencyKey: 'bundle-with-chosen-options',
          personalDetails: { firstname: 'Lotte', lastname: 'Maes', email: DEMO_CUSTOMERS.general.email },
          shippingAddress: { ...DEMO_CHECKOUT_ADDRESS, firstname: 'Lotte' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
          paymentMethodCode: 'checkmo',
        },
      },
      { ...NL_BE, ...bearer(token) },
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const mine = await gatewayRequest<{ me: { order: { items: unknown[] } } }>(
      gateway,
      `query MyOrderPage($id: ID!) { me { order(id: $id) { items {
        sku qty priceInclTax { value } bundleOptions { optionId linkIds qty }
        product { bundleOptions { optionId title } }
      } } } }`,
      { id: placed.data!.placeOrder.order!.id },
      { ...NL_BE, ...bearer(token) },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.me.order.items).toEqual([
      {
        ...line,
        product: { bundleOptions: bundle.bundleOptions.map(({ optionId, title }) => ({ optionId, title })) },
      },
    ]);
  });
});
