import type { ContentDemoData, ProductDocument } from '@shop/contracts';
import { finalPriceInclTax } from '@shop/pricing';
import { parseShopRoute, TRANSLATED_SEGMENTS } from '@shop/routes';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@shop/store-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryName, menuTree } from './categories';
import { generateSmallSet, TEST_TODAY, type SmallSet } from './testData';

/** What every shopper may see (seed 000 §6, §9), by sku, in the index of a store view. */
async function showableOf(set: SmallSet, code: StoreCode): Promise<Map<string, ProductDocument>> {
  const products = await set.documents(STORE_VIEWS[code].index, 'product');
  return new Map(
    products
      .filter(
        (p) =>
          p.status === 1 &&
          p.visibility !== 1 &&
          p.publish_date >= '1993-01-01' &&
          p.publish_date <= TEST_TODAY,
      )
      .map((p) => [p.sku, p]),
  );
}

const listedSkus = (content: ContentDemoData) => [
  ...content.educationalMaterial.items.flatMap((item) => item.skus ?? []),
  ...content.productListingPages.flatMap((page) => page.lists.flatMap((list) => list.skus)),
];

const images = (content: ContentDemoData) =>
  [...(content.homepage.small_banners ?? []), ...(content.homepage.product_banners ?? [])].map(
    (banner) => banner.image,
  );

let set: SmallSet;
beforeAll(async () => {
  set = await generateSmallSet();
});
afterAll(() => set.remove());

describe.each(STORE_CODES)('content pages of %s', (code) => {
  const language = STORE_VIEWS[code].language;

  it('lists only products that exist and can be shown, and shows only covers of such products', async () => {
    const content = await set.content(code);
    const showable = await showableOf(set, code);
    const covers = new Set([...showable.values()].map((p) => p.image).filter((i) => i !== 'no_selection'));
    const skus = listedSkus(content);
    expect(skus.length).toBeGreaterThan(20);
    for (const sku of skus) expect(showable.has(sku), sku).toBe(true);
    const shown = [
      ...images(content),
      ...content.productListingPages.map((page) => page.head_image),
      ...content.educationalMaterial.items.map((item) => item.image),
    ];
    for (const image of shown) expect(covers.has(image ?? ''), image).toBe(true);
  });

  it('has fourteen news items over months, newest first, each naming itself in all four store views', async () => {
    const { news } = await set.content(code);
    expect(news).toHaveLength(14);
    const dates = news.map((item) => item.date);
    expect(new Set(dates).size).toBe(14);
    expect(dates).toEqual([...dates].sort().reverse());
    const days = (Date.parse(dates[0] ?? '') - Date.parse(dates[13] ?? '')) / 86_400_000;
    expect(days).toBeGreaterThan(120);
    for (const item of news) {
      expect(Object.keys(item.alternates ?? {}).sort()).toEqual([...STORE_CODES].sort());
      expect(item.alternates?.[code]).toBe(item.slug);
    }
  });

  it('has educational material for at least six books: the overview at the segment lists every material', async () => {
    const { educationalMaterial } = await set.content(code);
    const segment = TRANSLATED_SEGMENTS[language].educationalMaterial;
    const showable = await showableOf(set, code);
    expect(educationalMaterial.overview.url).toBe(segment);
    expect(educationalMaterial.items.length).toBeGreaterThanOrEqual(6);
    expect(educationalMaterial.overview.items).toEqual(
      educationalMaterial.items.map(({ url, title, intro, image }) => ({ url, title, intro, image })),
    );
    for (const item of educationalMaterial.items) {
      expect(item.url).toMatch(new RegExp(`^${segment}/[a-z0-9-]+$`));
      expect(item.skus).toHaveLength(1);
      // The material's picture is the cover of its book.
      expect(item.image).toBe(showable.get(item.skus?.[0] ?? '')?.image);
      expect(item.body).toContain('<ol><li>');
      // The demo has no worksheet files: a download would lead nowhere.
      expect(item).not.toHaveProperty('download');
      expect(item.alternates?.[code]).toBe(item.url.slice(segment.length + 1));
    }
  });

  it('has curated lists, the joy action list of books on offer today and one range list per department', async () => {
    const { productListingPages } = await set.content(code);
    expect(productListingPages.map((page) => page.kind)).toEqual([
      'curated-lists',
      'joy-action-list',
      'range',
    ]);
    const [curated, joy, range] = productListingPages;
    const showable = await showableOf(set, code);

    expect(curated?.lists.length).toBeGreaterThanOrEqual(4);
    for (const list of curated?.lists ?? []) {
      expect(list.skus.length).toBeGreaterThanOrEqual(3);
      expect(list.skus.length).toBeLessThanOrEqual(12);
      expect(new Set(list.skus).size).toBe(list.skus.length);
    }

    // Clavis Joy: every book on it costs less today by the shop's own price rule.
    expect(joy?.lists.length).toBeGreaterThanOrEqual(1);
    for (const sku of joy?.lists.flatMap((list) => list.skus) ?? []) {
      const product = showable.get(sku) as ProductDocument;
      expect(finalPriceInclTax(product, TEST_TODAY), sku).toBeLessThan(product.price);
    }

    const departments = menuTree().map(({ id }) => id);
    for (const list of range?.lists ?? []) {
      const route = parseShopRoute(list.link ?? '');
      expect(route).toMatchObject({ kind: 'category', store: code });
      expect(list.link_label).toBeTruthy();
      expect(list.skus.length).toBeGreaterThanOrEqual(1);
      expect(list.skus.length).toBeLessThanOrEqual(8);
      // The products of the list are in the department the list links to.
      const department = departments.find((id) =>
        list.skus.every((sku) => showable.get(sku)?.category_ids.includes(id)),
      );
      expect(department, list.title).toBeDefined();
    }
  });

  it('links every banner and range list to a page of the shop in this store view', async () => {
    const content = await set.content(code);
    const categories = await set.documents(STORE_VIEWS[code].index, 'category');
    const urlPaths = new Set(categories.filter((c) => c.is_active).map((c) => c.url_path));
    const small = content.homepage.small_banners ?? [];
    const product = content.homepage.product_banners ?? [];
    expect(small.length).toBeGreaterThanOrEqual(2);
    expect(small.length).toBeLessThanOrEqual(3);
    expect(product).toHaveLength(2);
    const links = [
      ...[...small, ...product].map((banner) => banner.link),
      ...content.productListingPages.flatMap((page) => page.lists.map((list) => list.link)),
    ].filter((link) => link !== undefined);
    for (const link of links) {
      const route = parseShopRoute(link);
      expect(route?.store, link).toBe(code);
      // A page of the shop's own route table, or a category the catalogue has.
      expect(route?.kind, link).not.toBe('urlPath');
      if (route?.kind === 'category') expect(urlPaths.has(route.urlPath), link).toBe(true);
    }
    expect(product.map((banner) => parseShopRoute(banner.link ?? '')?.kind)).toEqual([
      'joyActionList',
      'category',
    ]);
  });
});

