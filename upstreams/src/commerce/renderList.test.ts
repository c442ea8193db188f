import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument, RenderListResult } from '@shop/contracts';
import { fetchCallCounts, type RunningService } from '@shop/service';
import { call, createTestDirs, patchProducts, readProducts, type TestDirs } from '../shared/testing';
import { startTestCommerce } from './testing';

/**
 * GET /api/product/render-list over HTTP (seed 000 §7 'Price refresh'), with the worked example's numbers
 * pinned into the generated catalogue of every store view.
 */
const BOOKS = 5;
const STANDARD = 2;
const MARCH = { special_from_date: '2025-03-01 00:00:00', special_to_date: '2025-03-31 23:59:59' };

let dirs: TestDirs;
let service: RunningService;
let groupTaxService: RunningService;
const product = {} as Record<
  'book' | 'sale' | 'laterSale' | 'gift' | 'disabled' | 'grouped' | 'configurable',
  ProductDocument
>;
let children: { cheap: string; dear: string; disabled: string };

/** The test clock is noon in Belgium on the test data's "today" (15 March 2025). */
const start = (stateDir: string, env: Record<string, string> = {}) =>
  startTestCommerce({ dataDir: dirs.dataDir, stateDir }, env);

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  const taken = new Set<string>();
  const pick = (what: string, test: (p: ProductDocument) => boolean) => {
    const found = products.find((p) => test(p) && !taken.has(p.sku));
    if (!found) throw new Error(`the generated catalogue has no ${what}`);
    taken.add(found.sku);
    return found;
  };
  const simple = (p: ProductDocument) => p.type_id === 'simple' && p.status === 1 && p.visibility === 4;
  const configurable = pick(
    'configurable product with three children',
    (p) => p.type_id === 'configurable' && p.status === 1 && (p.configurable_children?.length ?? 0) >= 3,
  );
  const [cheap, dear, disabled] = configurable.configurable_children ?? [];
  if (!cheap || !dear || !disabled) throw new Error('the configurable product has fewer than three children');
  children = { cheap: cheap.sku, dear: dear.sku, disabled: disabled.sku };
  for (const child of configurable.configurable_children ?? []) taken.add(child.sku);

  const pinned = (overrides: Partial<ProductDocument>) => (p: ProductDocument) => ({
    ...p,
    status: 1,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    ...overrides,
  });
  const patches = {
    book: pinned({ price: 14.95, tax_class_id: BOOKS }),
    sale: pinned({ price: 14.95, tax_class_id: BOOKS, special_price: 12.5, ...MARCH }),
    laterSale: pinned({
      price: 9.95,
      tax_class_id: STANDARD,
      special_price: 7.5,
      special_from_date: '2025-04-01 00:00:00',
    }),
    gift: pinned({ price: 9.95, tax_class_id: STANDARD }),
    disabled: pinned({ price: 5, status: 2 }),
  };
  for (const [name, patch] of Object.entries(patches)) {
    product[name as keyof typeof patches] = patch(pick(name, simple));
  }
  product.grouped = pick('grouped product', (p) => p.type_id === 'grouped' && p.status === 1);
  product.configurable = {
    ...configurable,
    configurable_children: (configurable.configurable_children ?? []).map((child) => {
      const base = { ...child, status: 1, tax_class_id: BOOKS, special_price: null };
      if (child.sku === children.cheap) return { ...base, price: 17.99, special_price: 15.99, ...MARCH };
      if (child.sku === children.dear) return { ...base, price: 18.99 };
      if (child.sku === children.disabled) return { ...base, price: 3.99, status: 2 };
      return { ...base, price: 18.5 };
    }),
  };
  const bySku = Object.fromEntries(
    Object.values(product).map((pinnedProduct) => [pinnedProduct.sku, () => pinnedProduct]),
  );
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, bySku);
  service = await start(dirs.stateDir);
  groupTaxService = await start(path.join(dirs.root, 'state-group-tax'), { COMMERCE_USER_GROUP_TAX: 'true' });
});

afterAll(async () => {
  await service?.close();
  await groupTaxService?.close();
  await dirs?.remove();
});

const renderList = (query: string, base = service.url, headers: Record<string, string> = {}) =>
  call<RenderListResult>(base, `/api/product/render-list?${query}`, { headers });

