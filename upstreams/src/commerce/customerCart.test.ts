import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES,
  CUSTOMER_MESSAGES,
  DEMO_CUSTOMERS,
  type CartTotals,
  type ProductReview,
  type RenderListResult,
  type ServerCartItem,
  type StockItem,
} from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { DEMO_EUR_TO_USD } from '@shop/store-views';
import { demoDataFingerprint } from '../shared/demoData';
import { call, createTestDirs, patchProducts, type TestDirs } from '../shared/testing';
import { LOW_STOCK_QTY } from './accounts/demoAccounts';
import { demoBooks, openCommerceState, roundPriced, startTestCommerce } from './testing';

/**
 * Customer carts, coupons, stock outcomes, group tax, newsletter and reviews over HTTP, with the group tax
 * setting on (seed 000 §6). Two round-priced books: 53.00 and 21.20 at 6% (BE).
 */
let dirs: TestDirs;
let service: RunningService;
let base: string;
const sku = { first: '', second: '', third: '', lowStock: '' };
let firstProductId = 0;

const start = () => startTestCommerce(dirs, { COMMERCE_USER_GROUP_TAX: 'true' });

async function tokenOf(customer: { email: string; password: string }): Promise<string> {
  const answer = await call<string>(base, '/api/user/login', {
    body: { username: customer.email, password: customer.password },
  });
  expect(answer.code).toBe(200);
  return answer.result;
}

const post = <T>(pathAndQuery: string, body: unknown = {}) => call<T>(base, pathAndQuery, { body });
const add = (query: string, cartItem: Record<string, unknown>) =>
  post<ServerCartItem | string>(`/api/cart/update?${query}`, { cartItem });

beforeAll(async () => {
  dirs = await createTestDirs();
  // The catalogue's demo books (CommerceCatalog.demoBooks): the demo reviews name the first, the last has low stock.
  const books = await demoBooks(dirs.dataDir);
  const [first, second, third] = books;
  const last = books.at(-1);
  if (!first || !second || !third || !last || books.length < 5) throw new Error('too few demo books');
  sku.first = first.sku;
  sku.second = second.sku;
  sku.third = third.sku;
  sku.lowStock = last.sku;
  firstProductId = first.id;
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, {
    [sku.first]: roundPriced(53),
    [sku.second]: roundPriced(21.2),
  });
  service = await start();
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('customer carts (carts/mine)', () => {
  it('gives a customer one active cart: the same id on every create, whatever cartId says', async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.general);
    const first = await post<string>(`/api/cart/create?token=${token}`);
    const again = await post<string>(`/api/cart/create?token=${token}`);
    expect(first.code).toBe(200);
    expect(again.result).toBe(first.result);
    const guest = (await post<string>('/api/cart/create')).result;
    expect(guest).not.toBe(first.result);

    // A line sent with the guest cart's id and the token goes to the customer's cart.
    const line = await add(`cartId=${guest}&token=${token}`, { sku: sku.first, qty: 2, quoteId: guest });
    expect(line.result).toMatchObject({ sku: sku.first, qty: 2, quote_id: first.result });
    expect((await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${guest}`)).result).toEqual([]);
    const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?token=${token}`);
    expect(pulled.result).toMatchObject([{ sku: sku.first, qty: 2 }]);

    // Quantity change and removal of the customer's line.
    const itemId = (line.result as ServerCartItem).item_id;
    expect((await add(`token=${token}`, { sku: sku.first, qty: 1, item_id: itemId })).result).toMatchObject({
      qty: 1,
    });
    expect(await post(`/api/cart/delete?token=${token}`, { cartItem: { item_id: itemId } })).toMatchObject({
      code: 200,
      result: true,
    });
    expect((await call<ServerCartItem[]>(base, `/api/cart/pull?token=${token}`)).result).toEqual([]);
  });

  it("answers 401 for a customer's cart id used without its token, on every cart call", async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.b2b);
    const cartId = (await post<string>(`/api/cart/create?token=${token}`)).result;
    const unauthorized = { status: 401, code: 401, result: CUSTOMER_MESSAGES.consumerNotAuthorized };
    expect(await call(base, `/api/cart/pull?cartId=${cartId}`)).toEqual(unauthorized);
    expect(await call(base, `/api/cart/totals?cartId=${cartId}`)).toEqual(unauthorized);
    expect(await add(`cartId=${cartId}`, { sku: sku.first, qty: 1 })).toEqual(unauthorized);
    expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM5`)).toEqual(unauthorized);
  });

  it("never reaches another customer's cart: a token opens its own customer's cart only", async () => {
    const b2b = await tokenOf(DEMO_CUSTOMERS.b2b);
    await add(`token=${b2b}`, { sku: sku.second, qty: 3 });
    const foreign = await tokenOf(DEMO_CUSTOMERS.foreign);
    const b2bCart = (await post<string>(`/api/cart/create?token=${b2b}`)).result;
    await post<string>(`/api/cart/create?token=${foreign}`);
    const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${b2bCart}&token=${foreign}`);
    expect(pulled.result.every((item) => item.quote_id !== b2bCart)).toBe(true);
  });

  it('answers 401 for an invalid token on any cart call, and 404 when the customer has no cart yet', async () => {
    for (const pathAndQuery of ['/api/cart/pull?token=nope', '/api/cart/totals?token=nope'])
      expect((await call(base, pathAndQuery)).code).toBe(401);
    expect((await post('/api/cart/create?token=nope')).code).toBe(401);
    const { result: profile } = await post<{ email: string }>('/api/user/create', {
      customer: { email: 'nieuw.karretje@example.com', firstname: 'Nina', lastname: 'Maes' },
      password: 'Lezen123!',
    });
    const token = await tokenOf({ email: profile.email, password: 'Lezen123!' });
    expect((await call(base, `/api/cart/pull?token=${token}`)).code).toBe(404);
  });
});

