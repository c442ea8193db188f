import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMERS,
  ORDER_MESSAGES,
  type CartTotals,
  type OrderHistory,
  type OrderResult,
  type OutboxMail,
  type PaymentMethod,
  type ShippingInformationResult,
  type ShippingMethod,
} from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { call, createTestDirs, patchProducts, type TestDirs } from '../shared/testing';
import {
  countOrders,
  demoBooks,
  openCommerceState,
  roundPriced,
  startTestCommerce,
  stockQty,
} from './testing';

/**
 * The checkout calls over HTTP (seed 000 §7 Cart and Orders): shipping and payment methods, shipping
 * information, collect-totals and POST /api/order. Two round-priced books: 53.00 and 21.20 at 6% (BE).
 */
let dirs: TestDirs;
let service: RunningService;
let base: string;
const sku = { first: '', second: '' };

const post = <T>(pathAndQuery: string, body: unknown = {}, headers?: Record<string, string>) =>
  call<T>(base, pathAndQuery, { body, headers });

const address = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: ['Veldstraat 3'],
  city: 'Gent',
  postcode: '9000',
  country_id: 'BE',
  email: 'lotte.maes@example.com',
};

async function guestCart(lines: [string, number][]): Promise<string> {
  const cartId = (await post<string>('/api/cart/create')).result;
  for (const [lineSku, qty] of lines)
    expect(
      (await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: lineSku, qty, quoteId: cartId } }))
        .code,
    ).toBe(200);
  return cartId;
}

function orderBody(
  cartId: string,
  products: { sku: string; qty: number; priceInclTax?: number }[],
  payment = 'checkmo',
) {
  return {
    cart_id: cartId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: {
        ...address,
        company: 'Basisschool De Linde',
        vat_id: 'BE0999999999',
        schoolCode: '12345',
        amountOfStudents: 24,
      },
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: payment,
    },
  };
}

async function tokenOf(customer: { email: string; password: string }): Promise<string> {
  return (await post<string>('/api/user/login', { username: customer.email, password: customer.password }))
    .result;
}

beforeAll(async () => {
  dirs = await createTestDirs();
  const [first, second] = await demoBooks(dirs.dataDir);
  if (!first || !second) throw new Error('too few demo books');
  sku.first = first.sku;
  sku.second = second.sku;
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, {
    [sku.first]: roundPriced(53),
    [sku.second]: roundPriced(21.2),
  });
  service = await startTestCommerce(dirs);
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('shipping and payment methods', () => {
  it('offers bank transfer, cash on delivery and the card method', async () => {
    const cartId = await guestCart([]);
    const answer = await call<PaymentMethod[]>(base, `/api/cart/payment-methods?cartId=${cartId}`);
    expect(answer.result.map((m) => m.code)).toEqual(['checkmo', 'cashondelivery', 'adyen_cc']);
  });

  it('ships to Belgium at the flat rate, free shipping unavailable below 50 euro; none to France', async () => {
    const cartId = await guestCart([[sku.second, 1]]);
    const be = await post<ShippingMethod[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'BE' },
    });
    expect(be.result.map((m) => [m.method_code, m.amount, m.available])).toEqual([
      ['flatrate', 4.95, true],
      ['freeshipping', 0, false],
    ]);
    const fr = await post<ShippingMethod[]>(`/api/cart/shipping-methods?cartId=${cartId}`, {
      address: { country_id: 'FR' },
    });
    expect(fr).toMatchObject({ code: 200, result: [] });
    const none = await post<string>(`/api/cart/shipping-methods?cartId=${cartId}`, { address: {} });
    expect(none).toMatchObject({ code: 400, result: ORDER_MESSAGES.noShippingCountry });
  });

  it('shipping information answers the totals with a shipping segment; collect-totals agrees', async () => {
    const cartId = await guestCart([[sku.second, 1]]);
    const info = await post<ShippingInformationResult>(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    });
    expect(info.result.totals).toMatchObject({ shipping_incl_tax: 4.95, grand_total: 26.15 });
    expect(info.result.totals.total_segments).toContainEqual(
      expect.objectContaining({ code: 'shipping', value: 4.95 }),
    );
    expect(info.result.payment_methods).toHaveLength(3);
    const collected = await post<CartTotals>(`/api/cart/collect-totals?cartId=${cartId}`, {
      methods: { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
    });
    expect(collected.result.grand_total).toBe(26.15);
    const refused = await post<string>(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        shippingCarrierCode: 'freeshipping',
        shippingMethodCode: 'freeshipping',
      },
    });
    expect(refused.code).toBe(400);
  });
});

