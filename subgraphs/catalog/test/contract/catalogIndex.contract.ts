import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFilters } from '../../src/domain/catalogFilters';
import { PRICE_FILTER_RANGES, priceRangeKey } from '../../src/domain/priceRanges';
import type { CatalogIndex, ProductSearch } from '../../src/ports/CatalogIndex';
import { AGE, VISIBLE_LATEST } from '../browseFixtures';

/** An adapter loaded with the browsing fixtures (test/browseFixtures.ts) of every store view. */
export interface ContractSubject {
  index: CatalogIndex;
  /** Requests the adapter has sent to its search engine so far (port calls for the in-process index). */
  requests(): number;
  close?(): Promise<void>;
}

const TODAY = '2025-06-01';
const SHOWN = catalogFilters({ customerGroupId: 0, today: TODAY });
const PRICE_RANGES = PRICE_FILTER_RANGES.map((range) => ({
  key: priceRangeKey(range),
  from: range.from,
  ...(range.to === null ? {} : { to: range.to }),
}));
/** seed 000 §9 price order of the visible products (all prices differ). */
const BY_PRICE = ['KIK-002', 'EBOOK-1', 'NIJN-1', 'OUT-1', 'KIK-001', 'LEES-1', 'SHIRT', 'YA-1', 'BOX-1'];

/**
 * What every CatalogIndex adapter must answer alike for the same query (seed 000 §7, §9). Relevance
 * scores differ between engines, so text searches are checked by what they find, not by full order.
 */
