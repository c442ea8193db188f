import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES,
  CUSTOMER_MESSAGES,
  type CartTotals,
  type ProductDocument,
  type ServerCartItem,
  type StockItem,
} from '@shop/contracts';
import { fetchCallCounts, resetCallCounts, type RunningService } from '@shop/service';
import { call, createTestDirs, patchProducts, readProducts, type TestDirs } from '../shared/testing';
import { DEMO_EUR_TO_USD as EUR_TO_USD } from '@shop/store-views';
import { startTestCommerce } from './testing';
import { CONTRIBUTORS } from '../generate/index';

/** Pinned products of the worked totals example (set below in every index of the generated catalogue). */
const BOOK = { price: 14.99, special_price: 12.5 };
const GIFT = { price: 9.95 };

let dirs: TestDirs;
let service: RunningService;
let base: string;
const sku = {
  book: '',
  gift: '',
  outOfStock: '',
  unmanaged: '',
  disabled: '',
  configurable: '',
  child: '',
  limited: '',
};
let limitedQty = 0;

/** The test clock is noon in Belgium on the test data's "today": inside BOOK's special price window. */
const start = () => startTestCommerce(dirs);

function pick(
  products: ProductDocument[],
  what: string,
  test: (product: ProductDocument) => boolean,
): ProductDocument {
  const found = products.find((product) => test(product) && !Object.values(sku).includes(product.sku));
  if (!found) throw new Error(`the generated catalogue has no ${what}`);
  return found;
}

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  const sellableSimple = (p: ProductDocument) =>
    p.type_id === 'simple' &&
    p.status === 1 &&
    p.visibility === 4 &&
    p.stock.manage_stock &&
    p.stock.is_in_stock &&
    p.stock.qty >= 10;
  sku.book = pick(products, 'book', (p) => sellableSimple(p) && p.tax_class_id === 5).sku;
  sku.gift = pick(products, 'second simple product', sellableSimple).sku;
  sku.limited = pick(products, 'third simple product', sellableSimple).sku;
  sku.outOfStock = pick(
    products,
    'out-of-stock product',
    (p) => p.status === 1 && p.stock.manage_stock && !p.stock.is_in_stock,
  ).sku;
  sku.unmanaged = pick(
    products,
    'product with unmanaged stock',
    (p) => p.type_id === 'simple' && p.status === 1 && !p.stock.manage_stock,
  ).sku;
  sku.disabled = pick(products, 'disabled product', (p) => p.status >= 2 && p.visibility === 4).sku;
  const configurable = pick(
    products,
    'configurable product',
    (p) => p.type_id === 'configurable' && p.status === 1,
  );
  sku.configurable = configurable.sku;
  sku.child =
    configurable.configurable_children?.find((child) => child.status === 1 && child.stock.is_in_stock)?.sku ??
    '';
  limitedQty = products.find((p) => p.sku === sku.limited)?.stock.qty ?? 0;

  const from = '2025-03-01 00:00:00';
  const to = '2025-03-31 23:59:59';
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, {
    // Books: tax class 5, 6% in BE and 9% in NL; everything else: class 2, 21%.
    [sku.book]: (p) => ({
      ...p,
      tax_class_id: 5,
      price: BOOK.price,
      special_price: BOOK.special_price,
      special_from_date: from,
      special_to_date: to,
    }),
    [sku.gift]: (p) => ({
      ...p,
      tax_class_id: 2,
      price: GIFT.price,
      special_price: 7.5,
      special_from_date: '2025-04-01 00:00:00',
      special_to_date: null,
    }),
  });
  service = await start();
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

async function newCart(storeCode = 'nl-be'): Promise<string> {
  const answer = await call<string>(base, `/api/cart/create?storeCode=${storeCode}`, { method: 'POST' });
  expect(answer).toMatchObject({ status: 200, code: 200 });
  return answer.result;
}

const update = (cartId: string, cartItem: Record<string, unknown>, query = '') =>
  call<ServerCartItem | string>(base, `/api/cart/update?cartId=${cartId}${query}`, {
    body: { cartItem: { quoteId: cartId, ...cartItem } },
  });

