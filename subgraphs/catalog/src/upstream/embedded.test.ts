import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS, TAX_RULES, fixtureDocuments, product } from '../../test/fixtures';
import { catalogFilters } from '../domain/catalogFilters';
import { CatalogDataError, EmbeddedCatalogIndex, catalogIndexFile } from './embedded';
import type { ProductSearch } from './CatalogIndex';

let catalog: EmbeddedCatalogIndex;

beforeAll(async () => {
  catalog = await EmbeddedCatalogIndex.build(fixtureDocuments());
});

const skusOf = async (query: Omit<ProductSearch, 'index' | 'from' | 'size'> & Partial<ProductSearch>) =>
  (await catalog.searchProducts({ index: 'nl_be', from: 0, size: 50, ...query })).items.map((p) => p.sku);

describe('EmbeddedCatalogIndex.searchProducts', () => {
  it('applies the catalogue filters: visibility, status and the publish window', async () => {
    const skus = await skusOf({ filters: catalogFilters({ customerGroupId: 0, today: '2025-06-01' }) });
    expect(skus.sort()).toEqual(['EBOOK-1', 'EDGE-1993', 'KIK-001', 'KIK-002', 'NEW-2025']);
  });

  it('filters by category, type and price range', async () => {
    expect(
      (await skusOf({ filters: [{ kind: 'terms', field: 'category_ids', values: [20] }] })).sort(),
    ).toEqual(['EBOOK-1', 'NEW-2025']);
    expect(
      await skusOf({ filters: [{ kind: 'terms', field: 'type_id', values: ['downloadable'] }] }),
    ).toEqual(['EBOOK-1']);
    expect((await skusOf({ filters: [{ kind: 'range', field: 'price', gte: 5, lte: 10 }] })).sort()).toEqual([
      'EBOOK-1',
      'EDGE-1993',
    ]);
    expect(await skusOf({ filters: [{ kind: 'range', field: 'price', gte: 15 }] })).toEqual(['KIK-002']);
  });

  it('filters dates by calendar day, both bounds included', async () => {
    const filters = [{ kind: 'range', field: 'publish_date', gte: '1993-01-01', lte: '2021-03-01' }] as const;
    expect((await skusOf({ filters })).sort()).toEqual([
      'CHILD-VIS1',
      'DISABLED-2',
      'EDGE-1993',
      'KIK-001',
      'KIK-002',
    ]);
  });

  it('sorts, pages and counts all matches', async () => {
    const filters = [{ kind: 'terms', field: 'category_ids', values: [10] }] as const;
    const page = await catalog.searchProducts({
      index: 'nl_be',
      filters,
      sort: { field: 'publish_date', order: 'asc' },
      from: 1,
      size: 2,
    });
    expect(page.total).toBe(7);
    expect(page.items.map((p) => p.publish_date)).toEqual(['1993-01-01', '2019-09-15']);
    const byPrice = await skusOf({ filters, sort: { field: 'price', order: 'desc' }, size: 1 });
    expect(byPrice).toEqual(['KIK-002']);
  });

  it('returns the full documents of the index', async () => {
    const { items } = await catalog.searchProducts({
      index: 'nl_be',
      filters: [{ kind: 'terms', field: 'type_id', values: ['downloadable'] }],
      from: 0,
      size: 1,
    });
    expect(items[0]).toEqual(PRODUCTS.find((p) => p.sku === 'EBOOK-1'));
  });

  it('searches name, sku, author, illustrator, category names and description', async () => {
    expect((await skusOf({ text: 'Velthuijs', filters: [] })).sort()).toEqual([
      'KIK-001',
      'KIK-002',
      'NEW-2025',
    ]);
    expect(await skusOf({ text: 'EBOOK-1', filters: [] })).toContain('EBOOK-1');
    expect((await skusOf({ text: 'Leesboeken', filters: [] })).sort()).toEqual(['EBOOK-1', 'NEW-2025']);
    expect(
      await skusOf({ text: 'verhaal', filters: [{ kind: 'terms', field: 'category_ids', values: [20] }] }),
    ).toHaveLength(2);
  });

  it('ranks with the seed field boosts: name 3 above description 1 (seed 000 §9)', async () => {
    const sun = product({
      id: 1,
      sku: 'SUN',
      name: 'Zonnebloem',
      description: '<p>Een verhaal over de maan.</p>',
    });
    const moon = product({
      id: 2,
      sku: 'MOON',
      name: 'Maan',
      description: '<p>Een verhaal over de zonnebloem.</p>',
    });
    const small = await EmbeddedCatalogIndex.build({
      nl_be: { products: [sun, moon], categories: [], taxRules: [] },
    });
    const search = async (text: string) =>
      (await small.searchProducts({ index: 'nl_be', text, filters: [], from: 0, size: 10 })).items.map(
        (p) => p.sku,
      );
    expect(await search('maan')).toEqual(['MOON', 'SUN']);
    expect(await search('zonnebloem')).toEqual(['SUN', 'MOON']);
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

describe('EmbeddedCatalogIndex lookups', () => {
  it('finds products by skus, leaving unknown ones out', async () => {
    const products = await catalog.productsBySkus('nl_be', ['KIK-002', 'NOPE', 'KIK-001', 'KIK-002']);
    expect(products.map((p) => p.sku)).toEqual(['KIK-002', 'KIK-001']);
  });

  it('finds a product by url path', async () => {
    expect((await catalog.productByUrlPath('nl_be', 'kikker-is-verliefd.html'))?.sku).toBe('KIK-001');
    expect(await catalog.productByUrlPath('nl_be', 'nope.html')).toBeNull();
  });

  it('gives categories sorted by position, up to the size asked, and the tax rules', async () => {
    const categories = await catalog.categories('nl_be', { size: 4000 });
    expect(categories).toHaveLength(CATEGORIES.length);
    expect(categories.map((c) => c.position)).toEqual(
      [...categories.map((c) => c.position)].sort((a, b) => a - b),
    );
    expect(await catalog.categories('nl_be', { size: 2 })).toHaveLength(2);
    expect(await catalog.taxRules('nl_be')).toEqual(TAX_RULES);
  });

  it('refuses documents that repeat a sku', async () => {
    const twice = {
      products: [PRODUCTS[0], PRODUCTS[0]].filter((p) => p !== undefined),
      categories: [],
      taxRules: [],
    };
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

  async function writeIndex(index: string, lines: Record<'product' | 'category' | 'taxrule', string[]>) {
    await mkdir(path.join(dataDir, index), { recursive: true });
    for (const [type, content] of Object.entries(lines)) {
      await writeFile(catalogIndexFile(dataDir, index, type as 'product'), content.join('\n') + '\n');
    }
  }

  it('reads <dir>/<index>/<entityType>.ndjson, the layout of catalogFile() under <DEMO_DATA_DIR>/catalog', () => {
    expect(catalogIndexFile('/data/demo/catalog', 'nl_be', 'product')).toBe(
      path.join('/data/demo/catalog', 'nl_be', 'product.ndjson'),
    );
  });

  it('builds an index from NDJSON files, skipping blank lines', async () => {
    await writeIndex('nl_be', {
      product: [...PRODUCTS.slice(0, 3).map((p) => JSON.stringify(p)), ''],
      category: CATEGORIES.map((c) => JSON.stringify(c)),
      taxrule: TAX_RULES.map((r) => JSON.stringify(r)),
    });
    const fromFiles = await EmbeddedCatalogIndex.fromDirectory(dataDir, ['nl_be']);
    expect(fromFiles.stats()).toEqual({
      nl_be: { products: 3, categories: CATEGORIES.length, taxRules: TAX_RULES.length },
    });
    expect(await fromFiles.productsBySkus('nl_be', ['KIK-002'])).toEqual([PRODUCTS[1]]);
  });

  it('names the missing file and how to make it', async () => {
    await expect(EmbeddedCatalogIndex.fromDirectory(dataDir, ['en_rw'])).rejects.toThrow(
      `Catalogue data not found: ${catalogIndexFile(dataDir, 'en_rw', 'product')}. Generate the demo data with \`npm run demo-data\``,
    );
  });

  it('names the file and line of a malformed document', async () => {
    await writeIndex('nl_nl', {
      product: [JSON.stringify(product({ id: 1, sku: 'A', name: 'A' })), '{ not json'],
      category: [],
      taxrule: [],
    });
    const failure = EmbeddedCatalogIndex.fromDirectory(dataDir, ['nl_nl']);
    await expect(failure).rejects.toBeInstanceOf(CatalogDataError);
    await expect(failure).rejects.toThrow(
      `${catalogIndexFile(dataDir, 'nl_nl', 'product')}:2 is not a JSON document`,
    );
  });
});
