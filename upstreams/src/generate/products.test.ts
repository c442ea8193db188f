import type { ProductDocument } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTORS } from './contributors';
import { isValidIsbn13 } from './isbn';
import { generateSmallSet, INDEXES, TEST_TODAY, type SmallSet } from './testData';

let set: SmallSet;
let products: ProductDocument[];
let english: ProductDocument[];
beforeAll(async () => {
  set = await generateSmallSet();
  products = await set.documents('nl_be', 'product');
  english = await set.documents('en_be', 'product');
});
afterAll(() => set.remove());

const day = (dateTime: string | null) => dateTime?.slice(0, 10) ?? null;
const visible = (p: ProductDocument) => p.visibility !== 1;

describe('product types (40 products)', () => {
  it('has every type of seed 000 §3', () => {
    expect(new Set(products.map((p) => p.type_id))).toEqual(
      new Set(['simple', 'configurable', 'grouped', 'bundle', 'downloadable', 'virtual']),
    );
  });

  it('has configurables whose children vary by format/language and by colour and size', () => {
    const configurables = products.filter((p) => p.type_id === 'configurable');
    const codes = configurables.map((p) => p.configurable_options?.map((o) => o.attribute_code).join('+'));
    expect(codes).toContain('format+language');
    expect(codes).toContain('color+size');
    for (const parent of configurables) {
      const children = parent.configurable_children ?? [];
      expect(children.length).toBeGreaterThanOrEqual(2);
      for (const option of parent.configurable_options ?? []) {
        const values = option.values.map((v) => v.value_index);
        for (const child of children) expect(values).toContain(child[option.attribute_code]);
      }
    }
  });

  it('has grouped products with associated simple links and bundles with default links', () => {
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const grouped = products.find((p) => p.type_id === 'grouped');
    expect(grouped?.product_links?.length).toBeGreaterThanOrEqual(2);
    for (const link of grouped?.product_links ?? []) {
      expect(link).toMatchObject({ link_type: 'associated', linked_product_type: 'simple', qty: 1 });
      expect(bySku.get(link.linked_product_sku)?.type_id).toBe('simple');
    }
    // seed 000 §5: grouped price sums associated links with qty 1; bundle price sums default links times qty.
    expect(grouped?.price).toBeCloseTo(
      (grouped?.product_links ?? []).reduce(
        (sum, l) => sum + (bySku.get(l.linked_product_sku)?.price ?? 0),
        0,
      ),
      2,
    );
    for (const bundle of products.filter((p) => p.type_id === 'bundle')) {
      const defaults = (bundle.bundle_options ?? []).flatMap((o) =>
        o.product_links.filter((l) => l.is_default),
      );
      expect(defaults.length).toBe(bundle.bundle_options?.length);
      expect(bundle.price).toBeCloseTo(
        defaults.reduce((sum, l) => sum + (bySku.get(l.sku)?.price ?? 0) * l.qty, 0),
        2,
      );
    }
  });

  it('has classreading bundles named after their book', () => {
    const packs = products.filter((p) => p.is_classreading_bundle);
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      expect(pack.type_id).toBe('bundle');
      const link = pack.bundle_options?.[0]?.product_links[0];
      const book = products.find((p) => p.sku === link?.sku);
      expect(pack.name).toBe(`Klaslezen-pakket: ${link?.qty} x ${book?.name}`);
    }
    const englishPack = english.find((p) => p.is_classreading_bundle);
    expect(englishPack?.name).toMatch(/^Classreading pack: \d+ x /);
  });

  it('has downloadable e-books and audiobooks and a virtual licence, none with managed stock', () => {
    const linkTypes = products.flatMap((p) => p.downloadable_links?.map((l) => l.link_type) ?? []);
    expect(linkTypes).toContain('ebook');
    expect(linkTypes).toContain('audiobook');
    for (const p of products.filter((p) => p.type_id === 'downloadable' || p.type_id === 'virtual'))
      expect(p.stock).toMatchObject({ manage_stock: false, is_in_stock: true });
  });

  it('has custom options with fixed and percent prices', () => {
    const priceTypes = products.flatMap(
      (p) => p.custom_options?.flatMap((o) => o.values.map((v) => v.price_type)) ?? [],
    );
    expect(priceTypes).toContain('fixed');
    expect(priceTypes).toContain('percent');
  });
});

