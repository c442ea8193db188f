import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BundleOption,
  BundleOptionLink,
  CartTotals,
  ProductDocument,
  ProductLink,
  ServerCartItem,
} from '@shop/contracts';
import { compositePrice, productPriceAmounts, type PriceAmountSettings } from '@shop/pricing';
import type { RunningService } from '@shop/service';
import { amountInStoreCurrency, resolveStoreView, roundToCents } from '@shop/store-views';
import { TAX_CLASS_STANDARD } from '../generate/productPlan';
import { readCatalogDocuments } from '../shared/demoData';
import {
  call,
  createTestDirs,
  patchProducts,
  readProducts,
  TEST_TODAY,
  type TestDirs,
} from '../shared/testing';
import { startTestCommerce } from './testing';

/**
 * seed 000 §5: 'Bundle price sums default links times qty. Grouped price sums associated simple links with
 * qty 1.' A grouped or bundle product in the cart costs what the catalogue shows: the sum of its parts, not
 * its own document price. The composites of the generated catalogue are pinned to three books:
 *   A 14.95; B 15.99 with a special price of 12.50 from 1 to 31 March (today is 15 March); C 9.95.
 * Group: A, B, C (links proposing qty 3, counted once) = 14.95 + 12.50 + 9.95 = 37.40.
 * Bundle: default A x 1 (B is the other choice) + default C x 2 = 14.95 + 2 x 9.95 = 34.85.
 * Both composites' own document price is 99.00, which the cart must not use.
 * A mixed bundle holds book A (6% in BE) and an e-book E of 7.99 pinned to the standard tax class (21%):
 *   default A x 1 + default E x 1 = 22.94 incl. tax; excl. tax 14.95 / 1.06 + 7.99 / 1.21 = 20.7071.
 */
const BOOKS = 5;
const OWN_PRICE = 99;
const PARTS = {
  a: { price: 14.95, special_price: null, special_from_date: null, special_to_date: null },
  b: {
    price: 15.99,
    special_price: 12.5,
    special_from_date: '2025-03-01 00:00:00',
    special_to_date: '2025-03-31 00:00:00',
  },
  c: { price: 9.95, special_price: null, special_from_date: null, special_to_date: null },
};
const EBOOK = { price: 7.99, special_price: null, special_from_date: null, special_to_date: null };

let dirs: TestDirs;
let service: RunningService;
const sku = { grouped: '', bundle: '', mixed: '', a: '', b: '', c: '', ebook: '' };

function pick(products: ProductDocument[], what: string, test: (p: ProductDocument) => boolean): string {
  const found = products.find((p) => test(p) && !Object.values(sku).includes(p.sku));
  if (!found) throw new Error(`the generated catalogue has no ${what}`);
  return found.sku;
}

const groupedLink = (linked: string, position: number): ProductLink => ({
  sku: sku.grouped,
  link_type: 'associated',
  linked_product_sku: linked,
  linked_product_type: 'simple',
  position,
  qty: 3,
});

function bundleOptions(
  bundleSku: string,
  optionLinks: [BundleOptionLink[], BundleOptionLink[]],
): BundleOption[] {
  const option = (id: number, position: number, links: BundleOption['product_links']): BundleOption => ({
    option_id: id,
    title: `option ${id}`,
    required: true,
    type: 'radio',
    position,
    sku: bundleSku,
    product_links: links,
  });
  return [option(1, 1, optionLinks[0]), option(2, 2, optionLinks[1])];
}

const bundleLink = (
  id: number,
  linked: string,
  qty: number,
  isDefault: boolean,
  price: number,
): BundleOptionLink => ({
  id,
  sku: linked,
  qty,
  is_default: isDefault,
  price,
  can_change_quantity: 1,
});

function booksBundleOptions(): BundleOption[] {
  return bundleOptions(sku.bundle, [
    [bundleLink(11, sku.a, 1, true, PARTS.a.price), bundleLink(12, sku.b, 1, false, PARTS.b.price)],
    [bundleLink(21, sku.c, 2, true, PARTS.c.price)],
  ]);
}

function mixedBundleOptions(): BundleOption[] {
  return bundleOptions(sku.mixed, [
    [bundleLink(31, sku.a, 1, true, PARTS.a.price)],
    [bundleLink(41, sku.ebook, 1, true, EBOOK.price)],
  ]);
}

