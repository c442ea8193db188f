import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductDocument } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGE,
  BROWSE_TAX_RULES,
  FORMAT,
  VISIBLE_LATEST,
  browseDocuments,
  browseIndex,
} from '../../test/browseFixtures';
import { catalogFilters } from '../domain/catalogFilters';
import { CatalogDataError, EmbeddedCatalogIndex, catalogIndexFile } from './embedded';
import type { AggregationRequest, ProductFilter, ProductSearch } from '../ports/CatalogIndex';

let catalog: EmbeddedCatalogIndex;
const DUTCH = browseIndex('nl_be');
const products = DUTCH.products as ProductDocument[];
const documentOf = (sku: string) => products.find((p) => p.sku === sku) as ProductDocument;

beforeAll(async () => {
  catalog = await EmbeddedCatalogIndex.build(browseDocuments());
});

const search = (query: Partial<ProductSearch>) =>
  catalog.searchProducts({ index: 'nl_be', filters: [], from: 0, size: 50, ...query });
const skusOf = async (query: Partial<ProductSearch>) => (await search(query)).items.map((p) => p.sku);
const shown = catalogFilters({ customerGroupId: 0, today: '2025-06-01' });

describe('EmbeddedCatalogIndex.searchProducts', () => {
  it('applies the catalogue filters: visibility 2-4, status 0-1 and the publish window', async () => {
    expect((await skusOf({ filters: shown })).sort()).toEqual([...VISIBLE_LATEST].sort());
  });

  it('filters by category, type, select attributes (any value), price (lower bound in, upper out) and stock', async () => {
    const terms = (filter: ProductFilter) => skusOf({ filters: [...shown, filter] });
    expect((await terms({ kind: 'terms', field: 'category_ids', values: [11] })).sort()).toEqual([
      'KIK-001',
      'NIJN-1',
    ]);
    expect(await terms({ kind: 'terms', field: 'type_id', values: ['downloadable'] })).toEqual(['EBOOK-1']);
    expect(
      (await terms({ kind: 'terms', field: 'age', values: [AGE.threePlus, AGE.fourPlus] })).sort(),
    ).toEqual(['BOX-1', 'KIK-001', 'KIK-002', 'OUT-1']);
    expect(await terms({ kind: 'terms', field: 'format', values: [FORMAT.board] })).toEqual(['NIJN-1']);
    // EBOOK-1 costs exactly 5.00: in 5-10, not in 0-5.
    expect(await terms({ kind: 'range', field: 'price', gte: 0, lt: 5 })).toEqual(['KIK-002']);
    expect((await terms({ kind: 'range', field: 'price', gte: 5, lt: 10 })).sort()).toEqual([
      'EBOOK-1',
      'NIJN-1',
    ]);
    expect(
      (
        await terms({
          kind: 'any',
          filters: [
            { kind: 'range', field: 'price', gte: 0, lt: 5 },
            { kind: 'range', field: 'price', gte: 30 },
          ],
        })
      ).sort(),
    ).toEqual(['BOX-1', 'KIK-002']);
    expect(await terms({ kind: 'terms', field: 'is_in_stock', values: [false] })).toEqual(['OUT-1']);
  });

  it('filters dates by calendar day, both bounds included', async () => {
    const filters = [{ kind: 'range', field: 'publish_date', gte: '1992-12-31', lte: '2019-09-15' }] as const;
    expect((await skusOf({ filters })).sort()).toEqual(['KIK-002', 'OLD-1']);
  });

  it('sorts, pages and counts all matches', async () => {
    const latest = await search({
      filters: shown,
      sort: { field: 'publish_date', order: 'desc' },
      from: 2,
      size: 3,
    });
    expect(latest.total).toBe(9);
    expect(latest.items.map((p) => p.sku)).toEqual(VISIBLE_LATEST.slice(2, 5));
    expect(await skusOf({ filters: shown, sort: { field: 'price', order: 'asc' }, size: 3 })).toEqual([
      'KIK-002',
      'EBOOK-1',
      'NIJN-1',
    ]);
    expect(await skusOf({ filters: shown, sort: { field: 'price', order: 'desc' }, size: 1 })).toEqual([
      'BOX-1',
    ]);
  });

  it('returns the index’s own documents', async () => {
    const { items } = await search({
      filters: [{ kind: 'terms', field: 'type_id', values: ['downloadable'] }],
    });
    expect(items).toEqual([documentOf('EBOOK-1')]);
  });

  it('searches name, sku, author, illustrator, category names and description', async () => {
    expect((await skusOf({ text: 'Velthuijs', filters: shown })).sort()).toEqual([
      'EBOOK-1',
      'KIK-001',
      'KIK-002',
    ]);
    expect(await skusOf({ text: 'LEES-1', filters: shown })).toContain('LEES-1');
    expect(await skusOf({ text: 'Westendorp', filters: shown })).toEqual(['LEES-1']);
    expect((await skusOf({ text: 'Kartonboeken', filters: shown })).sort()).toEqual(['KIK-001', 'NIJN-1']);
  });

  it('finds words with up to two typos (seed 000 §9 fuzziness 2)', async () => {
    expect((await skusOf({ text: 'Velthuys', filters: shown })).sort()).toEqual([
      'EBOOK-1',
      'KIK-001',
      'KIK-002',
    ]);
    expect(await skusOf({ text: 'heksenscool', filters: shown })).toEqual(['LEES-1']);
  });

  it('ranks with the seed field boosts: name 3 above description 1 (seed 000 §9)', async () => {
    const base = documentOf('KIK-001');
    const sun = { ...base, sku: 'SUN', name: 'Zonnebloem', description: '<p>Een verhaal over de maan.</p>' };
    const moon = {
      ...base,
      sku: 'MOON',
      name: 'Maan',
      description: '<p>Een verhaal over de zonnebloem.</p>',
    };
    const small = await EmbeddedCatalogIndex.build({
      nl_be: { products: [sun, moon], categories: [], taxRules: [] },
    });
    const ranked = async (text: string) =>
      (await small.searchProducts({ index: 'nl_be', text, filters: [], from: 0, size: 10 })).items.map(
        (p) => p.sku,
      );
    expect(await ranked('maan')).toEqual(['MOON', 'SUN']);
    expect(await ranked('zonnebloem')).toEqual(['SUN', 'MOON']);
  });

  it('keeps the store views apart', async () => {
    const [dutch] = await catalog.productsBySkus('nl_be', ['KIK-001']);
    const [english] = await catalog.productsBySkus('en_rw', ['KIK-001']);
    expect([dutch?.name, english?.name]).toEqual(['Kikker is verliefd', 'Frog in love']);
  });

  it('fails on an index it does not have', async () => {
    await expect(catalog.searchProducts({ index: 'fr_be', filters: [], from: 0, size: 1 })).rejects.toThrow(
      'The embedded catalogue has no index "fr_be"',
    );
  });
});