describe('edge cases of the seeds, all in the first 40 products', () => {
  it('stock: out of stock with qty 0, and unmanaged', () => {
    expect(
      products.some((p) => p.type_id === 'simple' && visible(p) && !p.stock.is_in_stock && p.stock.qty === 0),
    ).toBe(true);
    expect(products.some((p) => p.type_id === 'simple' && !p.stock.manage_stock && p.stock.is_in_stock)).toBe(
      true,
    );
  });

  it('special prices with a past, a current and a future window around today', () => {
    const windows = products
      .filter((p) => p.special_price !== null)
      .map((p) => {
        const from = day(p.special_from_date);
        const to = day(p.special_to_date);
        expect(p.special_price).toBeLessThan(p.price);
        if (to !== null && to < TEST_TODAY) return 'past';
        if (from !== null && from > TEST_TODAY) return 'future';
        return 'current';
      });
    expect(new Set(windows)).toEqual(new Set(['past', 'current', 'future']));
  });

  it('publish dates before 1993-01-01 and after today', () => {
    expect(products.some((p) => p.publish_date < '1993-01-01')).toBe(true);
    expect(products.some((p) => p.publish_date > TEST_TODAY)).toBe(true);
  });

  it('a disabled product (status 2)', () => {
    expect(products.some((p) => p.status === 2 && visible(p))).toBe(true);
  });

  it('a configurable with a disabled child; children are visibility 1 and also documents of their own', () => {
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const configurables = products.filter((p) => p.type_id === 'configurable');
    expect(configurables.some((p) => p.configurable_children?.some((c) => c.status === 2))).toBe(true);
    expect(configurables.some((p) => p.configurable_children?.some((c) => !c.stock.is_in_stock))).toBe(true);
    for (const child of configurables.flatMap((p) => p.configurable_children ?? [])) {
      expect(child.visibility).toBe(1);
      expect(bySku.get(child.sku)).toMatchObject({
        type_id: 'simple',
        visibility: 1,
        status: child.status,
        price: child.price,
      });
    }
    const hidden = products.filter((p) => p.visibility === 1);
    expect(hidden.length).toBe(configurables.reduce((n, p) => n + (p.configurable_children?.length ?? 0), 0));
  });

  it('a zero price, no negative price, tier prices, catalogue-only visibility and a product without image', () => {
    expect(products.some((p) => p.price === 0)).toBe(true);
    expect(products.every((p) => p.price >= 0 && (p.special_price ?? 0) >= 0)).toBe(true);
    expect(products.some((p) => p.tier_prices.length > 0)).toBe(true);
    expect(products.some((p) => p.visibility === 2)).toBe(true);
    const imageless = products.filter((p) => p.image === 'no_selection');
    expect(imageless.length).toBeGreaterThan(0);
    for (const p of imageless) expect(p.media_gallery).toEqual([]);
    for (const p of products.filter((p) => p.image !== 'no_selection'))
      expect(p.image).toMatch(/^\/catalog\/product\/[A-Z0-9-]+\.svg$/);
  });
});

describe('product fields', () => {
  it('books have a valid ISBN-13 as isbn and sku', () => {
    const books = products.filter((p) => p.isbn !== null);
    expect(books.length).toBeGreaterThan(20);
    for (const book of books) {
      expect(isValidIsbn13(book.isbn ?? '')).toBe(true);
      expect(book.sku).toBe(book.isbn);
    }
  });

  it('names and url paths follow the index language, ids and prices do not', () => {
    const dutch = new Map(products.map((p) => [p.id, p]));
    let differentNames = 0;
    for (const p of english) {
      const nl = dutch.get(p.id);
      expect(nl).toMatchObject({
        sku: p.sku,
        price: p.price,
        stock: p.stock,
        category_ids: p.category_ids,
        publish_date: p.publish_date,
      });
      if (nl?.name !== p.name) differentNames++;
      expect(p.url_path).toBe(`${p.url_key}.html`);
    }
    expect(differentNames).toBeGreaterThan(30);
  });

  it('both stores of a language hold the same product documents', async () => {
    expect(await set.documents(INDEXES[1], 'product')).toEqual(products);
    expect(await set.documents(INDEXES[3], 'product')).toEqual(english);
  });

  it('url keys are unique within an index', () => {
    expect(new Set(products.map((p) => p.url_key)).size).toBe(products.length);
  });

  it('authors and illustrators come from the contributor pool', () => {
    const names = new Set(CONTRIBUTORS.map((c) => c.name));
    for (const p of products) {
      if (p.author !== null) expect(names).toContain(p.author);
      if (p.illustrator !== null) expect(names).toContain(p.illustrator);
    }
  });
});