const sellable = (p: ProductDocument) => ({
  ...p,
  status: 1,
  price: OWN_PRICE,
  tax_class_id: BOOKS,
  stock: { ...p.stock, manage_stock: true, is_in_stock: true, qty: 100 },
});

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  sku.grouped = pick(products, 'grouped product', (p) => p.type_id === 'grouped');
  sku.bundle = pick(products, 'bundle product', (p) => p.type_id === 'bundle' && !p.is_classreading_bundle);
  // The generated set has one plain bundle: a class reading bundle document becomes the mixed one.
  sku.mixed = pick(products, 'second bundle product', (p) => p.type_id === 'bundle');
  sku.ebook = pick(products, 'e-book', (p) => p.type_id === 'downloadable' && p.status === 1);
  // Not a configurable child (visibility 1): the cart prices a child from its parent's document.
  const book = (p: ProductDocument) => p.type_id === 'simple' && p.status === 1 && p.visibility === 4;
  sku.a = pick(products, 'first book', book);
  sku.b = pick(products, 'second book', book);
  sku.c = pick(products, 'third book', book);
  const part = (fields: (typeof PARTS)[keyof typeof PARTS]) => (p: ProductDocument) => ({
    ...p,
    ...fields,
    tax_class_id: BOOKS,
  });
  await patchProducts(dirs.dataDir, dirs.manifest.indexes, {
    [sku.a]: part(PARTS.a),
    [sku.b]: part(PARTS.b),
    [sku.c]: part(PARTS.c),
    [sku.grouped]: (p) => ({
      ...sellable(p),
      product_links: [groupedLink(sku.a, 1), groupedLink(sku.b, 2), groupedLink(sku.c, 3)],
    }),
    [sku.bundle]: (p) => ({ ...sellable(p), bundle_options: booksBundleOptions() }),
    // The demo tax rules tax the standard class at 21% in BE (e-books are generated with the books class).
    [sku.ebook]: (p) => ({ ...p, ...EBOOK, tax_class_id: TAX_CLASS_STANDARD }),
    [sku.mixed]: (p) => ({
      ...sellable(p),
      is_classreading_bundle: false,
      bundle_options: mixedBundleOptions(),
    }),
  });
  service = await startTestCommerce(dirs);
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

/** The catalogue's price of a product in a store view, by the shared rule, from the same demo documents. */
async function cataloguePrice(productSku: string, storeCode: string): Promise<number> {
  const storeView = resolveStoreView(storeCode);
  const documents = await readProducts(dirs.dataDir, storeView.index);
  const bySku = new Map(documents.map((document) => [document.sku, document]));
  const product = bySku.get(productSku);
  if (!product) throw new Error(`no ${productSku} in ${storeView.index}`);
  const { amounts } = productPriceAmounts(product, bySku, {
    taxRules: readCatalogDocuments(dirs.dataDir, storeView.index, 'taxrule'),
    location: { country: storeView.taxCountry },
    today: TEST_TODAY,
  });
  return amountInStoreCurrency(amounts.final, storeView);
}

/** The composite price of a product in a store view, straight from @shop/pricing's compositePrice. */
async function compositeAmounts(productSku: string, storeCode: string) {
  const storeView = resolveStoreView(storeCode);
  const documents = await readProducts(dirs.dataDir, storeView.index);
  const bySku = new Map(documents.map((document) => [document.sku, document]));
  const product = bySku.get(productSku);
  if (!product) throw new Error(`no ${productSku} in ${storeView.index}`);
  const settings: PriceAmountSettings = {
    taxRules: readCatalogDocuments(dirs.dataDir, storeView.index, 'taxrule'),
    location: { country: storeView.taxCountry },
    today: TEST_TODAY,
  };
  const { amounts } = compositePrice(product, bySku, settings);
  if (!amounts) throw new Error(`${productSku} has no composite price`);
  return { amounts, storeView };
}