describe('EmbeddedCatalogIndex aggregations', () => {
  const requests: Record<string, AggregationRequest> = {
    age: { kind: 'terms', field: 'age', size: 100 },
    price: {
      kind: 'range',
      field: 'price',
      ranges: [
        { key: '0-5', from: 0, to: 5 },
        { key: '5-10', from: 5, to: 10 },
        { key: '25-30', from: 25, to: 30 },
        { key: '30-*', from: 30 },
      ],
    },
    publish_date: { kind: 'year', field: 'publish_date' },
  };

  it('counts terms by most products (ties to the lower value), every range, and years', async () => {
    const result = await search({ filters: shown, aggregations: requests, size: 2 });
    expect(result.total).toBe(9);
    expect(result.items).toHaveLength(2);
    expect(result.aggregations).toEqual({
      age: [
        { key: String(AGE.twoPlus), count: 3 },
        { key: String(AGE.fourPlus), count: 2 },
        { key: String(AGE.threePlus), count: 2 },
        { key: String(AGE.youngAdult), count: 1 },
        { key: String(AGE.eightPlus), count: 1 },
        { key: String(AGE.months12to24), count: 1 },
      ],
      price: [
        { key: '0-5', count: 1 },
        { key: '5-10', count: 2 },
        { key: '25-30', count: 0 },
        { key: '30-*', count: 1 },
      ],
      publish_date: [
        { key: '2019', count: 1 },
        { key: '2020', count: 1 },
        { key: '2021', count: 2 },
        { key: '2023', count: 2 },
        { key: '2024', count: 2 },
        { key: '2025', count: 1 },
      ],
    });
  });

  it('applies selections to the products and to every aggregation but their own', async () => {
    const result = await search({
      filters: shown,
      selections: [
        { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [AGE.twoPlus] } },
        { aggregation: 'price', filter: { kind: 'range', field: 'price', gte: 0, lt: 5 } },
      ],
      aggregations: requests,
    });
    expect(result.items.map((p) => p.sku)).toEqual(['KIK-002']);
    expect(result.total).toBe(1);
    // Ages of the products under €5 (only KIK-002), prices of the 2+ books (KIK-002, KIK-001, BOX-1).
    expect(result.aggregations.age).toEqual([
      { key: String(AGE.fourPlus), count: 1 },
      { key: String(AGE.twoPlus), count: 1 },
    ]);
    expect(result.aggregations.price).toEqual([
      { key: '0-5', count: 1 },
      { key: '5-10', count: 0 },
      { key: '25-30', count: 0 },
      { key: '30-*', count: 1 },
    ]);
    expect(result.aggregations.publish_date).toEqual([{ key: '2019', count: 1 }]);
  });

  it('finds the same page with and without aggregations', async () => {
    const query: Partial<ProductSearch> = {
      filters: shown,
      selections: [
        { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [AGE.twoPlus, AGE.fourPlus] } },
      ],
      sort: { field: 'publish_date', order: 'desc' },
      from: 1,
      size: 2,
    };
    const plain = await search(query);
    const counted = await search({ ...query, aggregations: requests });
    expect(counted.items.map((p) => p.sku)).toEqual(plain.items.map((p) => p.sku));
    expect([counted.total, plain.total]).toEqual([4, 4]);
  });

  it('gives at most `size` terms, plus the included ones wherever they rank (seed 000 §9: 10 for size)', async () => {
    const base = documentOf('KIK-001');
    const sizes = Array.from({ length: 12 }, (_, i) => 2001 + i);
    const shirts = sizes.flatMap((size, i) =>
      Array.from({ length: 12 - i }, (_, n) => ({ ...base, sku: `S-${size}-${n}`, size })),
    );
    const shop = await EmbeddedCatalogIndex.build({
      nl_be: { products: shirts, categories: [], taxRules: [] },
    });
    const { aggregations } = await shop.searchProducts({
      index: 'nl_be',
      filters: [],
      aggregations: { size: { kind: 'terms', field: 'size', size: 10, include: [2012] } },
      from: 0,
      size: 0,
    });
    expect(aggregations.size?.map((b) => [Number(b.key), b.count])).toEqual([
      ...sizes.slice(0, 10).map((size, i) => [size, 12 - i]),
      [2012, 1],
    ]);
  });
});

