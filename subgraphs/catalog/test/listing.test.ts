/**
 * Listing and search through the subgraph (seed 000 §5, §9; seed 001 §5): filters, sort, paging, the
 * search term rule and the facets, with exact counts over test/browseFixtures.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AGE, FORMAT, VISIBLE_LATEST, browseDocuments } from './browseFixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer({ documents: browseDocuments() });
});

interface Option {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
interface Listing {
  total: number;
  sort: string;
  paging: { pageSize: number; start: number };
  items: { sku: string }[];
  aggregations?: { attributeCode: string; label: string; options: Option[] }[];
  userErrors: { code: string; message: string; field: string | null }[];
}

const PRODUCTS = `query Products($search: ProductSearchInput) {
  products(search: $search) {
    total sort paging { pageSize start } items { sku } userErrors { code message field }
  }
}`;

const FACETED = `query Faceted($search: ProductSearchInput) {
  products(search: $search) {
    total sort paging { pageSize start } items { sku } userErrors { code message field }
    aggregations { attributeCode label options { value label count selected } }
  }
}`;

const list = async (search: Record<string, unknown>, headers = {}) => {
  const result = await catalog.execute<{ products: Listing }>(PRODUCTS, { search }, headers);
  expect(result.errors).toBeUndefined();
  return { ...result, list: result.data?.products as Listing };
};
const faceted = async (search: Record<string, unknown>, headers = {}) => {
  const result = await catalog.execute<{ products: Listing }>(FACETED, { search }, headers);
  expect(result.errors).toBeUndefined();
  return { ...result, list: result.data?.products as Listing };
};
const skus = (listing: Listing) => listing.items.map((item) => item.sku);
const facet = (listing: Listing, code: string) =>
  listing.aggregations
    ?.find((a) => a.attributeCode === code)
    ?.options.map((o) => [o.label, o.count, o.selected]);

describe('products: listing', () => {
  it('lists what an anonymous shopper may see, Latest first, 50 from 0, in one index query', async () => {
    const { list: listing, indexQueries, cacheControl } = await list({ categoryId: 2 });
    // Hidden: 1992-12-31, 2999-01-01, status 2 and visibility 1 (seed 000 §6, §9); out of stock is listed.
    expect(listing).toEqual({
      total: 9,
      sort: 'LATEST',
      paging: { pageSize: 50, start: 0 },
      items: VISIBLE_LATEST.map((sku) => ({ sku })),
      userErrors: [],
    });
    expect(indexQueries).toBe(1);
    expect(cacheControl).toBe('max-age=300, public');
  });

  it('sorts price low to high and high to low (seed 000 §9)', async () => {
    expect(skus((await list({ categoryId: 2, sort: 'PRICE_ASC' })).list)).toEqual([
      'KIK-002',
      'EBOOK-1',
      'NIJN-1',
      'OUT-1',
      'KIK-001',
      'LEES-1',
      'SHIRT',
      'YA-1',
      'BOX-1',
    ]);
    expect(skus((await list({ categoryId: 2, sort: 'PRICE_DESC', paging: { pageSize: 2 } })).list)).toEqual([
      'BOX-1',
      'YA-1',
    ]);
  });

  it('pages, and resets invalid paging values to 50 from 0, pages over 999 included (seed 001 §5, seed 000 §9)', async () => {
    const page = (await list({ categoryId: 2, paging: { pageSize: 3, start: 3 } })).list;
    expect(page).toMatchObject({ total: 9, paging: { pageSize: 3, start: 3 } });
    expect(skus(page)).toEqual(VISIBLE_LATEST.slice(3, 6));
    expect((await list({ categoryId: 2, paging: { pageSize: -1, start: -5 } })).list.paging).toEqual({
      pageSize: 50,
      start: 0,
    });
    expect((await list({ categoryId: 2, paging: { pageSize: 1000 } })).list.paging).toEqual({
      pageSize: 50,
      start: 0,
    });
  });

  it('filters by category, and by any value within an attribute and all attributes together', async () => {
    expect(skus((await list({ categoryId: 11 })).list)).toEqual(['NIJN-1', 'KIK-001']);
    const anyAge = await list({
      filters: [{ attributeCode: 'age', values: [String(AGE.twoPlus), String(AGE.youngAdult)] }],
    });
    expect(skus(anyAge.list)).toEqual(['YA-1', 'BOX-1', 'KIK-001', 'KIK-002']);
    const both = await list({
      filters: [
        { attributeCode: 'age', values: [String(AGE.twoPlus)] },
        { attributeCode: 'format', values: [String(FORMAT.hardcover)] },
        { attributeCode: 'price', values: ['10-15', '30-*'] },
      ],
    });
    expect(skus(both.list)).toEqual(['BOX-1', 'KIK-001']);
    expect(
      skus((await list({ filters: [{ attributeCode: 'publish_date', values: ['2021', '2019'] }] })).list),
    ).toEqual(['NIJN-1', 'KIK-001', 'KIK-002']);
  });

  it('hides out-of-stock products when configured (seed 000 §9)', async () => {
    const hiding = await catalogTestServer({
      documents: browseDocuments(),
      catalogSettings: { hideOutOfStock: true, preventConfigurableChildrenDirectAccess: true },
    });
    const result = await hiding.execute<{ products: Listing }>(PRODUCTS, { search: { categoryId: 2 } });
    expect(result.data?.products.total).toBe(8);
    expect(skus(result.data?.products as Listing)).not.toContain('OUT-1');
  });

  it('lists new releases: category 3 (seed 000 §2, §9), without the future book', async () => {
    const result = await catalog.execute<{ newReleases: Listing }>(
      '{ newReleases { total sort items { sku } } }',
    );
    expect(result.data?.newReleases).toEqual({ total: 1, sort: 'LATEST', items: [{ sku: 'YA-1' }] });
  });

  it('keeps categoryProducts for the web: the same listing, with facets when asked', async () => {
    const result = await catalog.execute<{ categoryProducts: Listing }>(
      'query ($id: Int!) { categoryProducts(categoryId: $id, paging: { pageSize: 2 }) { total items { sku } aggregations { attributeCode } } }',
      { id: 11 },
    );
    expect(result.data?.categoryProducts).toMatchObject({
      total: 2,
      items: [{ sku: 'NIJN-1' }, { sku: 'KIK-001' }],
      aggregations: expect.arrayContaining([{ attributeCode: 'age' }]),
    });
    expect(result.indexQueries).toBe(1);
  });

  it('answers a client mistake in filters with BAD_USER_INPUT', async () => {
    const unknown = await catalog.execute(PRODUCTS, {
      search: { filters: [{ attributeCode: 'colour', values: ['1'] }] },
    });
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Unknown filter "colour"'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const malformed = await catalog.execute(PRODUCTS, {
      search: { filters: [{ attributeCode: 'price', values: ['3-4'] }] },
    });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malformed.indexQueries).toBe(0);
  });
});

describe('products: search (seed 000 §9)', () => {
  it('ranks by relevance by default and searches name, author, illustrator and sku', async () => {
    const velthuijs = (await list({ term: 'Velthuijs' })).list;
    expect(velthuijs.sort).toBe('RELEVANCE');
    expect(skus(velthuijs).sort()).toEqual(['EBOOK-1', 'KIK-001', 'KIK-002']);
    expect(skus((await list({ term: 'Westendorp' })).list)).toEqual(['LEES-1']);
    expect(skus((await list({ term: 'NIJN-1' })).list)).toContain('NIJN-1');
  });

  it('still finds a word with two typos (fuzziness 2)', async () => {
    expect(skus((await list({ term: 'Velthuys' })).list).sort()).toEqual(['EBOOK-1', 'KIK-001', 'KIK-002']);
  });

  it("says 'did you mean' with the index's own word for a word it does not know, in the same index query", async () => {
    const SUGGESTED = `query Suggested($search: ProductSearchInput) {
      products(search: $search) { total suggestion }
    }`;
    const suggested = async (search: Record<string, unknown>) => {
      const result = await catalog.execute<{ products: { total: number; suggestion: string | null } }>(
        SUGGESTED,
        { search },
      );
      expect(result.errors).toBeUndefined();
      return { ...result.data?.products, indexQueries: result.indexQueries };
    };
    // The typo still finds the books (fuzziness 2); the suggestion names the word the index has.
    expect(await suggested({ term: 'Velthuys' })).toEqual({
      total: 3,
      suggestion: 'Velthuijs',
      indexQueries: 1,
    });
    expect(await suggested({ term: 'kikker Velthuys' })).toMatchObject({ suggestion: 'kikker Velthuijs' });
    expect(await suggested({ term: 'Velthuijs' })).toMatchObject({ suggestion: null });
    expect(await suggested({ term: 'xqzwv' })).toMatchObject({ total: 0, suggestion: null });
    expect(await suggested({ categoryId: 2 })).toMatchObject({ suggestion: null });
  });

  it('sorts a search when asked and combines it with filters and categories', async () => {
    const result = (await list({ term: 'kikker', categoryId: 10, sort: 'PRICE_ASC' })).list;
    expect(result).toMatchObject({ sort: 'PRICE_ASC', total: 2 });
    expect(skus(result)).toEqual(['KIK-002', 'KIK-001']);
  });

  it("answers a term under 3 characters with 'Search term at least 3 characters', without an index query", async () => {
    const { list: short, indexQueries } = await list({ term: 'ki', categoryId: 2 });
    expect(short).toEqual({
      total: 0,
      sort: 'RELEVANCE',
      paging: { pageSize: 50, start: 0 },
      items: [],
      userErrors: [
        { code: 'SEARCH_TERM_TOO_SHORT', message: 'Search term at least 3 characters', field: 'term' },
      ],
    });
    expect(indexQueries).toBe(0);
    expect((await list({ term: 'kik' })).list.userErrors).toEqual([]);
  });

  it('lists without searching for a blank term', async () => {
    expect((await list({ term: '   ', categoryId: 2 })).list).toMatchObject({ total: 9, sort: 'LATEST' });
  });
});

describe('products: facets (seed 000 §9)', () => {
  it('count every option over the products found, age in the fixed label order, in the same index query', async () => {
    const { list: listing, indexQueries } = await faceted({ categoryId: 2 });
    expect(indexQueries).toBe(1);
    expect(listing.aggregations?.map((a) => [a.attributeCode, a.label])).toEqual([
      ['age', 'Leeftijd'],
      ['theme_terms', 'Thema'],
      ['series', 'Reeks'],
      ['publish_date', 'Verschijningsdatum'],
      ['language', 'Taal'],
      ['format', 'Uitvoering'],
      ['price', 'Prijs'],
      ['type_of_product', 'Soort product'],
      ['nur', 'NUR'],
    ]);
    // 12-24 maanden comes before 2+ though its option id is higher; 2+ leads on count but keeps its place.
    expect(facet(listing, 'age')).toEqual([
      ['12-24 maanden', 1, false],
      ['2+', 3, false],
      ['3+', 2, false],
      ['4+', 2, false],
      ['8+', 1, false],
      ['Young Adult', 1, false],
    ]);
    expect(facet(listing, 'publish_date')).toEqual([
      ['2025', 1, false],
      ['2024', 2, false],
      ['2023', 2, false],
      ['2021', 2, false],
      ['2020', 1, false],
      ['2019', 1, false],
    ]);
    const nbsp = '\u00a0';
    expect(facet(listing, 'price')).toEqual([
      [`< €${nbsp}5`, 1, false],
      [`€${nbsp}5 - €${nbsp}10`, 2, false],
      [`€${nbsp}10 - €${nbsp}15`, 2, false],
      [`€${nbsp}15 - €${nbsp}20`, 2, false],
      [`€${nbsp}20 - €${nbsp}25`, 1, false],
      [`> €${nbsp}30`, 1, false],
    ]);
    expect(facet(listing, 'language')).toEqual([
      ['nld', 8, false],
      ['eng', 1, false],
    ]);
    expect(facet(listing, 'format')).toEqual([
      ['Hardcover', 3, false],
      ['Paperback', 3, false],
      ['Kartonboek', 1, false],
      ['E-book', 1, false],
      ['Textiel', 1, false],
    ]);
  });

  it("count each facet with the other facets' filters only, and mark the selected options", async () => {
    const { list: listing } = await faceted({
      categoryId: 2,
      filters: [
        { attributeCode: 'age', values: [String(AGE.twoPlus)] },
        { attributeCode: 'price', values: ['0-5'] },
      ],
    });
    expect(skus(listing)).toEqual(['KIK-002']);
    // Ages of the products under €5; prices of the 2+ products (KIK-002 €4.99, KIK-001 €14.95, BOX-1 €35).
    expect(facet(listing, 'age')).toEqual([
      ['2+', 1, true],
      ['4+', 1, false],
    ]);
    expect(listing.aggregations?.find((a) => a.attributeCode === 'price')?.options).toEqual([
      { value: '0-5', label: '< €\u00a05', count: 1, selected: true },
      { value: '10-15', label: '€\u00a010 - €\u00a015', count: 1, selected: false },
      { value: '30-*', label: '> €\u00a030', count: 1, selected: false },
    ]);
  });

  it('label prices in dollars for en-rw and count them in dollars, and English labels for en-be', async () => {
    const rwanda = (await faceted({ categoryId: 2 }, { store: 'en-rw' })).list;
    // €4.99 is $5.39 and €5.00 is $5.40: both in $5 - $10 at the demo rate 1.08.
    expect(facet(rwanda, 'price')).toEqual([
      ['$5 - $10', 2, false],
      ['$10 - $15', 2, false],
      ['$15 - $20', 2, false],
      ['$20 - $25', 1, false],
      ['$25 - $30', 1, false],
      ['> $30', 1, false],
    ]);
    const under5 = await list(
      { categoryId: 2, filters: [{ attributeCode: 'price', values: ['0-5'] }] },
      { store: 'en-rw' },
    );
    expect(under5.list.total).toBe(0);
    const belgium = (await faceted({ categoryId: 11 }, { store: 'en-be' })).list;
    expect(belgium.aggregations?.find((a) => a.attributeCode === 'age')).toEqual({
      attributeCode: 'age',
      label: 'Age',
      options: [
        { value: String(AGE.months12to24), label: '12-24 months', count: 1, selected: false },
        { value: String(AGE.twoPlus), label: '2+', count: 1, selected: false },
        { value: String(AGE.threePlus), label: '3+', count: 1, selected: false },
      ],
    });
    expect(facet(belgium, 'price')).toEqual([
      ['€5 - €10', 1, false],
      ['€10 - €15', 1, false],
    ]);
  });

  it('are not counted when not asked for', async () => {
    expect((await list({ categoryId: 2 })).list.aggregations).toBeUndefined();
  });
});
