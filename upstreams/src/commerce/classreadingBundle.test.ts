import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductDocument, type ServerCartItem } from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { CLASSREADING_BUNDLE_MESSAGE } from '@shop/validation';
import { call, createTestDirs, readProducts, type TestDirs } from '../shared/testing';
import { openCommerceState, startTestCommerce, testClock } from './testing';

/**
 * seed 001 §5 at the platform: 'Classreading bundles must be bought without any other products.' The cart
 * refuses the mix at add to cart, and an order (or card payment) of a mixed cart is refused too.
 */
let dirs: TestDirs;
let service: RunningService;
let base: string;
const sku = { bundle: '', otherBundle: '', book: '' };

const post = <T>(pathAndQuery: string, body: unknown = {}) => call<T>(base, pathAndQuery, { body });

const add = (cartId: string, lineSku: string, qty = 1) =>
  post<ServerCartItem | string>(`/api/cart/update?cartId=${cartId}`, {
    cartItem: { sku: lineSku, qty, quoteId: cartId },
  });

const pull = async (cartId: string) =>
  (await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`)).result;

const newCart = async () => (await post<string>('/api/cart/create')).result;

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
  email: 'lotte.maes@example.com',
};

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  const bundles = products.filter((p: ProductDocument) => p.is_classreading_bundle && p.status === 1);
  const book = products
    .filter((p) => p.type_id === 'simple' && p.status === 1 && p.stock.manage_stock && p.stock.qty >= 10)
    .sort((a, b) => a.id - b.id)[0];
  if (!bundles[0] || !bundles[1] || !book)
    throw new Error('the demo data lacks classreading bundles or books');
  sku.bundle = bundles[0].sku;
  sku.otherBundle = bundles[1].sku;
  sku.book = book.sku;
  service = await startTestCommerce(dirs);
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('the classreading bundle rule at add to cart', () => {
  it("marks each line from the catalogue's is_classreading_bundle (the demo bundles' skus start KLAS-)", async () => {
    const cartId = await newCart();
    const added = await add(cartId, sku.bundle);
    expect(sku.bundle).toMatch(/^KLAS-/);
    expect(added.result).toMatchObject({
      sku: sku.bundle,
      extension_attributes: { is_classreading_bundle: true },
    });
    expect((await pull(cartId)).map((line) => [line.sku, line.extension_attributes])).toEqual([
      [sku.bundle, { is_classreading_bundle: true }],
    ]);
    const bookCart = await newCart();
    expect((await add(bookCart, sku.book)).result).toMatchObject({
      extension_attributes: { is_classreading_bundle: false },
    });
    expect((await pull(bookCart))[0]?.extension_attributes).toEqual({ is_classreading_bundle: false });
  });

  it('refuses any other product in a cart with a bundle, and writes nothing', async () => {
    const cartId = await newCart();
    await add(cartId, sku.bundle);
    expect(await add(cartId, sku.book)).toMatchObject({ code: 400, result: CLASSREADING_BUNDLE_MESSAGE });
    expect(await add(cartId, sku.otherBundle)).toMatchObject({
      code: 400,
      result: CLASSREADING_BUNDLE_MESSAGE,
    });
    // More of the same bundle is the same product.
    expect((await add(cartId, sku.bundle)).code).toBe(200);
    expect((await pull(cartId)).map(({ sku: lineSku, qty }) => [lineSku, qty])).toEqual([[sku.bundle, 2]]);
  });

  it('refuses a bundle in a cart with other products', async () => {
    const cartId = await newCart();
    await add(cartId, sku.book);
    expect(await add(cartId, sku.bundle)).toMatchObject({ code: 400, result: CLASSREADING_BUNDLE_MESSAGE });
    expect((await pull(cartId)).map((line) => line.sku)).toEqual([sku.book]);
  });
});

describe('the classreading bundle rule at the order', () => {
  /** A cart mixed before the rule existed (written straight into the state), which no call can make now. */
  async function mixedCart(): Promise<string> {
    const cartId = await newCart();
    await add(cartId, sku.book);
    const db = openCommerceState(dirs);
    try {
      db.prepare(
        `INSERT INTO cart_items (cart_id, sku, qty, product_option, option_key, created_at, updated_at)
         VALUES (?, ?, 1, NULL, '', ?, ?)`,
      ).run(cartId, sku.bundle, testClock().toISOString(), testClock().toISOString());
    } finally {
      db.close();
    }
    return cartId;
  }

  const products = () => [
    { sku: sku.book, qty: 1 },
    { sku: sku.bundle, qty: 1 },
  ];

  it('POST /api/order refuses a cart mixing a bundle with another product, and places nothing', async () => {
    const cartId = await mixedCart();
    const refused = await post<string>('/api/order', {
      cart_id: cartId,
      products: products(),
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    });
    expect(refused).toMatchObject({ code: 400, result: CLASSREADING_BUNDLE_MESSAGE });
    expect(await pull(cartId)).toHaveLength(2);
  });

  it('payment-information refuses it too, before any payment', async () => {
    const cartId = await mixedCart();
    const refused = await post<string>(`/api/ext/payment-adyen/payment-information?cartId=${cartId}`, {
      paymentMethod: {
        method: 'adyen_cc',
        additional_data: {
          stateData: JSON.stringify({
            paymentMethod: {
              type: 'scheme',
              encryptedCardNumber: 'test_4111111111111111',
              encryptedExpiryMonth: 'test_03',
              encryptedExpiryYear: 'test_2030',
              encryptedSecurityCode: 'test_737',
              holderName: 'Lotte Maes',
            },
          }),
        },
      },
      billingAddress: address,
      email: address.email,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      products: products(),
    });
    expect(refused).toMatchObject({ code: 400, result: CLASSREADING_BUNDLE_MESSAGE });
    expect(await pull(cartId)).toHaveLength(2);
  });
});