describe('stock', () => {
  it('checks one sku: the stock item with product_sku and is_in_stock (seed 000 §3)', async () => {
    const answer = await call<StockItem>(base, `/api/stock/check?sku=${sku.book}`);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      product_sku: sku.book,
      stock_id: 1,
      is_in_stock: true,
      manage_stock: true,
      min_sale_qty: 1,
    });
    expect(answer.result.qty).toBeGreaterThanOrEqual(10);
    expect((await call<StockItem>(base, `/api/stock/check/${sku.outOfStock}`)).result).toMatchObject({
      product_sku: sku.outOfStock,
      is_in_stock: false,
    });
  });

  it('answers code 500 with the platform message for an unknown or missing sku, as vsf-api does', async () => {
    expect(await call(base, '/api/stock/check?sku=NOPE')).toEqual({
      status: 500,
      code: 500,
      result: COMMERCE_MESSAGES.productNotFound,
    });
    expect(await call(base, '/api/stock/check')).toEqual({
      status: 500,
      code: 500,
      result: 'sku parameter is required',
    });
  });

  it('lists the known skus of a comma list in the order asked, each with product_sku and product_id', async () => {
    const answer = await call<StockItem[]>(
      base,
      `/api/stock/list?skus=${sku.unmanaged},NOPE,${sku.book},${sku.book}`,
    );
    expect(answer.code).toBe(200);
    expect(answer.result.map((item) => item.product_sku)).toEqual([sku.unmanaged, sku.book]);
    expect(answer.result.every((item) => item.product_id > 0)).toBe(true);
    expect(await call(base, '/api/stock/list?skus=')).toMatchObject({
      code: 500,
      result: 'skus parameter is required',
    });
  });
});