describe('GET /api/product/render-list', () => {
  it("answers { items } with Magento's price_info: a 14.95 book incl. 6% BE tax is 14.10 excl.", async () => {
    const answer = await renderList(`skus=${product.book.sku}&currencyCode=EUR&storeId=1`);
    expect(answer).toMatchObject({ status: 200, code: 200 });
    expect(answer.result.items).toEqual([
      {
        id: product.book.id,
        name: product.book.name,
        type: 'simple',
        store_id: 1,
        currency_code: 'EUR',
        price_info: expect.objectContaining({
          final_price: 14.95,
          regular_price: 14.95,
          special_price: 0,
          minimal_price: 14.95,
          max_price: 14.95,
          minimal_regular_price: 14.95,
          max_regular_price: 14.95,
          formatted_prices: expect.objectContaining({
            final_price: '<span class="price">€\u00a014,95</span>',
          }),
          extension_attributes: {
            tax_adjustments: expect.objectContaining({ final_price: 14.1, regular_price: 14.1 }),
          },
        }),
      },
    ]);
  });

  it('takes the tax country of the store view: the same book is 13.72 excl. 9% NL tax (storeId 2)', async () => {
    const answer = await renderList(`skus=${product.book.sku}&currencyCode=EUR&storeId=2`);
    expect(answer.result.items[0]).toMatchObject({
      store_id: 2,
      price_info: { final_price: 14.95, extension_attributes: { tax_adjustments: { final_price: 13.72 } } },
    });
  });

  it('answers en-rw in USD: 14.95 EUR is 16.15 USD, 15.24 excl. tax; EUR when asked for EUR', async () => {
    const usd = await renderList(`skus=${product.book.sku}&currencyCode=USD&storeId=4&storeCode=en-rw`);
    expect(usd.result.items[0]).toMatchObject({
      store_id: 4,
      currency_code: 'USD',
      price_info: {
        final_price: 16.15,
        regular_price: 16.15,
        extension_attributes: { tax_adjustments: { final_price: 15.24 } },
      },
    });
    const eur = await renderList(`skus=${product.book.sku}&currencyCode=EUR&storeId=4`);
    expect(eur.result.items[0]).toMatchObject({ currency_code: 'EUR', price_info: { final_price: 14.95 } });
  });

  it('answers in the store view’s currency when asked for one it does not sell in', async () => {
    const answer = await renderList(`skus=${product.book.sku}&currencyCode=GBP&storeId=1`);
    expect(answer.result.items[0]).toMatchObject({
      currency_code: 'EUR',
      price_info: { final_price: 14.95 },
    });
  });

  it('counts a special price inside its window only (seed 000 §5): 12.50 in March, not yet the April one', async () => {
    const answer = await renderList(
      `skus=${product.sale.sku},${product.laterSale.sku}&currencyCode=EUR&storeId=1`,
    );
    const [sale, laterSale] = answer.result.items;
    expect(sale?.price_info).toMatchObject({
      final_price: 12.5,
      special_price: 12.5,
      regular_price: 14.95,
      extension_attributes: { tax_adjustments: { final_price: 11.79, regular_price: 14.1 } },
    });
    // 9.95 at 21%: 8.22 excluding tax; its special price of 7.50 starts on 1 April.
    expect(laterSale?.price_info).toMatchObject({
      final_price: 9.95,
      special_price: 0,
      extension_attributes: { tax_adjustments: { final_price: 8.22 } },
    });
  });

  it('leaves out unknown skus, disabled products and grouped products; keeps the order asked, each sku once', async () => {
    const skus = [
      product.gift.sku,
      'NO-SUCH-SKU',
      product.disabled.sku,
      product.grouped.sku,
      product.book.sku,
      product.gift.sku,
    ];
    const answer = await renderList(`skus=${skus.join(',')}&currencyCode=EUR&storeId=1`);
    expect(answer.code).toBe(200);
    expect(answer.result.items.map((item) => item.id)).toEqual([product.gift.id, product.book.id]);
    expect((await renderList('skus=NO-SUCH-SKU&currencyCode=EUR&storeId=1')).result).toEqual({ items: [] });
  });

  it('prices configurable children on their own and the configurable at its cheapest enabled child', async () => {
    const skus = [product.configurable.sku, children.cheap, children.dear, children.disabled];
    const answer = await renderList(`skus=${skus.join(',')}&currencyCode=EUR&storeId=1`);
    const byId = new Map(answer.result.items.map((item) => [item.id, item]));
    const childId = (sku: string) =>
      product.configurable.configurable_children?.find((child) => child.sku === sku)?.id ?? -1;
    expect(answer.result.items).toHaveLength(3);
    expect(byId.get(childId(children.cheap))).toMatchObject({
      type: 'simple',
      price_info: { final_price: 15.99, special_price: 15.99, regular_price: 17.99 },
    });
    expect(byId.get(childId(children.dear))?.price_info.final_price).toBe(18.99);
    expect(byId.has(childId(children.disabled))).toBe(false);
    // Cheapest final price 15.99 (in its special price window), dearest 18.99; the disabled 3.99 does not count.
    expect(byId.get(product.configurable.id)).toMatchObject({
      type: 'configurable',
      price_info: {
        final_price: 15.99,
        minimal_price: 15.99,
        max_price: 18.99,
        regular_price: 17.99,
        max_regular_price: 18.99,
      },
    });
  });

  it('answers 500 without skus, as vue-storefront-api does', async () => {
    expect(await renderList('currencyCode=EUR&storeId=1')).toEqual({
      status: 500,
      code: 500,
      result: 'skus parameter is required',
    });
  });

  it('accepts a customer token (vsf-api does not read it) and taxes every group alike while group tax is off', async () => {
    const answer = await renderList(
      `skus=${product.book.sku}&currencyCode=EUR&storeId=1&userGroupId=8&token=customer-token`,
    );
    expect(answer.code).toBe(200);
    expect(answer.result.items[0]?.price_info.extension_attributes.tax_adjustments.final_price).toBe(14.1);
  });

  it('with the group tax setting on, taxes by the rules of the user group (seed 000 §6)', async () => {
    const query = `skus=${product.book.sku}&currencyCode=EUR&storeId=1`;
    const exclTax = async (extra: string) =>
      (await renderList(query + extra, groupTaxService.url)).result.items[0]?.price_info.extension_attributes
        .tax_adjustments.final_price;
    // The demo rules are for customer tax class 3 ('Retail Customer'); group 8 (foreign user) has none.
    expect(await exclTax('')).toBe(14.1);
    expect(await exclTax('&userGroupId=3')).toBe(14.1);
    expect(await exclTax('&userGroupId=8')).toBe(14.95);
  });

  it('is counted per endpoint and request id, so batching can be asserted', async () => {
    const headers = { 'x-request-id': 'render-list-count' };
    await renderList(
      `skus=${product.book.sku},${product.gift.sku}&currencyCode=EUR&storeId=1`,
      service.url,
      headers,
    );
    expect((await fetchCallCounts(service.url)).byRequestId['render-list-count']).toEqual({
      'GET /api/product/render-list': 1,
    });
  });
});

describe('a price changed on the platform before the next reindex (the development hook)', () => {
  const changePrice = (sku: string, price: unknown) =>
    call<unknown>(service.url, `/api/product/standin/price/${encodeURIComponent(sku)}`, {
      method: 'PUT',
      body: { price },
    });

  it('is what render-list answers until it is restored: 14.95 becomes 9.95, then 14.95 again', async () => {
    const finalPrice = async () =>
      (await renderList(`skus=${product.book.sku}&currencyCode=EUR&storeId=1`)).result.items[0]?.price_info
        .final_price;
    expect(await changePrice(product.book.sku, 9.95)).toMatchObject({ status: 200 });
    try {
      expect(await finalPrice()).toBe(9.95);
    } finally {
      await call(service.url, `/api/product/standin/price/${product.book.sku}`, { method: 'DELETE' });
    }
    expect(await finalPrice()).toBe(14.95);
  });

  it('refuses an unknown sku (404) and a price that is not a number of at least 0 (400)', async () => {
    expect((await changePrice('no-such-sku', 9.95)).status).toBe(404);
    expect((await changePrice(product.book.sku, -1)).status).toBe(400);
    expect((await changePrice(product.book.sku, '9.95')).status).toBe(400);
  });
});