describe('content pages of a larger catalogue', () => {
  let large: SmallSet;
  beforeAll(async () => {
    large = await generateSmallSet({ products: 300 });
  });
  afterAll(() => large.remove());

  it('has four to six curated lists of six to twelve books, and a range list of four to eight per department', async () => {
    const { productListingPages } = await large.content('nl-be');
    const [curated, joy, range] = productListingPages;
    expect(curated?.lists.length).toBeGreaterThanOrEqual(4);
    expect(curated?.lists.length).toBeLessThanOrEqual(6);
    for (const list of curated?.lists ?? []) {
      expect(list.skus.length).toBeGreaterThanOrEqual(6);
      expect(list.skus.length).toBeLessThanOrEqual(12);
    }
    expect(joy?.lists.flatMap((list) => list.skus).length).toBeGreaterThanOrEqual(3);
    expect(range?.lists.map((list) => list.title)).toEqual(
      menuTree().map(({ id }) => categoryName(id, 'nl')),
    );
    for (const list of range?.lists ?? []) {
      expect(list.skus.length).toBeGreaterThanOrEqual(4);
      expect(list.skus.length).toBeLessThanOrEqual(8);
    }
  });

  it('lists the same products in both languages', async () => {
    const skusOf = async (store: StoreCode) =>
      (await large.content(store)).productListingPages.map((page) => page.lists.map((list) => list.skus));
    expect(await skusOf('en-rw')).toEqual(await skusOf('nl-be'));
  });
});
