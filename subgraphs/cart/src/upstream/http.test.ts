import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFile, type ProductDocument, type StockItem } from '@shop/contracts';
import { createLogger, fetchCallCounts, readRequestIdentity, singleResult } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { createContext, createServer } from '../server';
import {
  HttpCommercePlatform,
  RENDER_LIST_MAX_SKUS_LENGTH,
  httpCommercePlatform,
  skusWithinUrlLength,
} from './http';
import { httpCustomerAccounts } from './httpAccounts';

/**
 * The HTTP adapter against the real local commerce platform (upstreams/, started as its own process on a
 * free port with 40 generated demo products in a temp dir).
 */
let stack: TestStack;
let commerceUrl: string;
let products: ProductDocument[];
let requestNumber = 0;

beforeAll(async () => {
  stack = await startTestStack({ only: ['commerce'], products: 40, seed: 7 });
  commerceUrl = stack.urls.commerce ?? '';
  const file = path.join(stack.dataDir, catalogFile('nl_be', 'product'));
  products = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ProductDocument);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

function platform(options: { storeCode?: string; customerToken?: string | null; requestId?: string } = {}) {
  requestNumber += 1;
  return new HttpCommercePlatform({
    baseUrl: commerceUrl,
    timeoutMs: 5000,
    requestId: options.requestId ?? `cart-adapter-test-${requestNumber}`,
    storeCode: options.storeCode ?? 'nl-be',
    customerToken: options.customerToken ?? null,
  });
}

/** Every sku the platform sells: simple products and configurable children. */
function allSkus(): string[] {
  return [
    ...new Set(
      products.flatMap((p) => [p.sku, ...(p.configurable_children ?? []).map((child) => child.sku)]),
    ),
  ];
}

/** The platform id of every sku (configurable children included): render-list answers by id. */
function idOf(sku: string): number {
  for (const product of products) {
    if (product.sku === sku) return product.id;
    const child = product.configurable_children?.find((c) => c.sku === sku);
    if (child) return child.id;
  }
  throw new Error(`no product ${sku} in the demo data`);
}

/** An enabled simple book (6% BE, 9% NL) without a special price, so its live price is its catalogue price. */
function plainBook(): ProductDocument {
  const book = products.find(
    (p) => p.type_id === 'simple' && p.status < 2 && p.tax_class_id === 5 && p.special_price === null,
  );
  if (!book) throw new Error('the demo data has no simple book without a special price');
  return book;
}

const cents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/** A simple, enabled product with managed stock, in stock with at least 3. */
function sellable(): ProductDocument {
  const product = products.find(
    (p) =>
      p.type_id === 'simple' &&
      p.status < 2 &&
      p.stock.manage_stock &&
      p.stock.is_in_stock &&
      p.stock.qty >= 3,
  );
  if (!product) throw new Error('the demo data has no simple product in stock');
  return product;
}

describe('HttpCommercePlatform: stock', () => {
  it('lists the stock items of the known skus and leaves unknown ones out', async () => {
    const product = sellable();
    const items = await platform().stockList([product.sku, 'no-such-sku']);
    expect(items).toEqual([
      expect.objectContaining<Partial<StockItem>>({
        product_sku: product.sku,
        qty: product.stock.qty,
        is_in_stock: true,
        manage_stock: true,
      }),
    ]);
  });

  it('sends the request id, so calls can be counted per GraphQL request', async () => {
    await platform({ requestId: 'stock-request-id' }).stockList(allSkus().slice(0, 15));
    const counts = await fetchCallCounts(commerceUrl);
    expect(counts.byRequestId['stock-request-id']).toEqual({ 'GET /api/stock/list': 1 });
  });

  it('does not call the platform for no skus', async () => {
    await expect(platform({ requestId: 'no-skus' }).stockList([])).resolves.toEqual([]);
    expect((await fetchCallCounts(commerceUrl)).byRequestId['no-skus']).toBeUndefined();
  });
});

describe('HttpCommercePlatform: render-list (seed 000 §7 Price refresh)', () => {
  it('answers the prices of the known skus by product id; unknown skus are left out', async () => {
    const book = plainBook();
    const items = await platform().renderList([book.sku, 'no-such-sku'], { currencyCode: 'EUR', storeId: 1 });
    expect(items).toEqual([
      expect.objectContaining({
        id: book.id,
        currency_code: 'EUR',
        price_info: expect.objectContaining({
          final_price: book.price,
          regular_price: book.price,
          extension_attributes: {
            tax_adjustments: expect.objectContaining({ final_price: cents(book.price / 1.06) }),
          },
        }),
      }),
    ]);
  });

  it('asks in the store view given: NL tax for nl-nl, USD for en-rw (at the demo rate 1.08)', async () => {
    const book = plainBook();
    const [nl] = await platform({ storeCode: 'nl-nl' }).renderList([book.sku], {
      currencyCode: 'EUR',
      storeId: 2,
    });
    expect(nl?.price_info.extension_attributes.tax_adjustments.final_price).toBe(cents(book.price / 1.09));
    const [rw] = await platform({ storeCode: 'en-rw' }).renderList([book.sku], {
      currencyCode: 'USD',
      storeId: 4,
    });
    expect(rw).toMatchObject({ currency_code: 'USD', price_info: { final_price: cents(book.price * 1.08) } });
  });

  it('sends every sku in one call, with the request id and the customer token (which the platform ignores)', async () => {
    const skus = allSkus();
    const items = await platform({
      requestId: 'render-list-one-call',
      customerToken: 'a-customer',
    }).renderList(skus, { currencyCode: 'EUR', storeId: 1, userGroupId: 8 });
    expect(items.length).toBeGreaterThan(20);
    expect((await fetchCallCounts(commerceUrl)).byRequestId['render-list-one-call']).toEqual({
      'GET /api/product/render-list': 1,
    });
  });

  it(`splits only a list whose URL would pass ${RENDER_LIST_MAX_SKUS_LENGTH} characters of skus`, async () => {
    const book = plainBook();
    const padding = Array.from({ length: 999 }, (_, i) => `97800000${String(i).padStart(5, '0')}`);
    const items = await platform({ requestId: 'render-list-long' }).renderList([...padding, book.sku], {
      currencyCode: 'EUR',
      storeId: 1,
    });
    expect(items.map((item) => item.id)).toEqual([book.id]);
    // 13-character skus joined by %2C: 375 fit in 375 × 13 + 374 × 3 = 5997 characters.
    expect((await fetchCallCounts(commerceUrl)).byRequestId['render-list-long']).toEqual({
      'GET /api/product/render-list': 3,
    });
  });

  it('does not call the platform for no skus', async () => {
    await expect(
      platform({ requestId: 'render-list-none' }).renderList([], { currencyCode: 'EUR', storeId: 1 }),
    ).resolves.toEqual([]);
    expect((await fetchCallCounts(commerceUrl)).byRequestId['render-list-none']).toBeUndefined();
  });
});

describe('skusWithinUrlLength', () => {
  it('keeps 1,000 ISBNs in lists of 375, 375 and 250; a short list in one', () => {
    const isbns = Array.from({ length: 1000 }, (_, i) => `978${String(i).padStart(10, '0')}`);
    expect(skusWithinUrlLength(isbns).map((chunk) => chunk.length)).toEqual([375, 375, 250]);
    expect(skusWithinUrlLength(isbns.slice(0, 50))).toEqual([isbns.slice(0, 50)]);
  });

  it('counts skus as they are encoded, and never leaves a sku out, even one longer than the limit', () => {
    // 'a b' is written a+b (3), 'c&d' is c%26d (5), the comma %2C (3): 3 + 3 + 5 = 11.
    expect(skusWithinUrlLength(['a b', 'c&d', 'e'], 11)).toEqual([['a b', 'c&d'], ['e']]);
    expect(skusWithinUrlLength(['a b', 'c&d', 'e'], 10)).toEqual([['a b'], ['c&d', 'e']]);
    expect(skusWithinUrlLength(['much-too-long'], 5)).toEqual([['much-too-long']]);
  });
});

describe('HttpCommercePlatform: cart', () => {
  it('creates a cart, adds a line, sets its quantity, pulls, totals and deletes it', async () => {
    const commerce = platform();
    const product = sellable();
    const cartId = await commerce.cartCreate();
    expect(cartId).toMatch(/\S+/);
    expect(await commerce.cartPull(cartId)).toEqual({ ok: true, value: [] });

    const added = await commerce.cartUpdate(cartId, { sku: product.sku, qty: 1, quoteId: cartId });
    if (!added.ok) throw new Error(`not added: ${added.message}`);
    expect(added.value).toMatchObject({ sku: product.sku, qty: 1, quote_id: cartId, name: product.name });
    expect(added.value.price).toBeGreaterThanOrEqual(0);

    const updated = await commerce.cartUpdate(cartId, {
      sku: product.sku,
      qty: 3,
      quoteId: cartId,
      item_id: added.value.item_id,
    });
    expect(updated).toMatchObject({ ok: true, value: { item_id: added.value.item_id, qty: 3 } });

    const pulled = await commerce.cartPull(cartId);
    expect(pulled).toMatchObject({
      ok: true,
      value: [{ sku: product.sku, qty: 3, item_id: added.value.item_id }],
    });

    const totals = await commerce.cartTotals(cartId);
    if (!totals.ok) throw new Error('no totals');
    expect(totals.value.quote_currency_code).toBe('EUR');
    expect(totals.value.items_qty).toBe(3);
    expect(totals.value.subtotal_incl_tax).toBeCloseTo(added.value.price * 3, 2);

    const deleted = await commerce.cartDelete(cartId, {
      sku: product.sku,
      qty: 3,
      quoteId: cartId,
      item_id: added.value.item_id,
    });
    expect(deleted).toEqual({ ok: true, value: true });
    expect(await commerce.cartPull(cartId)).toEqual({ ok: true, value: [] });
  });

  it('prices carts in the store view of the request (storeCode): USD for en-rw', async () => {
    const commerce = platform({ storeCode: 'en-rw' });
    const cartId = await commerce.cartCreate();
    await commerce.cartUpdate(cartId, { sku: sellable().sku, qty: 1, quoteId: cartId });
    const totals = await commerce.cartTotals(cartId);
    expect(totals).toMatchObject({ ok: true, value: { quote_currency_code: 'USD' } });
  });

  it('answers CART_NOT_FOUND for a cart the platform does not know', async () => {
    const commerce = platform();
    const failure = {
      ok: false,
      failure: 'CART_NOT_FOUND',
      message: expect.stringContaining('No such entity with cartId'),
    };
    expect(await commerce.cartPull('no-such-cart')).toEqual(failure);
    expect(await commerce.cartTotals('no-such-cart')).toEqual(failure);
    expect(
      await commerce.cartUpdate('no-such-cart', { sku: sellable().sku, qty: 1, quoteId: 'no-such-cart' }),
    ).toEqual(failure);
  });

  it('answers PRODUCT_NOT_FOUND for a sku the platform does not sell', async () => {
    const commerce = platform();
    const cartId = await commerce.cartCreate();
    expect(await commerce.cartUpdate(cartId, { sku: 'no-such-sku', qty: 1, quoteId: cartId })).toMatchObject({
      ok: false,
      failure: 'PRODUCT_NOT_FOUND',
    });
  });

  it('answers NOT_ENOUGH_STOCK for more than the stock, PRODUCT_NOT_AVAILABLE for an out-of-stock product', async () => {
    const commerce = platform();
    const cartId = await commerce.cartCreate();
    const product = sellable();
    expect(
      await commerce.cartUpdate(cartId, { sku: product.sku, qty: product.stock.qty + 1, quoteId: cartId }),
    ).toMatchObject({
      ok: false,
      failure: 'NOT_ENOUGH_STOCK',
    });
    const outOfStock = products.find(
      (p) => p.type_id === 'simple' && p.status < 2 && p.stock.manage_stock && !p.stock.is_in_stock,
    );
    if (!outOfStock) throw new Error('the demo data (seed 7) has no out-of-stock simple product');
    expect(await commerce.cartUpdate(cartId, { sku: outOfStock.sku, qty: 1, quoteId: cartId })).toMatchObject(
      {
        ok: false,
        failure: 'PRODUCT_NOT_AVAILABLE',
      },
    );
  });

  it('fails with UNAUTHENTICATED when the platform rejects the customer token', async () => {
    await expect(platform({ customerToken: 'not-a-customer' }).cartCreate()).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('fails with UPSTREAM_UNAVAILABLE when the platform cannot be reached', async () => {
    const down = new HttpCommercePlatform({
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 1000,
      requestId: 'down',
      storeCode: 'nl-be',
      customerToken: null,
    });
    await expect(down.cartCreate()).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('HttpCustomerAccounts: logout (POST /api/user/logout)', () => {
  function accounts(customerToken: string | null) {
    requestNumber += 1;
    return httpCustomerAccounts({ COMMERCE_API_URL: commerceUrl, COMMERCE_TIMEOUT_MS: 5000 })({
      requestId: `accounts-adapter-test-${requestNumber}`,
      storeCode: 'nl-be',
      customerToken,
    });
  }

  it('revokes the tokens: the profile then fails with UNAUTHENTICATED, the refresh token is refused', async () => {
    const email = 'uitloggen@example.com';
    const created = await accounts(null).create({
      customer: { email, firstname: 'Mila', lastname: 'Wouters' },
      password: 'Uitloggen123!',
    });
    expect(created.ok).toBe(true);
    const login = await accounts(null).login(email, 'Uitloggen123!');
    if (!login.ok) throw new Error(`the new customer could not log in: ${login.message}`);
    const { token, refreshToken } = login.value;
    expect((await accounts(token).me()).email).toBe(email);

    expect(await accounts(token).logout()).toEqual({ ok: true, value: true });
    await expect(accounts(token).me()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await accounts(null).refresh(refreshToken)).toMatchObject({
      ok: false,
      failure: 'SESSION_EXPIRED',
    });
    // Logging out again: the platform no longer knows the token, the session had ended.
    expect(await accounts(token).logout()).toMatchObject({ ok: false, failure: 'SESSION_EXPIRED' });
  });
});

describe('the cart subgraph over the real platform', () => {
  const server = createServer({ logger: createLogger('cart-test') });

  async function execute(query: string, variables: Record<string, unknown>, requestId: string) {
    const contextValue = createContext(readRequestIdentity({ 'x-request-id': requestId, store: 'nl-be' }), {
      config: { STOCK_SYNCHRONIZE: true },
      logger: createLogger('cart-test'),
      commercePlatform: httpCommercePlatform({ COMMERCE_API_URL: commerceUrl, COMMERCE_TIMEOUT_MS: 5000 }),
      customerAccounts: httpCustomerAccounts({ COMMERCE_API_URL: commerceUrl, COMMERCE_TIMEOUT_MS: 5000 }),
    });
    return singleResult(await server.executeOperation({ query, variables }, { contextValue }));
  }

  it.each([
    [16, 2],
    [31, 3],
  ])('resolves the stock of %i products with %i calls to /api/stock/list', async (n, calls) => {
    const skus = allSkus().slice(0, n);
    expect(skus).toHaveLength(n);
    const requestId = `entities-${n}`;
    const result = await execute(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { sku stock { status } } } }`,
      { representations: skus.map((sku) => ({ __typename: 'Product', sku })) },
      requestId,
    );
    expect(result.errors).toBeUndefined();
    const entities = (result.data as { _entities: { sku: string; stock: { status: string } | null }[] })
      ._entities;
    expect(entities.map((e) => e.sku)).toEqual(skus);
    expect(entities.every((e) => e.stock !== null)).toBe(true);
    expect((await fetchCallCounts(commerceUrl)).byRequestId[requestId]).toEqual({
      'GET /api/stock/list': calls,
    });
  });

  it('resolves the live prices and stock of 40 products with 1 render-list call and 3 stock calls', async () => {
    const book = plainBook();
    const skus = [book.sku, ...allSkus().filter((sku) => sku !== book.sku)].slice(0, 40);
    expect(skus).toHaveLength(40);
    const requestId = 'live-prices-40';
    const result = await execute(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { sku stock { status } livePrice { final { value currency } isCurrent } } } }`,
      { representations: skus.map((sku) => ({ __typename: 'Product', sku, id: idOf(sku) })) },
      requestId,
    );
    expect(result.errors).toBeUndefined();
    const entities = (
      result.data as {
        _entities: {
          sku: string;
          stock: unknown;
          livePrice: { final: { value: number; currency: string } } | null;
        }[];
      }
    )._entities;
    expect(entities[0]).toEqual({
      sku: book.sku,
      stock: expect.anything(),
      livePrice: { final: { value: book.price, currency: 'EUR' }, isCurrent: true },
    });
    expect(entities.filter((e) => e.livePrice !== null).length).toBeGreaterThan(20);
    expect((await fetchCallCounts(commerceUrl)).byRequestId[requestId]).toEqual({
      'GET /api/stock/list': 3,
      'GET /api/product/render-list': 1,
    });
  });

  it('gives ok for unmanaged stock and out_of_stock for an out-of-stock product (seed 000 §4)', async () => {
    const unmanaged = products.find((p) => p.type_id === 'simple' && !p.stock.manage_stock);
    const outOfStock = products.find(
      (p) => p.type_id === 'simple' && p.stock.manage_stock && !p.stock.is_in_stock,
    );
    if (!unmanaged || !outOfStock)
      throw new Error('the demo data has no unmanaged or out-of-stock simple product');
    const result = await execute(
      `query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Product { stock { status isInStock isManageStock } } } }`,
      { representations: [unmanaged, outOfStock].map(({ sku }) => ({ __typename: 'Product', sku })) },
      'stock-statuses',
    );
    expect(result.data).toEqual({
      _entities: [
        { stock: { status: 'OK', isInStock: true, isManageStock: false } },
        { stock: { status: 'OUT_OF_STOCK', isInStock: false, isManageStock: true } },
      ],
    });
  });

  it("refuses an out-of-stock product with the seed's message and adds a free sample (price 0)", async () => {
    const created = await execute('mutation { createCart { cart { id } } }', {}, 'create-for-refusal');
    const cartId = (created.data as { createCart: { cart: { id: string } } }).createCart.cart.id;
    const outOfStock = products.find(
      (p) => p.type_id === 'simple' && p.status < 2 && p.stock.manage_stock && !p.stock.is_in_stock,
    );
    const freeSample = products.find((p) => p.status < 2 && p.price === 0 && p.special_price === null);
    if (!outOfStock || !freeSample)
      throw new Error('the demo data has no out-of-stock product or free sample');
    const add = (sku: string, requestId: string) =>
      execute(
        `mutation ($input: AddToCartInput!) { addToCart(input: $input) { message userErrors { code message } cart { totals { grandTotal { value } } } } }`,
        { input: { cartId, sku, qty: 1 } },
        requestId,
      );
    expect((await add(outOfStock.sku, 'add-out-of-stock')).data).toEqual({
      addToCart: {
        message: null,
        userErrors: [
          { code: 'OUT_OF_STOCK', message: 'The product is out of stock and cannot be added to the cart!' },
        ],
        cart: null,
      },
    });
    expect((await fetchCallCounts(commerceUrl)).byRequestId['add-out-of-stock']).toEqual({
      'GET /api/stock/list': 1,
    });
    expect((await add(freeSample.sku, 'add-free-sample')).data).toEqual({
      addToCart: {
        message: 'Product has been added to the cart!',
        userErrors: [],
        cart: { totals: { grandTotal: { value: 0 } } },
      },
    });
  });

  it("adds to a new cart: 'Product has been added to the cart!'", async () => {
    const created = await execute('mutation { createCart { cart { id } } }', {}, 'create-for-add');
    const cartId = (created.data as { createCart: { cart: { id: string } } }).createCart.cart.id;
    const product = sellable();
    const result = await execute(
      `mutation ($input: AddToCartInput!) { addToCart(input: $input) { message outcome userErrors { code } cart { itemsQty items { sku qty product { sku } } } } }`,
      { input: { cartId, sku: product.sku, qty: 2 } },
      'add-to-cart',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      addToCart: {
        message: 'Product has been added to the cart!',
        outcome: 'ADDED',
        userErrors: [],
        cart: { itemsQty: 2, items: [{ sku: product.sku, qty: 2, product: { sku: product.sku } }] },
      },
    });
  });
});