describe('coupons', () => {
  it("refuses an unknown code with Magento's message and changes nothing", async () => {
    const cartId = (await post<string>('/api/cart/create')).result;
    await add(`cartId=${cartId}`, { sku: sku.first, qty: 2 });
    expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=GRATIS`)).toEqual({
      status: 500,
      code: 500,
      result: CUSTOMER_MESSAGES.couponNotValid,
    });
    const totals = (await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}`)).result;
    expect(totals.discount_amount).toBe(0);
    expect(totals.coupon_code).toBeUndefined();
  });

  it('LEESFEEST10 takes 10% off the subtotal incl. tax, with a Discount segment; delete-coupon takes it back', async () => {
    const cartId = (await post<string>('/api/cart/create')).result;
    await add(`cartId=${cartId}`, { sku: sku.first, qty: 2 }); // 106.00 incl. 6%: 100.00 + 6.00
    expect(await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=leesfeest10`)).toMatchObject({
      code: 200,
      result: true,
    });
    expect((await call(base, `/api/cart/coupon?cartId=${cartId}`)).result).toBe('LEESFEEST10');
    const totals = (await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}`)).result;
    // 106.00 − 10.60 = 95.40 = 90.00 + 5.40 tax.
    expect(totals).toMatchObject({
      subtotal: 100,
      subtotal_incl_tax: 106,
      discount_amount: -10.6,
      tax_amount: 5.4,
      grand_total: 95.4,
      coupon_code: 'LEESFEEST10',
    });
    expect(totals.total_segments).toContainEqual({
      code: 'discount',
      title: 'Discount (LEESFEEST10)',
      value: -10.6,
    });

    expect(await post(`/api/cart/delete-coupon?cartId=${cartId}`)).toMatchObject({ code: 200, result: true });
    const after = (await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}`)).result;
    expect(after).toMatchObject({ discount_amount: 0, grand_total: 106, tax_amount: 6 });
    expect(after.total_segments.map((segment) => segment.code)).toEqual(['subtotal', 'tax', 'grand_total']);
  });

  it('WELKOM5 takes 5 euro off, converted for a USD store', async () => {
    const cartId = (await post<string>('/api/cart/create?storeCode=en-rw')).result;
    await add(`cartId=${cartId}&storeCode=en-rw`, { sku: sku.first, qty: 1 });
    await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM5&storeCode=en-rw`);
    const totals = (await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}&storeCode=en-rw`)).result;
    expect(totals.quote_currency_code).toBe('USD');
    expect(totals.discount_amount).toBe(-5 * DEMO_EUR_TO_USD);
    expect(totals.grand_total).toBeCloseTo(totals.subtotal_incl_tax - 5 * DEMO_EUR_TO_USD, 2);
  });

  it("applies to a customer's own cart with the token", async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.general);
    await post(`/api/cart/create?token=${token}`);
    expect((await post(`/api/cart/apply-coupon?token=${token}&coupon=WELKOM5`)).result).toBe(true);
    expect((await call<CartTotals>(base, `/api/cart/totals?token=${token}`)).result.coupon_code).toBe(
      'WELKOM5',
    );
    await post(`/api/cart/delete-coupon?token=${token}`);
  });
});

describe('stock outcomes', () => {
  it(`has a demo book with ${LOW_STOCK_QTY} in stock, so the shop can say only ${LOW_STOCK_QTY} are available`, async () => {
    const check = await call<StockItem>(base, `/api/stock/check?sku=${sku.lowStock}`);
    expect(check.result).toMatchObject({ product_sku: sku.lowStock, qty: LOW_STOCK_QTY, is_in_stock: true });
    const cartId = (await post<string>('/api/cart/create')).result;
    expect(await add(`cartId=${cartId}`, { sku: sku.lowStock, qty: 3 })).toMatchObject({
      code: 500,
      result: COMMERCE_MESSAGES.notEnoughStock,
    });
    expect((await add(`cartId=${cartId}`, { sku: sku.lowStock, qty: 2 })).code).toBe(200);
  });

  it('still pulls a line whose product went out of stock after it was added, and refuses to raise it', async () => {
    const cartId = (await post<string>('/api/cart/create')).result;
    const line = (await add(`cartId=${cartId}`, { sku: sku.third, qty: 1 })).result as ServerCartItem;
    const db = openCommerceState(dirs);
    try {
      db.prepare(`UPDATE stock_items SET qty = 0, is_in_stock = 0 WHERE sku = ?`).run(sku.third);
      const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`);
      expect(pulled.result).toMatchObject([{ sku: sku.third, qty: 1 }]);
      expect((await call<StockItem>(base, `/api/stock/check?sku=${sku.third}`)).result.is_in_stock).toBe(
        false,
      );
      expect(await add(`cartId=${cartId}`, { sku: sku.third, qty: 2, item_id: line.item_id })).toMatchObject({
        code: 500,
        result: COMMERCE_MESSAGES.productNotAvailable,
      });
    } finally {
      db.prepare(`UPDATE stock_items SET qty = 100, is_in_stock = 1 WHERE sku = ?`).run(sku.third);
      db.close();
    }
  });
});