describe('guest cart', () => {
  it('creates a cart with a random id and pulls it empty', async () => {
    const first = await newCart();
    const second = await newCart();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(await call(base, `/api/cart/pull?cartId=${first}`)).toEqual({
      status: 200,
      code: 200,
      result: [],
    });
  });

  it('adds a line, increases it when the same sku is added again, and sets the qty with item_id', async () => {
    const cartId = await newCart();
    const added = await update(cartId, { sku: sku.book, qty: 1 });
    expect(added).toMatchObject({ status: 200, code: 200 });
    const line = added.result as ServerCartItem;
    expect(line).toMatchObject({
      quote_id: cartId,
      sku: sku.book,
      qty: 1,
      price: BOOK.special_price,
      product_type: 'simple',
    });
    expect(typeof line.name).toBe('string');

    expect((await update(cartId, { sku: sku.book, qty: 2 })).result).toMatchObject({
      item_id: line.item_id,
      qty: 3,
    });
    expect((await update(cartId, { sku: sku.book, qty: 1, item_id: line.item_id })).result).toMatchObject({
      item_id: line.item_id,
      qty: 1,
    });
    await update(cartId, { sku: sku.unmanaged, qty: 25 });

    const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.result.map((item) => [item.sku, item.qty])).toEqual([
      [sku.book, 1],
      [sku.unmanaged, 25],
    ]);
  });

  it('keeps a configurable child as a line of type configurable with its product_option', async () => {
    const cartId = await newCart();
    const productOption = {
      extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 1 }] },
    };
    const answer = await update(cartId, { sku: sku.child, qty: 1, product_option: productOption });
    expect(answer.result).toMatchObject({
      sku: sku.child,
      product_type: 'configurable',
      product_option: productOption,
    });
    expect(await update(cartId, { sku: sku.configurable, qty: 1 })).toMatchObject({
      code: 500,
      result: 'You need to choose options for your item.',
    });
  });

  it('deletes a line by item_id', async () => {
    const cartId = await newCart();
    const line = (await update(cartId, { sku: sku.book, qty: 1 })).result as ServerCartItem;
    expect(
      await call(base, `/api/cart/delete?cartId=${cartId}`, {
        body: { cartItem: { item_id: line.item_id } },
      }),
    ).toEqual({ status: 200, code: 200, result: true });
    expect((await call(base, `/api/cart/pull?cartId=${cartId}`)).result).toEqual([]);
    expect(
      await call(base, `/api/cart/delete?cartId=${cartId}`, {
        body: { cartItem: { item_id: line.item_id } },
      }),
    ).toMatchObject({
      code: 404,
      result: `The ${cartId} Cart doesn't contain the ${line.item_id} item.`,
    });
  });

  it("answers 404 with Magento's message for an unknown cart, on every cart call", async () => {
    const message = `${COMMERCE_MESSAGES.cartNotFound} = nope`;
    expect(await update('nope', { sku: sku.book, qty: 1 })).toEqual({
      status: 404,
      code: 404,
      result: message,
    });
    expect(await call(base, '/api/cart/pull?cartId=nope')).toEqual({
      status: 404,
      code: 404,
      result: message,
    });
    expect(await call(base, '/api/cart/totals?cartId=nope')).toEqual({
      status: 404,
      code: 404,
      result: message,
    });
    expect(await call(base, '/api/cart/delete?cartId=nope', { body: { cartItem: { item_id: 1 } } })).toEqual({
      status: 404,
      code: 404,
      result: message,
    });
  });

  it('rejects unknown, disabled and out-of-stock products and quantities above the stock with code 500, adding nothing', async () => {
    const cartId = await newCart();
    expect(await update(cartId, { sku: 'NOPE', qty: 1 })).toEqual({
      status: 500,
      code: 500,
      result: COMMERCE_MESSAGES.productNotFound,
    });
    expect(await update(cartId, { sku: sku.disabled, qty: 1 })).toEqual({
      status: 500,
      code: 500,
      result: COMMERCE_MESSAGES.productNotAvailable,
    });
    expect(await update(cartId, { sku: sku.outOfStock, qty: 1 })).toEqual({
      status: 500,
      code: 500,
      result: COMMERCE_MESSAGES.productNotAvailable,
    });
    expect(await update(cartId, { sku: sku.limited, qty: limitedQty + 1 })).toEqual({
      status: 500,
      code: 500,
      result: COMMERCE_MESSAGES.notEnoughStock,
    });
    expect(await update(cartId, { sku: sku.limited, qty: 0 })).toMatchObject({
      code: 500,
      result: 'Please enter a number greater than 0 in this field.',
    });
    expect((await call(base, `/api/cart/pull?cartId=${cartId}`)).result).toEqual([]);

    // Adding again counts the line's qty: the stock is checked against the sum.
    await update(cartId, { sku: sku.limited, qty: limitedQty });
    expect(await update(cartId, { sku: sku.limited, qty: 1 })).toMatchObject({
      code: 500,
      result: COMMERCE_MESSAGES.notEnoughStock,
    });
    expect((await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`)).result).toMatchObject([
      { sku: sku.limited, qty: limitedQty },
    ]);
  });

  it('answers 500 when the body has no cartItem, and 400 for a body that is not JSON', async () => {
    const cartId = await newCart();
    expect(await call(base, `/api/cart/update?cartId=${cartId}`, { body: {} })).toEqual({
      status: 500,
      code: 500,
      result: 'No cartItem element provided within the request body',
    });
    const response = await fetch(`${base}/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"cartItem":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, result: 'The request body is not valid JSON' });
  });

  it('answers 401 for an unknown customer token, after which the shop falls back to a guest cart (seed 000 §4)', async () => {
    expect(await call(base, '/api/cart/create?token=abc', { method: 'POST' })).toEqual({
      status: 401,
      code: 401,
      result: CUSTOMER_MESSAGES.consumerNotAuthorized,
    });
  });
});

