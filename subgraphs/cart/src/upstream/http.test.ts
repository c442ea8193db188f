import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFile, type ProductDocument, type StockItem } from '@shop/contracts';
import { createLogger, fetchCallCounts, singleResult } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { createContext, createServer } from '../server';
import { HttpCommercePlatform } from './http';

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

describe('the cart subgraph over the real platform', () => {
  const server = createServer({ logger: createLogger('cart-test') });

  async function execute(query: string, variables: Record<string, unknown>, requestId: string) {
    const contextValue = await createContext({
      config: { COMMERCE_API_URL: commerceUrl, COMMERCE_TIMEOUT_MS: 5000, STOCK_SYNCHRONIZE: true },
      logger: createLogger('cart-test'),
    })({ req: { headers: { 'x-request-id': requestId, store: 'nl-be' } } });
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