describe('group tax (COMMERCE_USER_GROUP_TAX on, seed 000 §6)', () => {
  const renderList = async (userGroupId?: number) =>
    (
      await call<RenderListResult>(
        base,
        `/api/product/render-list?skus=${sku.second}&currencyCode=EUR&storeId=1${userGroupId === undefined ? '' : `&userGroupId=${userGroupId}`}`,
      )
    ).result.items[0]?.price_info;

  it("taxes a foreign customer's cart by group 8's rules (none in the demo data), exactly as render-list prices it", async () => {
    const token = await tokenOf(DEMO_CUSTOMERS.foreign);
    await post(`/api/cart/create?token=${token}`);
    await add(`token=${token}`, { sku: sku.second, qty: 1 });
    const totals = (await call<CartTotals>(base, `/api/cart/totals?token=${token}`)).result;
    const price = await renderList(DEMO_CUSTOMERS.foreign.group_id);
    expect(totals.tax_amount).toBe(0);
    expect(totals.items[0]).toMatchObject({
      price_incl_tax: price?.final_price,
      price: price?.extension_attributes.tax_adjustments.final_price,
    });
  });

  it('taxes a guest cart by every rule, as render-list without a group does', async () => {
    const cartId = (await post<string>('/api/cart/create')).result;
    await add(`cartId=${cartId}`, { sku: sku.second, qty: 1 }); // 21.20 incl. 6%: 20.00 + 1.20
    const totals = (await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}`)).result;
    expect(totals).toMatchObject({ subtotal: 20, tax_amount: 1.2, grand_total: 21.2 });
    expect(totals.items[0]?.price).toBe(
      (await renderList())?.extension_attributes.tax_adjustments.final_price,
    );
  });
});

describe('newsletter (the Mailchimp extension path)', () => {
  const path = '/api/ext/mailchimp-subscribe/subscribe';
  it('subscribes and unsubscribes an email; an unknown one is unsubscribed', async () => {
    const email = 'lezer@example.com';
    expect((await call(base, `${path}?email=${email}`)).result).toBe('unsubscribed');
    expect(await post(path, { email })).toEqual({ status: 200, code: 200, result: 'subscribed' });
    expect((await call(base, `${path}?email=LEZER@example.com`)).result).toBe('subscribed');
    expect(await call(base, path, { method: 'DELETE', body: { email } })).toMatchObject({
      code: 200,
      result: 'unsubscribed',
    });
    expect((await call(base, `${path}?email=${email}`)).result).toBe('unsubscribed');
  });

  it("has the general demo customer subscribed, and refuses an invalid email with vsf-api's message", async () => {
    expect((await call(base, `${path}?email=${DEMO_CUSTOMERS.general.email}`)).result).toBe('subscribed');
    expect(await post(path, { email: 'geen-adres' })).toEqual({
      status: 500,
      code: 500,
      result: CUSTOMER_MESSAGES.invalidEmail,
    });
    expect((await call(base, path)).code).toBe(500);
  });
});

describe('reviews', () => {
  it('lists the approved demo reviews of a product, newest first', async () => {
    const reviews = (await call<ProductReview[]>(base, `/api/review/list?skus=${sku.first},${sku.second}`))
      .result;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.filter((review) => review.product_sku === sku.first)).toHaveLength(2);
    const dates = reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews[0]).toMatchObject({ title: expect.any(String), nickname: expect.any(String) });
  });

  it('keeps a new review pending: it answers true and is not listed', async () => {
    const review = {
      product_id: firstProductId,
      title: 'Leuk',
      detail: 'Heel leuk boek.',
      nickname: 'Jules',
      rating: 4,
    };
    expect(await post('/api/review/create', { review })).toEqual({ status: 200, code: 200, result: true });
    const listed = (await call<ProductReview[]>(base, `/api/review/list?skus=${sku.first}`)).result;
    expect(listed.map((entry) => entry.title)).not.toContain('Leuk');
  });

  it('names a missing field (500) and refuses an unknown product (404)', async () => {
    expect(
      await post('/api/review/create', {
        review: { product_id: firstProductId, title: 'Leuk', detail: 'Ja' },
      }),
    ).toEqual({ status: 500, code: 500, result: "review must have required property 'nickname'" });
    expect(
      (
        await post('/api/review/create', {
          review: { product_id: 987654, title: 'a', detail: 'b', nickname: 'c' },
        })
      ).code,
    ).toBe(404);
    expect((await call(base, '/api/review/list')).code).toBe(500);
  });

  it("refuses a text over the shop's maximum (seed 001 §5: a review's text at most 2000 characters)", async () => {
    const review = { product_id: firstProductId, title: 'Lang', nickname: 'Jules', rating: 4 };
    expect(await post('/api/review/create', { review: { ...review, detail: 'a'.repeat(2001) } })).toEqual({
      status: 500,
      code: 500,
      result: 'review.detail: A maximum of 2000 characters applies.',
    });
    expect((await post('/api/review/create', { review: { ...review, detail: 'a'.repeat(2000) } })).code).toBe(
      200,
    );
  });
});

describe('state from before the accounts', () => {
  it('is seeded again on start, so an old state file gets the demo customers', async () => {
    await service.close();
    const db = openCommerceState(dirs);
    // What a state file seeded by the previous version holds: the bare demo data fingerprint, no customers.
    db.prepare(`UPDATE state_meta SET value = ? WHERE key = 'demo_data'`).run(
      demoDataFingerprint(dirs.manifest),
    );
    db.exec(`DELETE FROM customer_tokens; DELETE FROM orders; DELETE FROM reviews; DELETE FROM customer_addresses;
             UPDATE carts SET customer_id = NULL; DELETE FROM customers;`);
    db.close();
    service = await start();
    base = service.url;
    expect((await tokenOf(DEMO_CUSTOMERS.b2b)).length).toBeGreaterThan(20);
  });
});