describe('EmbeddedCatalogIndex lookups', () => {
  it('finds products by skus, leaving unknown ones out', async () => {
    const found = await catalog.productsBySkus('nl_be', ['KIK-002', 'NOPE', 'KIK-001', 'KIK-002']);
    expect(found.map((p) => p.sku)).toEqual(['KIK-002', 'KIK-001']);
  });

  it('finds a product by sku, url path, url key and slug', async () => {
    for (const key of [
      { field: 'sku', value: 'KIK-001' },
      { field: 'url_path', value: 'kikker-is-verliefd.html' },
      { field: 'url_key', value: 'kikker-is-verliefd' },
      { field: 'slug', value: 'kikker-is-verliefd' },
    ] as const) {
      expect(await catalog.findProduct('nl_be', key)).toEqual({
        product: documentOf('KIK-001'),
        parent: null,
      });
    }
    expect(await catalog.findProduct('en_be', { field: 'slug', value: 'frog-in-love' })).toMatchObject({
      product: { sku: 'KIK-001', name: 'Frog in love' },
    });
    expect(await catalog.findProduct('nl_be', { field: 'url_path', value: 'nope.html' })).toEqual({
      product: null,
      parent: null,
    });
  });

  it('finds a configurable child and its parent in one query, by any key of the child', async () => {
    const expected = { product: documentOf('SHIRT-RED-S'), parent: documentOf('SHIRT') };
    expect(await catalog.findProduct('nl_be', { field: 'sku', value: 'SHIRT-RED-S' })).toEqual(expected);
    expect(
      await catalog.findProduct('nl_be', { field: 'url_path', value: 'kikker-t-shirt-rood-s.html' }),
    ).toEqual(expected);
    expect(await catalog.findProduct('nl_be', { field: 'sku', value: 'ORPHAN-1' })).toEqual({
      product: documentOf('ORPHAN-1'),
      parent: null,
    });
  });

  it('finds the parent of a child that has no document of its own', async () => {
    const parent = documentOf('SHIRT');
    const shop = await EmbeddedCatalogIndex.build({
      nl_be: { products: [parent], categories: [], taxRules: [] },
    });
    expect(await shop.findProduct('nl_be', { field: 'sku', value: 'SHIRT-BLUE-M' })).toEqual({
      product: null,
      parent,
    });
  });

  it('gives categories sorted by position, up to the size asked, and the tax rules', async () => {
    const categories = await catalog.categories('nl_be', { size: 4000 });
    expect(categories.map((c) => c.position)).toEqual(
      [...categories.map((c) => c.position)].sort((a, b) => a - b),
    );
    expect(categories).toHaveLength(7);
    expect(await catalog.categories('nl_be', { size: 2 })).toHaveLength(2);
    expect(await catalog.taxRules('nl_be')).toEqual(BROWSE_TAX_RULES);
  });

  it('gives attribute metadata, all or by code, up to the size asked', async () => {
    expect((await catalog.attributes('nl_be', { size: 150 })).map((a) => a.attribute_code)).toContain('age');
    expect(
      (await catalog.attributes('en_be', { codes: ['format', 'nope', 'age'], size: 150 })).map((a) => [
        a.attribute_code,
        a.frontend_label,
      ]),
    ).toEqual([
      ['age', 'Age'],
      ['format', 'Format'],
    ]);
    expect(await catalog.attributes('nl_be', { size: 1 })).toHaveLength(1);
  });

  it('gives CMS pages by identifier or id and blocks by identifier, inactive ones included', async () => {
    expect(
      (await catalog.cmsPages('nl_be', { identifiers: ['oud', 'contact'], size: 500 })).map((p) => p.id),
    ).toEqual([2, 7]);
    expect((await catalog.cmsPages('en_be', { ids: [1], size: 500 })).map((p) => p.identifier)).toEqual([
      'about-us',
    ]);
    expect((await catalog.cmsPages('nl_be', { size: 2 })).map((p) => p.identifier)).toEqual([
      'over-ons',
      'contact',
    ]);
    expect(
      (await catalog.cmsBlocks('nl_be', { identifiers: ['newsletter'], size: 150 })).map((b) => b.id),
    ).toEqual([3]);
    expect(await catalog.cmsBlocks('nl_be', { size: 150 })).toHaveLength(4);
  });

  it('refuses documents that repeat a sku', async () => {
    const twice = { products: [documentOf('KIK-001'), documentOf('KIK-001')], categories: [], taxRules: [] };
    await expect(EmbeddedCatalogIndex.build({ nl_be: twice })).rejects.toThrow(
      'Product 2 of index nl_be repeats sku "KIK-001".',
    );
  });
});

