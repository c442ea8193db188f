import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBody, PaymentInformationBody, ProductDocument } from '@shop/contracts';
import { startTestStack, type TestStack } from '@shop/stack';
import type { CommercePlatform } from '../ports/CommercePlatform';
import { booksInStock } from '../../test/demoBooks';
import { FakeCommercePlatform, stock } from './fake';
import { HttpCommercePlatform } from './http';

/**
 * The platform's promise that an order and its card payment happen once (seed 000 §7 Orders, 'Card payment
 * extension'), run alike against the fake the subgraph's tests use and the commerce stand-in over HTTP: the
 * same idempotency key or cart answers the first order, the card is charged once, and payment details sent
 * again (a reload of the return page) answer the first result. The subgraph's tests lean on the fake for this,
 * so the fake must keep the promise exactly as the platform does.
 */
let stack: TestStack;
let book: ProductDocument;

beforeAll(async () => {
  stack = await startTestStack({ only: ['commerce'], products: 40, seed: 11 });
  const found = booksInStock(stack.dataDir, 10)[0];
  if (!found) throw new Error('The demo catalogue has no simple book with 10 in stock.');
  book = found;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

interface Subject {
  name: string;
  /** A guest's view of the platform. */
  platform: () => CommercePlatform;
}

let fake: FakeCommercePlatform | undefined;
const subjects: Subject[] = [
  {
    name: 'the fake',
    platform: () => {
      fake ??= new FakeCommercePlatform([
        {
          sku: book.sku,
          name: book.name,
          price: book.price,
          stock: stock(1, book.sku, { qty: book.stock.qty }),
        },
      ]);
      return fake;
    },
  },
  {
    name: 'the commerce stand-in over HTTP',
    platform: () =>
      new HttpCommercePlatform({
        baseUrl: stack.urls.commerce ?? '',
        timeoutMs: 5000,
        requestId: 'order-once-contract',
        storeCode: 'nl-be',
        customerToken: null,
      }),
  },
];

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
  email: 'lotte.maes@example.be',
};

/** Adyen's unencrypted test values of a card that is authorised without a challenge (both platforms know it). */
const AUTHORISED_CARD = JSON.stringify({
  paymentMethod: {
    type: 'scheme',
    encryptedCardNumber: 'test_4111111111111111',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
    holderName: 'Lotte Maes',
  },
  browserInfo: { language: 'nl-BE' },
});

async function cartWithBook(platform: CommercePlatform, qty: number) {
  const cartId = await platform.cartCreate();
  expect((await platform.cartUpdate(cartId, { sku: book.sku, qty, quoteId: cartId })).ok).toBe(true);
  const pulled = await platform.cartPull(cartId);
  if (!pulled.ok) throw new Error(pulled.message);
  const products = pulled.value.map((item) => ({ sku: item.sku, qty: item.qty, priceInclTax: item.price }));
  return { cartId, products };
}

function orderBody(cartId: string, products: OrderBody['products']): OrderBody {
  return {
    cart_id: cartId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  };
}

async function stockOf(platform: CommercePlatform): Promise<number | undefined> {
  return (await platform.stockList([book.sku]))[0]?.qty;
}

describe.each(subjects)('an order and its payment happen once: $name', ({ platform }) => {
  it('answers the first order to the same key, with the ordered (empty) cart, and takes the stock once', async () => {
    const { cartId, products } = await cartWithBook(platform(), 2);
    const before = await stockOf(platform());
    const first = await platform().placeOrder(orderBody(cartId, products), 'contract-key-1');
    if (!first.ok) throw new Error(first.message);
    expect(await stockOf(platform())).toBe((before ?? 0) - 2);
    // What the subgraph sends when the shopper presses again: the same key, its cart now empty.
    expect(await platform().placeOrder(orderBody(cartId, []), 'contract-key-1')).toEqual(first);
    expect(await platform().placeOrder(orderBody(cartId, products), 'contract-key-1')).toEqual(first);
    expect(await stockOf(platform())).toBe((before ?? 0) - 2);
  });

  it('answers the first order to the same cart under another key', async () => {
    const { cartId, products } = await cartWithBook(platform(), 1);
    const first = await platform().placeOrder(orderBody(cartId, products), 'contract-key-2');
    if (!first.ok) throw new Error(first.message);
    expect(await platform().placeOrder(orderBody(cartId, products), 'contract-key-3')).toEqual(first);
  });

  it('places a new order for a new cart: the keys name orders, not shoppers', async () => {
    const one = await cartWithBook(platform(), 1);
    const two = await cartWithBook(platform(), 1);
    const first = await platform().placeOrder(orderBody(one.cartId, one.products), 'contract-key-4');
    const second = await platform().placeOrder(orderBody(two.cartId, two.products), 'contract-key-5');
    if (!first.ok || !second.ok) throw new Error('an order was refused');
    expect(second.value.magentoOrderId).not.toBe(first.value.magentoOrderId);
  });

  it('charges a card order once; payment details sent again after the result answer that result', async () => {
    const { cartId, products } = await cartWithBook(platform(), 1);
    const body: PaymentInformationBody = {
      paymentMethod: { method: 'adyen_cc', additional_data: { stateData: AUTHORISED_CARD } },
      billingAddress: address,
      shippingAddress: address,
      email: address.email,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      products,
    };
    const placed = await platform().paymentInformation(cartId, body, 'contract-card-key-1');
    if (!placed.ok) throw new Error(placed.message);
    expect(await platform().paymentInformation(cartId, body, 'contract-card-key-1')).toEqual(placed);
    const status = await platform().paymentStatus(cartId, placed.value);
    expect(status).toMatchObject({ ok: true, value: { isFinal: true, resultCode: 'Authorised' } });
    // A reload of the return page sends details again, even other ones: the first result stands.
    for (const threeDSResult of ['eyJ0cmFuc1N0YXR1cyI6IlkifQ==', 'refused'])
      expect(
        await platform().paymentDetails(cartId, {
          payload: JSON.stringify({ orderId: placed.value, details: { threeDSResult } }),
        }),
      ).toEqual(status);
  });
});
