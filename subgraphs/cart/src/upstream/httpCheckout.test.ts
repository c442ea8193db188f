import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type OrderBody, type ProductDocument } from '@shop/contracts';
import { fetchCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { booksInStock } from '../../test/demoBooks';
import { HttpCommercePlatform } from './http';

/**
 * The checkout calls of the HTTP adapter against the real local commerce platform (upstreams/, its own
 * process on a free port, 40 demo products): payment and shipping methods, shipping information,
 * collect-totals and POST /api/order with its Idempotency-Key.
 */
let stack: TestStack;
let commerceUrl: string;
let books: ProductDocument[];
let requestNumber = 0;

beforeAll(async () => {
  stack = await startTestStack({ only: ['commerce'], products: 40, seed: 7 });
  commerceUrl = stack.urls.commerce ?? '';
  books = booksInStock(stack.dataDir, 3);
  expect(books.length).toBeGreaterThanOrEqual(2);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

function platform(requestId = `checkout-adapter-test-${(requestNumber += 1)}`) {
  return new HttpCommercePlatform({
    baseUrl: commerceUrl,
    timeoutMs: 5000,
    requestId,
    storeCode: 'nl-be',
    customerToken: null,
  });
}

async function cartWith(lines: [ProductDocument, number][]): Promise<string> {
  const guest = platform();
  const cartId = await guest.cartCreate();
  for (const [book, qty] of lines)
    expect((await guest.cartUpdate(cartId, { sku: book.sku, qty, quoteId: cartId })).ok).toBe(true);
  return cartId;
}

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3', '2 | achterdeur'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
  email: 'lotte.maes@example.be',
};

async function orderBodyOf(cartId: string, payment = 'checkmo'): Promise<OrderBody> {
  const pulled = await platform().cartPull(cartId);
  if (!pulled.ok) throw new Error('no cart');
  return {
    cart_id: cartId,
    products: pulled.value.map((item) => ({ sku: item.sku, qty: item.qty, priceInclTax: item.price })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: {
        ...address,
        company: 'Basisschool De Linde',
        vat_id: 'BE0999999999',
        schoolCode: 'SCH-1',
        amountOfStudents: 24,
      },
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: payment,
    },
  };
}

describe('HttpCommercePlatform: checkout methods', () => {
  it('lists the payment methods of a cart, once per call, and CART_NOT_FOUND for an unknown cart', async () => {
    const cartId = await cartWith([[books[0]!, 1]]);
    const methods = await platform('payment-methods-request').paymentMethods(cartId);
    expect(methods).toEqual({
      ok: true,
      value: [
        { code: 'checkmo', title: 'Bank transfer / invoice' },
        { code: 'cashondelivery', title: 'Cash On Delivery' },
        { code: 'adyen_cc', title: 'Credit card' },
      ],
    });
    expect((await fetchCallCounts(commerceUrl)).byRequestId['payment-methods-request']).toEqual({
      'GET /api/cart/payment-methods': 1,
    });
    expect(await platform().paymentMethods('no-such-cart')).toMatchObject({
      ok: false,
      failure: 'CART_NOT_FOUND',
    });
  });

  it('lists the shipping methods of a Belgian address (free shipping unavailable below 50), none for Germany', async () => {
    const cartId = await cartWith([[books[0]!, 1]]);
    const methods = await platform().shippingMethods(cartId, {
      country_id: 'BE',
      postcode: '9000',
      city: 'Gent',
    });
    if (!methods.ok) throw new Error(methods.message);
    expect(methods.value.map((m) => [m.carrier_code, m.method_code, m.available])).toEqual([
      ['flatrate', 'flatrate', true],
      ['freeshipping', 'freeshipping', books[0]!.price >= 50],
    ]);
    expect(await platform().shippingMethods(cartId, { country_id: 'DE' })).toEqual({ ok: true, value: [] });
    expect(await platform().shippingMethods(cartId, { country_id: '' })).toEqual({
      ok: false,
      failure: 'NO_SHIPPING_COUNTRY',
      message: ORDER_MESSAGES.noShippingCountry,
    });
  });

  it('keeps the shipping information and answers totals with the shipping segment; refuses a method the address lacks', async () => {
    const cartId = await cartWith([[books[0]!, 1]]);
    const saved = await platform().shippingInformation(cartId, {
      addressInformation: {
        shippingAddress: address,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.value.totals.total_segments.find((s) => s.code === 'shipping')?.value).toBe(4.95);
    expect(saved.value.payment_methods.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery', 'adyen_cc']);
    const refused = await platform().shippingInformation(cartId, {
      addressInformation: {
        shippingAddress: address,
        shippingCarrierCode: 'pigeon',
        shippingMethodCode: 'pigeon',
      },
    });
    expect(refused).toMatchObject({ ok: false, failure: 'SHIPPING_METHOD_NOT_AVAILABLE' });

    const totals = await platform().collectTotals(cartId, {
      methods: { paymentMethod: { method: 'checkmo' } },
    });
    if (!totals.ok) throw new Error(totals.message);
    expect(totals.value.grand_total).toBe(saved.value.totals.grand_total);
  });
});

describe('HttpCommercePlatform: POST /api/order', () => {
  it('places the order with the Idempotency-Key header; the same key answers the same order', async () => {
    const cartId = await cartWith([
      [books[0]!, 1],
      [books[1]!, 2],
    ]);
    const body = await orderBodyOf(cartId);
    const first = await platform('place-order-request').placeOrder(body, 'adapter-key-1');
    if (!first.ok) throw new Error(first.message);
    expect(first.value.backendOrderId).toMatch(/^\d+$/);
    expect((await fetchCallCounts(commerceUrl)).byRequestId['place-order-request']).toEqual({
      'POST /api/order': 1,
    });
    // The cart is ordered and empty now; the key alone names the order.
    expect(await platform().placeOrder({ ...body, products: [] }, 'adapter-key-1')).toEqual(first);
    // The key is what counts: another key on the empty cart is refused.
    expect(
      await platform().placeOrder({ ...body, cart_id: await cartWith([]), products: [] }, 'adapter-key-2'),
    ).toMatchObject({
      ok: false,
      failure: 'EMPTY_CART',
      message: ORDER_MESSAGES.emptyCart,
    });
  });

  it("maps the platform's refusals: a changed cart, a payment method it lacks, any other 400 with its message", async () => {
    const cartId = await cartWith([[books[0]!, 1]]);
    const body = await orderBodyOf(cartId);
    const changed = {
      ...body,
      products: body.products.map((p) => ({ ...p, priceInclTax: (p.priceInclTax ?? 0) + 1 })),
    };
    expect(await platform().placeOrder(changed, 'refused-1')).toEqual({
      ok: false,
      failure: 'CART_CHANGED',
      message: ORDER_MESSAGES.cartChanged,
    });
    expect(await platform().placeOrder(await orderBodyOf(cartId, 'banktransfer'), 'refused-2')).toMatchObject(
      {
        ok: false,
        failure: 'PAYMENT_METHOD_NOT_AVAILABLE',
      },
    );
    const noCity = {
      ...body,
      addressInformation: { ...body.addressInformation, billingAddress: { ...address, city: '' } },
    };
    expect(await platform().placeOrder(noCity, 'refused-3')).toEqual({
      ok: false,
      failure: 'ORDER_REFUSED',
      message: 'The billing address is missing city.',
    });
  });
});