describe('POST /api/order', () => {
  it('places a guest order once: the same key or cart again answers the first order', async () => {
    const cartId = await guestCart([
      [sku.first, 1],
      [sku.second, 2],
    ]);
    const before = { first: await stockQty(base, sku.first), second: await stockQty(base, sku.second) };
    const ordersBefore = countOrders(dirs);
    const body = orderBody(cartId, [
      { sku: sku.first, qty: 1, priceInclTax: 53 },
      { sku: sku.second, qty: 2, priceInclTax: 21.2 },
    ]);
    const headers = { 'Idempotency-Key': `checkout-${cartId}` };
    const [placed, doubleClick] = await Promise.all([
      post<OrderResult>('/api/order', body, headers),
      post<OrderResult>('/api/order', body, headers),
    ]);
    expect(placed).toMatchObject({
      code: 200,
      result: { magentoOrderId: expect.any(String), backendOrderId: expect.stringMatching(/^\d{9}$/) },
    });
    expect(doubleClick.result).toEqual(placed.result);
    // Without the key, the same cart answers its order too.
    expect((await post<OrderResult>('/api/order', body)).result).toEqual(placed.result);
    expect(countOrders(dirs)).toBe(ordersBefore + 1);
    // The orders of an email, as tests outside this process count them.
    const ofEmail = await call<{ increment_id: string; status: string }[]>(
      base,
      `/api/order/standin?email=${encodeURIComponent(address.email.toUpperCase())}`,
    );
    expect(ofEmail.result[0]).toEqual({ increment_id: placed.result.backendOrderId, status: 'pending' });
    const db = openCommerceState(dirs, { readonly: true });
    const rows = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_email = ?').get(address.email);
    db.close();
    expect(ofEmail.result).toHaveLength((rows as { n: number }).n);
    expect((await call(base, '/api/order/standin?email=nobody%40example.com')).result).toEqual([]);
    expect(await stockQty(base, sku.first)).toBe(before.first - 1);
    expect(await stockQty(base, sku.second)).toBe(before.second - 2);
    expect((await call(base, `/api/cart/pull?cartId=${cartId}`)).result).toEqual([]);
    const mails = await call<OutboxMail[]>(
      base,
      `/api/ext/mail-service/outbox?targetAddress=${address.email}`,
    );
    expect(
      mails.result.filter((mail) => mail.subject === `Order #${placed.result.backendOrderId}`),
    ).toHaveLength(1);
  });

  it('refuses a product short of stock with 400 and changes nothing', async () => {
    const cartId = await guestCart([[sku.first, 2]]);
    const db = openCommerceState(dirs);
    db.prepare('UPDATE stock_items SET qty = 1 WHERE sku = ?').run(sku.first);
    db.close();
    const ordersBefore = countOrders(dirs);
    const refused = await post<string>('/api/order', orderBody(cartId, [{ sku: sku.first, qty: 2 }]));
    expect(refused).toMatchObject({ code: 400, result: 'The requested qty is not available' });
    expect(countOrders(dirs)).toBe(ordersBefore);
    expect(await stockQty(base, sku.first)).toBe(1);
    expect((await call<unknown[]>(base, `/api/cart/pull?cartId=${cartId}`)).result).toHaveLength(1);
    const restore = openCommerceState(dirs);
    restore.prepare('UPDATE stock_items SET qty = 100 WHERE sku = ?').run(sku.first);
    restore.close();
  });

  it('refuses a price the server does not charge, and a payment method it does not know', async () => {
    const cartId = await guestCart([[sku.second, 1]]);
    expect(
      await post('/api/order', orderBody(cartId, [{ sku: sku.second, qty: 1, priceInclTax: 19.99 }])),
    ).toMatchObject({
      code: 400,
      result: ORDER_MESSAGES.cartChanged,
    });
    expect(
      await post('/api/order', orderBody(cartId, [{ sku: sku.second, qty: 1 }], 'bitcoin')),
    ).toMatchObject({
      code: 400,
      result: ORDER_MESSAGES.paymentMethodNotAvailable,
    });
  });

  it('gives a B2B customer above 150 euro the b2b_discount segment, and the order joins their history', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.b2b);
    const cartId = (await post<string>(`/api/cart/create?token=${token}`)).result;
    await post(`/api/cart/update?token=${token}`, { cartItem: { sku: sku.first, qty: 4, quoteId: cartId } });
    const totals = await call<CartTotals>(base, `/api/cart/totals?token=${token}`);
    // 4 × 53.00 = 212.00, above 150: 5 % off = 10.60.
    expect(totals.result.total_segments).toContainEqual({
      code: 'b2b_discount',
      title: 'B2B discount',
      value: -10.6,
    });
    expect(totals.result.grand_total).toBe(201.4);
    const placed = await post<OrderResult>(
      `/api/order?token=${token}`,
      orderBody(cartId, [{ sku: sku.first, qty: 4 }]),
    );
    expect(placed.code).toBe(200);
    const history = await call<OrderHistory>(base, `/api/user/order-history?token=${token}`);
    expect(history.result.items[0]).toMatchObject({
      increment_id: placed.result.backendOrderId,
      status: 'pending',
      discount_amount: -10.6,
      shipping_incl_tax: 4.95,
      grand_total: 206.35,
      items: [expect.objectContaining({ sku: sku.first, qty_ordered: 4, price_incl_tax: 53 })],
    });
    // The ordered cart is closed: the next create gives the customer a new, empty cart.
    expect((await post<string>(`/api/cart/create?token=${token}`)).result).not.toBe(cartId);
  });

  it('gives a general customer no B2B discount above 150 euro', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.general);
    const cartId = (await post<string>(`/api/cart/create?token=${token}`)).result;
    await post(`/api/cart/update?token=${token}`, { cartItem: { sku: sku.first, qty: 4, quoteId: cartId } });
    const totals = await call<CartTotals>(base, `/api/cart/totals?token=${token}`);
    expect(totals.result.total_segments.some((s) => s.code === 'b2b_discount')).toBe(false);
    expect(totals.result.grand_total).toBe(212);
  });
});