describe('totals', () => {
  it('computes items and segments from prices including tax: a worked example', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: sku.book, qty: 2 });
    await update(cartId, { sku: sku.gift, qty: 1 });
    const answer = await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}&storeCode=nl-be`);
    expect(answer.code).toBe(200);
    // Book: special price 12.50 counts (window 1-31 March, today 15 March), 6% BE:
    //   2 × 12.50 = 25.00 incl. tax; 25.00 / 1.06 = 23.5849 → 23.58 excl.; tax 1.42.
    // Gift: special price starts 1 April, so 9.95; 21% BE: 9.95 / 1.21 = 8.2231 → 8.22 excl.; tax 1.73.
    // Subtotal 31.80 + tax 3.15 = grand total 34.95 (= 25.00 + 9.95).
    expect(answer.result.items).toEqual([
      expect.objectContaining({
        qty: 2,
        price_incl_tax: 12.5,
        price: 11.79,
        row_total_incl_tax: 25,
        row_total: 23.58,
        tax_amount: 1.42,
        tax_percent: 6,
      }),
      expect.objectContaining({
        qty: 1,
        price_incl_tax: 9.95,
        price: 8.22,
        row_total_incl_tax: 9.95,
        row_total: 8.22,
        tax_amount: 1.73,
        tax_percent: 21,
      }),
    ]);
    expect(answer.result).toMatchObject({
      subtotal: 31.8,
      subtotal_incl_tax: 34.95,
      tax_amount: 3.15,
      grand_total: 34.95,
      items_qty: 3,
      quote_currency_code: 'EUR',
    });
    expect(answer.result.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 31.8 },
      { code: 'tax', title: 'Tax', value: 3.15 },
      { code: 'grand_total', title: 'Grand Total', value: 34.95 },
    ]);
  });

  it("uses the store view's tax country (NL: books 9%) and currency (en-rw: USD)", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: sku.book, qty: 2 });
    // NL: 25.00 / 1.09 = 22.9358 → 22.94 excl.; tax 2.06.
    const nl = await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}&storeCode=nl-nl`);
    expect(nl.result).toMatchObject({
      subtotal: 22.94,
      tax_amount: 2.06,
      grand_total: 25,
      quote_currency_code: 'EUR',
    });
    // en-rw: 12.50 EUR × 1.08 = 13.50 USD; 2 × 13.50 = 27.00; BE books 6%: 27.00 / 1.06 = 25.4717 → 25.47; tax 1.53.
    expect(EUR_TO_USD).toBe(1.08);
    const rw = await call<CartTotals>(base, `/api/cart/totals?cartId=${cartId}&storeCode=en-rw`);
    expect(rw.result).toMatchObject({
      subtotal: 25.47,
      tax_amount: 1.53,
      grand_total: 27,
      base_currency_code: 'EUR',
      quote_currency_code: 'USD',
    });
    expect(
      (await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}&storeCode=en-rw`)).result[0]
        ?.price,
    ).toBe(13.5);
  });
});

describe('product images', () => {
  it('renders the cover SVG of the product whose image has that path, cached for a day', async () => {
    const [book] = (await readProducts(dirs.dataDir, 'nl_be')).filter((p) => p.sku === sku.book);
    const response = await fetch(`${base}/img/310/300/resize${book?.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="310" height="300"/);
  });

  it('renders the portrait of an author or illustrator of the authors service, and 404 for an unknown one', async () => {
    const [person] = CONTRIBUTORS;
    const response = await fetch(`${base}/img/320/320/resize/catalog/author/${person!.slug}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="320"/);
    expect(svg).toContain(`aria-label="${person!.name}"`);
    expect((await fetch(`${base}/img/320/320/resize/catalog/author/niemand-bekend.svg`)).status).toBe(404);
  });

  it('answers 404 for an unknown image and 400 for a bad size or action', async () => {
    expect((await fetch(`${base}/img/310/300/resize/catalog/product/nope.svg`)).status).toBe(404);
    expect((await fetch(`${base}/img/0/300/resize/catalog/product/nope.svg`)).status).toBe(400);
    expect((await fetch(`${base}/img/310/300/explode/catalog/product/nope.svg`)).status).toBe(400);
  });
});

describe('call counter', () => {
  it('counts calls per endpoint and per X-Request-Id', async () => {
    await resetCallCounts(base);
    const headers = { 'x-request-id': 'req-stock-1' };
    await call(base, `/api/stock/list?skus=${sku.book}`, { headers });
    await call(base, `/api/stock/list?skus=${sku.gift}`, { headers });
    await call(base, `/api/stock/check?sku=${sku.book}`, { headers: { 'x-request-id': 'req-other' } });
    await call(base, '/api/cart/pull?cartId=nope', { headers: { 'x-request-id': 'req-other' } });
    const counts = await fetchCallCounts(base);
    expect(counts.byRequestId['req-stock-1']).toEqual({ 'GET /api/stock/list': 2 });
    expect(counts.byRequestId['req-other']).toEqual({ 'GET /api/stock/check': 1, 'GET /api/cart/pull': 1 });
    expect(counts.byEndpoint['GET /api/stock/list']).toBe(2);
    expect(counts.total).toBe(4);
  });
});

describe('state', () => {
  it('keeps carts across a restart of the service', async () => {
    const cartId = await newCart();
    await update(cartId, { sku: sku.book, qty: 2 });
    await service.close();
    service = await start();
    base = service.url;
    const pulled = await call<ServerCartItem[]>(base, `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.code).toBe(200);
    expect(pulled.result).toMatchObject([{ sku: sku.book, qty: 2, quote_id: cartId }]);
  });
});