async function addToNewCart(productSku: string, qty: number, storeCode: string) {
  const created = await call<string>(service.url, `/api/cart/create?storeCode=${storeCode}`, {
    method: 'POST',
  });
  const cartId = created.result;
  const added = await call<ServerCartItem>(
    service.url,
    `/api/cart/update?cartId=${cartId}&storeCode=${storeCode}`,
    {
      body: { cartItem: { quoteId: cartId, sku: productSku, qty } },
    },
  );
  expect(added).toMatchObject({ status: 200, code: 200 });
  return { cartId, line: added.result };
}

describe('composite products in the cart cost what the catalogue shows (seed 000 §5)', () => {
  it('prices a grouped product as its associated simple products with qty 1: 14.95 + 12.50 + 9.95 = 37.40', async () => {
    const { cartId, line } = await addToNewCart(sku.grouped, 1, 'nl-be');
    expect(line).toMatchObject({ sku: sku.grouped, product_type: 'grouped', price: 37.4 });
    expect(line.price).toBe(await cataloguePrice(sku.grouped, 'nl-be'));
    const pulled = await call<ServerCartItem[]>(
      service.url,
      `/api/cart/pull?cartId=${cartId}&storeCode=nl-be`,
    );
    expect(pulled.result).toMatchObject([{ sku: sku.grouped, price: 37.4 }]);
  });

  it('prices a bundle as its default links times qty: 14.95 x 1 + 9.95 x 2 = 34.85', async () => {
    const { line } = await addToNewCart(sku.bundle, 1, 'nl-be');
    expect(line).toMatchObject({ sku: sku.bundle, product_type: 'bundle', price: 34.85 });
    expect(line.price).toBe(await cataloguePrice(sku.bundle, 'nl-be'));
  });

  it('totals count the composite at its catalogue price: 2 x 34.85 = 69.70, books 6% in BE', async () => {
    const { cartId } = await addToNewCart(sku.bundle, 2, 'nl-be');
    const totals = await call<CartTotals>(service.url, `/api/cart/totals?cartId=${cartId}&storeCode=nl-be`);
    // 69.70 / 1.06 = 65.7547 → 65.75 excl. tax; tax 3.95.
    expect(totals.result.items).toEqual([
      expect.objectContaining({ qty: 2, price_incl_tax: 34.85, row_total_incl_tax: 69.7, row_total: 65.75 }),
    ]);
    expect(totals.result).toMatchObject({ grand_total: 69.7, tax_amount: 3.95 });
  });

  it('converts the sum once in a USD store view, as the catalogue does: 37.40 x 1.08 = 40.39 (not 40.40)', async () => {
    const grouped = await addToNewCart(sku.grouped, 1, 'en-rw');
    expect(grouped.line.price).toBe(40.39);
    expect(grouped.line.price).toBe(await cataloguePrice(sku.grouped, 'en-rw'));
    // 34.85 x 1.08 = 37.638
    const bundle = await addToNewCart(sku.bundle, 1, 'en-rw');
    expect(bundle.line.price).toBe(37.64);
    expect(bundle.line.price).toBe(await cataloguePrice(sku.bundle, 'en-rw'));
  });
});