export function describeCatalogIndexContract(name: string, makeIndex: () => Promise<ContractSubject>): void {
  describe(`CatalogIndex contract: ${name}`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await makeIndex();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    const search = (query: Partial<ProductSearch>) =>
      subject.index.searchProducts({ index: 'nl_be', filters: SHOWN, from: 0, size: 50, ...query });
    const skus = async (query: Partial<ProductSearch>) => (await search(query)).items.map((item) => item.sku);

    it('finds a product by sku, and a hidden child with its configurable parent', async () => {
      const plain = await subject.index.findProduct('nl_be', { field: 'sku', value: 'KIK-001' });
      expect(plain.product?.name).toBe('Kikker is verliefd');
      expect(plain.parent).toBeNull();
      const child = await subject.index.findProduct('nl_be', { field: 'sku', value: 'SHIRT-RED-S' });
      expect([child.product?.sku, child.parent?.sku]).toEqual(['SHIRT-RED-S', 'SHIRT']);
      expect(await subject.index.findProduct('nl_be', { field: 'sku', value: 'NOPE' })).toEqual({
        product: null,
        parent: null,
      });
    });

    it('finds a product by url path, url key and slug, per store view', async () => {
      const byPath = await subject.index.findProduct('en_be', {
        field: 'url_path',
        value: 'frog-in-love.html',
      });
      expect(byPath.product?.sku).toBe('KIK-001');
      const child = await subject.index.findProduct('nl_be', {
        field: 'url_path',
        value: 'kikker-t-shirt-blauw-m.html',
      });
      expect([child.product?.sku, child.parent?.sku]).toEqual(['SHIRT-BLUE-M', 'SHIRT']);
      const byKey = await subject.index.findProduct('nl_be', {
        field: 'url_key',
        value: 'kikker-t-shirt-rood-s',
      });
      expect([byKey.product?.sku, byKey.parent?.sku]).toEqual(['SHIRT-RED-S', 'SHIRT']);
      const bySlug = await subject.index.findProduct('nl_be', { field: 'slug', value: 'nijntje-aan-zee' });
      expect(bySlug.product?.sku).toBe('NIJN-1');
      expect(
        (await subject.index.findProduct('nl_be', { field: 'url_path', value: 'frog-in-love.html' })).product,
      ).toBe(null);
    });

    it('lists a category with the total of all pages, page by page in Latest order', async () => {
      const page = await search({ sort: { field: 'publish_date', order: 'desc' }, from: 2, size: 3 });
      expect(page.total).toBe(9);
      expect(page.items.map((item) => item.sku)).toEqual(VISIBLE_LATEST.slice(2, 5));
      const category = await search({
        filters: [...SHOWN, { kind: 'terms', field: 'category_ids', values: [11] }],
        sort: { field: 'publish_date', order: 'desc' },
      });
      expect([category.total, category.items.map((item) => item.sku)]).toEqual([2, ['NIJN-1', 'KIK-001']]);
    });

    it('hides what the catalogue filters exclude (before 1993, future, disabled, not visible), except for group 8', async () => {
      expect((await skus({})).sort()).toEqual([...VISIBLE_LATEST].sort());
      const foreign = await skus({ filters: catalogFilters({ customerGroupId: 8, today: TODAY }) });
      expect(foreign).toEqual(expect.arrayContaining(['OLD-1', 'FUTURE-1']));
      expect(foreign).not.toContain('DISABLED-1');
    });

    it('filters by attribute values (any of them), price ranges (lower bound in, upper out) and stock', async () => {
      const sorted = async (query: Partial<ProductSearch>) => (await skus(query)).sort();
      expect(
        await sorted({
          filters: [...SHOWN, { kind: 'terms', field: 'age', values: [AGE.threePlus, AGE.fourPlus] }],
        }),
      ).toEqual(['BOX-1', 'KIK-001', 'KIK-002', 'OUT-1']);
      expect(
        await sorted({ filters: [...SHOWN, { kind: 'range', field: 'price', gte: 5, lt: 10 }] }),
      ).toEqual(['EBOOK-1', 'NIJN-1']);
      expect(
        await sorted({
          filters: [
            ...SHOWN,
            {
              kind: 'any',
              filters: [
                { kind: 'range', field: 'price', gte: 0, lt: 5 },
                { kind: 'range', field: 'price', gte: 30 },
              ],
            },
          ],
        }),
      ).toEqual(['BOX-1', 'KIK-002']);
      expect(
        await skus({
          filters: catalogFilters({ customerGroupId: 0, today: TODAY }, { hideOutOfStock: true }),
        }),
      ).not.toContain('OUT-1');
      expect(
        await skus({ filters: [...SHOWN, { kind: 'terms', field: 'is_in_stock', values: [false] }] }),
      ).toEqual(['OUT-1']);
    });

    it('sorts by publish date and by price, both ways', async () => {
      expect(await skus({ sort: { field: 'publish_date', order: 'desc' } })).toEqual(VISIBLE_LATEST);
      expect(await skus({ sort: { field: 'price', order: 'asc' } })).toEqual(BY_PRICE);
      expect(await skus({ sort: { field: 'price', order: 'desc' } })).toEqual([...BY_PRICE].reverse());
    });

    it('counts facets: terms by count (ties to the lower value), years, and every price range; each ignores its own selection', async () => {
      const result = await search({
        selections: [
          { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [AGE.threePlus] } },
        ],
        aggregations: {
          age: { kind: 'terms', field: 'age', size: 100 },
          color: { kind: 'terms', field: 'color', size: 10, include: [1901] },
          publish_date: { kind: 'year', field: 'publish_date' },
          price: { kind: 'range', field: 'price', ranges: PRICE_RANGES },
        },
        sort: { field: 'publish_date', order: 'desc' },
      });
      expect(result.total).toBe(2);
      expect(result.items.map((item) => item.sku)).toEqual(['BOX-1', 'KIK-001']);
      expect(result.aggregations).toEqual({
        age: [
          { key: String(AGE.twoPlus), count: 3 },
          { key: String(AGE.fourPlus), count: 2 },
          { key: String(AGE.threePlus), count: 2 },
          { key: String(AGE.youngAdult), count: 1 },
          { key: String(AGE.eightPlus), count: 1 },
          { key: String(AGE.months12to24), count: 1 },
        ],
        color: [{ key: '1901', count: 0 }],
        publish_date: [
          { key: '2021', count: 1 },
          { key: '2024', count: 1 },
        ],
        price: PRICE_RANGES.map((range) => ({
          key: range.key,
          count: range.key === '10-15' || range.key === '30-*' ? 1 : 0,
        })),
      });
      const all = await search({
        aggregations: {
          publish_date: { kind: 'year', field: 'publish_date' },
          price: { kind: 'range', field: 'price', ranges: PRICE_RANGES },
        },
        size: 0,
      });
      expect([all.total, all.items]).toEqual([9, []]);
      expect(all.aggregations.publish_date).toEqual([
        { key: '2019', count: 1 },
        { key: '2020', count: 1 },
        { key: '2021', count: 2 },
        { key: '2023', count: 2 },
        { key: '2024', count: 2 },
        { key: '2025', count: 1 },
      ]);
      expect(all.aggregations.price?.map((bucket) => bucket.count)).toEqual([1, 2, 2, 2, 1, 0, 1]);
    });

    it('finds a product by a typo of its name, and books by a typo of their author', async () => {
      expect((await skus({ text: 'Nijntie' }))[0]).toBe('NIJN-1');
      expect((await skus({ text: 'Velthuys' })).sort()).toEqual(['EBOOK-1', 'KIK-001', 'KIK-002']);
      expect(await skus({ text: 'Frog', index: 'en_be', filters: SHOWN })).toContain('KIK-001');
    });

    it("tells which words of a search it knows, and the close terms of the others (for a 'did you mean')", async () => {
      const result = await search({ text: 'Kikkr Velthuijs', size: 1, spelling: true });
      expect(result.spelling).toEqual([
        expect.objectContaining({
          word: 'kikkr',
          offset: 0,
          length: 5,
          known: false,
          candidates: expect.arrayContaining([expect.objectContaining({ term: 'kikker' })]),
        }),
        { word: 'velthuijs', offset: 6, length: 9, known: true, candidates: [] },
      ]);
      expect((await search({ size: 1, spelling: true })).spelling).toBeUndefined();
    });

    it('answers products by skus, categories by position, attributes, tax rules and CMS documents', async () => {
      const bySkus = await subject.index.productsBySkus('nl_be', ['KIK-002', 'NOPE', 'KIK-001', 'KIK-002']);
      expect(bySkus.map((item) => item.sku).sort()).toEqual(['KIK-001', 'KIK-002']);
      expect((await subject.index.categories('nl_be', { size: 4 })).map((category) => category.id)).toEqual([
        2, 3, 11, 10,
      ]);
      const attributes = await subject.index.attributes('en_be', { codes: ['color', 'age'], size: 10 });
      expect(attributes.map((attribute) => attribute.attribute_code).sort()).toEqual(['age', 'color']);
      expect((await subject.index.taxRules('nl_be')).map((rule) => rule.id)).toEqual([1]);
      expect(
        (await subject.index.cmsPages('nl_be', { identifiers: ['contact'], size: 150 })).map((p) => p.id),
      ).toEqual([2]);
      expect(
        (await subject.index.cmsPages('en_be', { ids: [1], size: 150 })).map((p) => p.identifier),
      ).toEqual(['about-us']);
      expect((await subject.index.cmsBlocks('nl_be', { size: 2 })).length).toBe(2);
    });

    it('answers a category page with facets, a batch of skus and a lookup by sku with one request each', async () => {
      const before = subject.requests();
      await search({
        selections: [
          { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [AGE.threePlus] } },
        ],
        aggregations: {
          age: { kind: 'terms', field: 'age', size: 100 },
          price: { kind: 'range', field: 'price', ranges: PRICE_RANGES },
        },
      });
      expect(subject.requests() - before).toBe(1);
      await subject.index.productsBySkus('nl_be', VISIBLE_LATEST);
      expect(subject.requests() - before).toBe(2);
      await subject.index.findProduct('nl_be', { field: 'sku', value: 'SHIRT-RED-S' });
      expect(subject.requests() - before).toBe(3);
    });
  });
}