describe('EmbeddedCatalogIndex.fromDirectory', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-index-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const lines = (documents: unknown) => (documents as unknown[]).map((document) => JSON.stringify(document));

  async function writeIndex(
    index: string,
    files: Partial<
      Record<'product' | 'category' | 'taxrule' | 'attribute' | 'cms_page' | 'cms_block', string[]>
    >,
  ) {
    await mkdir(path.join(dataDir, index), { recursive: true });
    for (const [type, content] of Object.entries(files)) {
      await writeFile(catalogIndexFile(dataDir, index, type as 'product'), content.join('\n') + '\n');
    }
  }

  it('reads <dir>/<index>/<entityType>.ndjson, the layout of catalogFile() under <DEMO_DATA_DIR>/catalog', () => {
    expect(catalogIndexFile('/data/demo/catalog', 'nl_be', 'cms_page')).toBe(
      path.join('/data/demo/catalog', 'nl_be', 'cms_page.ndjson'),
    );
  });

  it('builds an index from the six NDJSON files, skipping blank lines', async () => {
    await writeIndex('nl_be', {
      product: [...lines(products.slice(0, 3)), ''],
      category: lines(DUTCH.categories),
      taxrule: lines(DUTCH.taxRules),
      attribute: lines(DUTCH.attributes),
      cms_page: lines(DUTCH.cmsPages),
      cms_block: lines(DUTCH.cmsBlocks),
    });
    const fromFiles = await EmbeddedCatalogIndex.fromDirectory(dataDir, ['nl_be']);
    expect(fromFiles.stats()).toEqual({
      nl_be: { products: 3, categories: 7, taxRules: 1, attributes: 12, cmsPages: 3, cmsBlocks: 4 },
    });
    expect(await fromFiles.productsBySkus('nl_be', ['KIK-002'])).toEqual([documentOf('KIK-002')]);
  });

  it('shares one product store between indexes whose product files are the same, by content not name', async () => {
    const same = lines(products.slice(0, 4));
    const files = { category: [], taxrule: [], attribute: [], cms_page: [], cms_block: [] };
    await writeIndex('same_a', { product: same, ...files });
    await writeIndex('same_b', { product: same, ...files });
    await writeIndex('other', { product: lines(products.slice(0, 3)), ...files });
    const shared = await EmbeddedCatalogIndex.fromDirectory(dataDir, ['same_a', 'same_b', 'other']);
    expect(shared.productStores()).toEqual({ same_a: 'same_a', same_b: 'same_a', other: 'other' });
    expect(await shared.productsBySkus('same_b', ['KIK-002'])).toEqual([documentOf('KIK-002')]);
  });

  it('reads documents back from their lines, multi-byte characters and CRLF line ends included', async () => {
    const accented = { ...documentOf('KIK-001'), name: 'Kikker en de vriendjes – één' };
    const crlf = [JSON.stringify(accented), ...lines(products.slice(1, 3))].join('\r\n');
    const files = { category: [], taxrule: [], attribute: [], cms_page: [], cms_block: [] };
    await writeIndex('crlf', { product: [crlf], ...files });
    const fromFiles = await EmbeddedCatalogIndex.fromDirectory(dataDir, ['crlf']);
    const skus = [products[2]!.sku, 'KIK-001'];
    expect(await fromFiles.productsBySkus('crlf', skus)).toEqual([products[2], accented]);
    expect((await fromFiles.findProduct('crlf', { field: 'sku', value: 'KIK-001' })).product).toEqual(
      accented,
    );
  });

  it('names the missing file and how to make it', async () => {
    await writeIndex('en_be', { product: [], category: [], taxrule: [], attribute: [], cms_page: [] });
    await expect(EmbeddedCatalogIndex.fromDirectory(dataDir, ['en_be'])).rejects.toThrow(
      `Catalogue data not found: ${catalogIndexFile(dataDir, 'en_be', 'cms_block')}. Generate the demo data with \`npm run demo-data\``,
    );
  });

  it('names the file and line of a malformed document', async () => {
    await writeIndex('nl_nl', {
      product: [JSON.stringify(documentOf('KIK-001')), '{ not json'],
      category: [],
      taxrule: [],
      attribute: [],
      cms_page: [],
      cms_block: [],
    });
    const failure = EmbeddedCatalogIndex.fromDirectory(dataDir, ['nl_nl']);
    await expect(failure).rejects.toBeInstanceOf(CatalogDataError);
    await expect(failure).rejects.toThrow(
      `${catalogIndexFile(dataDir, 'nl_nl', 'product')}:2 is not a JSON document`,
    );
  });
});