describe('totals of a bundle whose parts have different tax classes (seed 000 §5)', () => {
  it("takes excl. tax and tax from the parts: 3 x (14.95 / 1.06 + 7.99 / 1.21), not from the bundle's own 6%", async () => {
    const { cartId } = await addToNewCart(sku.mixed, 3, 'nl-be');
    const totals = await call<CartTotals>(service.url, `/api/cart/totals?cartId=${cartId}&storeCode=nl-be`);
    // incl. tax 3 x 22.94 = 68.82; excl. tax 3 x 20.7071 = 62.1212 → 62.12; tax 68.82 − 62.12 = 6.70;
    // 22.94 / 20.7071 = 1.1078 → 10.78%. By the bundle's own class it would be 64.92 and 3.90.
    expect(totals.result.items).toEqual([
      expect.objectContaining({
        qty: 3,
        price: 20.71,
        price_incl_tax: 22.94,
        row_total: 62.12,
        row_total_incl_tax: 68.82,
        tax_amount: 6.7,
        tax_percent: 10.78,
      }),
    ]);
    expect(totals.result).toMatchObject({
      subtotal: 62.12,
      subtotal_incl_tax: 68.82,
      tax_amount: 6.7,
      grand_total: 68.82,
      items_qty: 3,
    });
    expect(totals.result.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: 62.12 },
      { code: 'tax', title: 'Tax', value: 6.7 },
      { code: 'grand_total', title: 'Grand Total', value: 68.82 },
    ]);

    const { amounts, storeView } = await compositeAmounts(sku.mixed, 'nl-be');
    const [item] = totals.result.items;
    expect(item?.price).toBe(amountInStoreCurrency(amounts.finalExclTax, storeView));
    expect(item?.row_total).toBe(amountInStoreCurrency(amounts.finalExclTax * 3, storeView));
    expect(item?.row_total_incl_tax).toBe(amountInStoreCurrency(amounts.final * 3, storeView));
    expect(item?.tax_amount).toBe(
      roundToCents(68.82 - amountInStoreCurrency(amounts.finalExclTax * 3, storeView)),
    );
  });

  it('converts the excl. tax amount once in a USD store view, as the catalogue does: 20.7071 x 1.08 = 22.36', async () => {
    const { cartId } = await addToNewCart(sku.mixed, 1, 'en-rw');
    const totals = await call<CartTotals>(service.url, `/api/cart/totals?cartId=${cartId}&storeCode=en-rw`);
    // incl. tax 22.94 x 1.08 = 24.7752 → 24.78; excl. tax 22.3636 → 22.36; tax 2.42.
    expect(totals.result.items).toEqual([
      expect.objectContaining({ price: 22.36, price_incl_tax: 24.78, row_total: 22.36, tax_amount: 2.42 }),
    ]);
    expect(totals.result).toMatchObject({ subtotal: 22.36, tax_amount: 2.42, grand_total: 24.78 });
    const { amounts, storeView } = await compositeAmounts(sku.mixed, 'en-rw');
    expect(totals.result.subtotal).toBe(amountInStoreCurrency(amounts.finalExclTax, storeView));
    expect(totals.result.items[0]?.price_incl_tax).toBe(amountInStoreCurrency(amounts.final, storeView));
  });
});

describe("a bundle line keeps and is priced by its shopper's choice (seed 000 §3 product_option, §5)", () => {
  const choice = (selections: [number[], number[]]) => ({
    extension_attributes: {
      bundle_options: [
        { option_id: 1, option_qty: 1, option_selections: selections[0] },
        { option_id: 2, option_qty: 2, option_selections: selections[1] },
      ],
    },
  });

  async function addChosen(productOption: unknown) {
    const created = await call<string>(service.url, `/api/cart/create?storeCode=nl-be`, { method: 'POST' });
    const cartId = created.result;
    const added = await call<ServerCartItem>(
      service.url,
      `/api/cart/update?cartId=${cartId}&storeCode=nl-be`,
      {
        body: { cartItem: { quoteId: cartId, sku: sku.bundle, qty: 1, product_option: productOption } },
      },
    );
    return { cartId, added };
  }

  it('prices B (12.50 in its special window) x 1 + C x 2 = 32.40 and pulls the choice back', async () => {
    const { cartId, added } = await addChosen(choice([[12], [21]]));
    expect(added.result).toMatchObject({
      sku: sku.bundle,
      price: 32.4,
      product_option: choice([[12], [21]]),
    });
    const pulled = await call<ServerCartItem[]>(
      service.url,
      `/api/cart/pull?cartId=${cartId}&storeCode=nl-be`,
    );
    expect(pulled.result).toMatchObject([{ price: 32.4, product_option: choice([[12], [21]]) }]);
  });

  it('refuses a choice without a required option, or with a link from another option, and adds nothing', async () => {
    const missing = await addChosen({
      extension_attributes: { bundle_options: [{ option_id: 2, option_qty: 2, option_selections: [21] }] },
    });
    expect(missing.added).toMatchObject({ code: 500, result: 'Please specify product option(s).' });
    const foreign = await addChosen(choice([[21], [21]]));
    expect(foreign.added).toMatchObject({ code: 500, result: 'The options you selected are not available.' });
    const pulled = await call<ServerCartItem[]>(
      service.url,
      `/api/cart/pull?cartId=${foreign.cartId}&storeCode=nl-be`,
    );
    expect(pulled.result).toEqual([]);
  });
});
