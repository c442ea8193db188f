/**
 * Single lookups and reference data through the subgraph: products (seed 000 §2, §4, §8), categories
 * (§5), CMS pages and blocks (§8, §9), store views, tax rules and attribute metadata (§5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSE_TAX_RULES, browseDocuments } from './browseFixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer({ documents: browseDocuments() });
});

const PRODUCT = `query Product($sku: String, $urlPath: String, $urlKey: String, $slug: String) {
  product(sku: $sku, urlPath: $urlPath, urlKey: $urlKey, slug: $slug) { sku name }
}`;

const logged = (message: string, fields: Record<string, unknown> = {}) =>
  catalog.logs.some(
    (line) => line.msg === message && Object.entries(fields).every(([key, value]) => line[key] === value),
  );

const PRODUCTS_BY_SKU = `query ProductsBySku($skus: [String!]!) { productsBySku(skus: $skus) { sku name } }`;

describe('productsBySku (seed 001 §4 wishlist)', () => {
  it('answers the products in the order asked, in one index query', async () => {
    const result = await catalog.execute(PRODUCTS_BY_SKU, { skus: ['KIK-002', 'KIK-001', 'KIK-002'] });
    expect(result.data).toEqual({
      productsBySku: [
        { sku: 'KIK-002', name: 'Kikker en de vreemdeling' },
        { sku: 'KIK-001', name: 'Kikker is verliefd' },
        { sku: 'KIK-002', name: 'Kikker en de vreemdeling' },
      ],
    });
    expect(result.indexQueries).toBe(1);
  });

  it('answers null for what the product page would not show: unknown, disabled, hidden child, unpublished', async () => {
    const result = await catalog.execute(PRODUCTS_BY_SKU, {
      skus: ['NOPE', 'DISABLED-1', 'SHIRT-RED-S', 'OLD-1', 'FUTURE-1', 'KIK-001'],
    });
    expect(result.data).toEqual({
      productsBySku: [null, null, null, null, null, { sku: 'KIK-001', name: 'Kikker is verliefd' }],
    });
    expect(result.indexQueries).toBe(1);
  });

  it('answers nothing for no skus, and refuses more than 999 (seed 000 §9 maximum filter query size)', async () => {
    expect((await catalog.execute(PRODUCTS_BY_SKU, { skus: [] })).data).toEqual({ productsBySku: [] });
    const tooMany = await catalog.execute(PRODUCTS_BY_SKU, {
      skus: Array.from({ length: 1000 }, (_, i) => `SKU-${i}`),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product', () => {
  it('is found by sku, url path, url key or slug, in one index query', async () => {
    for (const variables of [
      { sku: 'KIK-001' },
      { urlPath: 'kikker-is-verliefd.html' },
      { urlKey: 'kikker-is-verliefd' },
      { slug: 'kikker-is-verliefd' },
    ]) {
      const result = await catalog.execute(PRODUCT, variables);
      expect(result.data).toEqual({ product: { sku: 'KIK-001', name: 'Kikker is verliefd' } });
      expect(result.indexQueries).toBe(1);
    }
    const english = await catalog.execute(PRODUCT, { slug: 'frog-in-love' }, { store: 'en-be' });
    expect(english.data).toEqual({ product: { sku: 'KIK-001', name: 'Frog in love' } });
  });

  it('answers a hidden child with its configurable parent, in one index query (seed 000 §4)', async () => {
    const bySku = await catalog.execute(PRODUCT, { sku: 'SHIRT-RED-S' });
    expect(bySku.data).toEqual({ product: { sku: 'SHIRT', name: 'Kikker T-shirt' } });
    expect(bySku.indexQueries).toBe(1);
    const byUrlKey = await catalog.execute(PRODUCT, { urlKey: 'kikker-t-shirt-blauw-m' });
    expect(byUrlKey.data).toEqual({ product: { sku: 'SHIRT', name: 'Kikker T-shirt' } });
  });

  it("answers null for a hidden child while direct access is allowed: 'product visibility = 1'", async () => {
    const allowing = await catalogTestServer({
      documents: browseDocuments(),
      catalogSettings: { hideOutOfStock: false, preventConfigurableChildrenDirectAccess: false },
    });
    expect((await allowing.execute(PRODUCT, { sku: 'SHIRT-RED-S' })).data).toEqual({ product: null });
    expect(
      allowing.logs.some(
        (line) =>
          line.msg === 'Product query returned empty result product visibility = 1' &&
          line.sku === 'SHIRT-RED-S',
      ),
    ).toBe(true);
  });

  it('answers null, logging the seed messages, for disabled, orphaned, unpublished and unknown products', async () => {
    expect((await catalog.execute(PRODUCT, { sku: 'DISABLED-1' })).data).toEqual({ product: null });
    expect(logged('Product query returned empty result product status = 2', { sku: 'DISABLED-1' })).toBe(
      true,
    );
    expect((await catalog.execute(PRODUCT, { sku: 'ORPHAN-1' })).data).toEqual({ product: null });
    expect(
      logged("Product doesn't have parentSku, please check if this is configurable product", {
        sku: 'ORPHAN-1',
      }),
    ).toBe(true);
    expect((await catalog.execute(PRODUCT, { sku: 'OLD-1' })).data).toEqual({ product: null });
    expect((await catalog.execute(PRODUCT, { sku: 'FUTURE-1' })).data).toEqual({ product: null });
    expect(logged('Product is outside the publish dates of the customer group', { sku: 'FUTURE-1' })).toBe(
      true,
    );
    expect((await catalog.execute(PRODUCT, { urlPath: 'nope.html' })).data).toEqual({ product: null });
    expect(logged('Product not found', { urlPath: 'nope.html' })).toBe(true);
  });

  it('asks for one search key (seed 000 §5)', async () => {
    const result = await catalog.execute(PRODUCT, { sku: 'KIK-001', slug: 'kikker-is-verliefd' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please provide one search key: sku, urlPath, urlKey or slug.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('category', () => {
  const CATEGORY = `query Category($id: Int, $urlPath: String, $urlKey: String, $slug: String) {
    category(id: $id, urlPath: $urlPath, urlKey: $urlKey, slug: $slug) { id name urlPath breadcrumbs { id } }
  }`;

  it('is found by id, url path, url key or slug, without an index query', async () => {
    for (const variables of [
      { id: 11 },
      { urlPath: 'prentenboeken/kartonboeken' },
      { urlKey: 'kartonboeken' },
      { slug: 'kartonboeken' },
    ]) {
      const result = await catalog.execute(CATEGORY, variables);
      expect(result.data).toEqual({
        category: {
          id: 11,
          name: 'Kartonboeken',
          urlPath: 'prentenboeken/kartonboeken',
          breadcrumbs: [{ id: 2 }, { id: 10 }, { id: 11 }],
        },
      });
      expect(result.indexQueries).toBe(0);
    }
  });

  it("answers null with 'Category query returned empty result' below id 2 and for inactive categories", async () => {
    expect((await catalog.execute(CATEGORY, { id: 1 })).data).toEqual({ category: null });
    expect(logged('Category query returned empty result', { id: 1 })).toBe(true);
    expect((await catalog.execute(CATEGORY, { slug: 'archief' })).data).toEqual({ category: null });
    expect(logged('Category query returned empty result', { slug: 'archief' })).toBe(true);
  });
});

describe('CMS', () => {
  it('gives an active page by identifier', async () => {
    const result = await catalog.execute(
      '{ cmsPage(identifier: "over-ons") { id identifier title contentHeading content metaDescription } }',
    );
    expect(result.data).toEqual({
      cmsPage: {
        id: 1,
        identifier: 'over-ons',
        title: 'Over ons',
        contentHeading: 'Over ons',
        content: '<p>Over ons</p>',
        metaDescription: 'Over ons',
      },
    });
    expect(result.indexQueries).toBe(1);
    expect(result.cacheControl).toBe('max-age=300, public');
  });

  it("answers null with 'CMS query returned empty result' for an inactive or unknown page", async () => {
    expect((await catalog.execute('{ cmsPage(identifier: "oud") { id } }')).data).toEqual({ cmsPage: null });
    expect(logged('CMS query returned empty result', { identifier: 'oud' })).toBe(true);
    expect((await catalog.execute('{ cmsPage(identifier: "about-us") { id } }')).data).toEqual({
      cmsPage: null,
    });
  });

  it('gives active blocks in the order asked, all of them by default, at most pageSize', async () => {
    const BLOCKS =
      'query ($ids: [String!], $size: Int) { cmsBlocks(identifiers: $ids, pageSize: $size) { identifier } }';
    const asked = await catalog.execute(BLOCKS, { ids: ['newsletter', 'old-banner', 'usp'] });
    expect(asked.data).toEqual({ cmsBlocks: [{ identifier: 'newsletter' }, { identifier: 'usp' }] });
    expect((await catalog.execute(BLOCKS, {})).data).toEqual({
      cmsBlocks: [{ identifier: 'usp' }, { identifier: 'footer-about' }, { identifier: 'newsletter' }],
    });
    expect((await catalog.execute(BLOCKS, { size: 1 })).data).toEqual({ cmsBlocks: [{ identifier: 'usp' }] });
    expect((await catalog.execute(BLOCKS, { size: 0 })).data).toEqual({
      cmsBlocks: [{ identifier: 'usp' }, { identifier: 'footer-about' }, { identifier: 'newsletter' }],
    });
  });
});

describe('store views, tax rules and attribute metadata', () => {
  it('lists the four store views with their store ids 1, 2, 1, 4 (seed 000 §3)', async () => {
    const result = await catalog.execute(
      '{ storeViews { code id name locale currency taxCountry isDefault } }',
    );
    expect(result.data).toEqual({
      storeViews: [
        {
          code: 'nl-be',
          id: 1,
          name: 'Nederlands (België)',
          locale: 'nl-BE',
          currency: 'EUR',
          taxCountry: 'BE',
          isDefault: true,
        },
        {
          code: 'nl-nl',
          id: 2,
          name: 'Nederlands (Nederland)',
          locale: 'nl-NL',
          currency: 'EUR',
          taxCountry: 'NL',
          isDefault: false,
        },
        {
          code: 'en-be',
          id: 1,
          name: 'English (Belgium)',
          locale: 'en-BE',
          currency: 'EUR',
          taxCountry: 'BE',
          isDefault: false,
        },
        {
          code: 'en-rw',
          id: 4,
          name: 'English (Rwanda)',
          locale: 'en-RW',
          currency: 'USD',
          taxCountry: 'BE',
          isDefault: false,
        },
      ],
    });
    expect(result.indexQueries).toBe(0);
  });

  it('gives the tax rules of the store view (seed 000 §3)', async () => {
    const result = await catalog.execute(
      '{ taxRules { id code productTaxClassIds customerTaxClassIds rates { rate countryId regionId regionName } } }',
    );
    const rule = BROWSE_TAX_RULES[0];
    expect(result.data).toEqual({
      taxRules: [
        {
          id: 1,
          code: rule?.code,
          productTaxClassIds: [2],
          customerTaxClassIds: [3],
          rates: [
            { rate: 6, countryId: 'BE', regionId: 0, regionName: '' },
            { rate: 9, countryId: 'NL', regionId: 0, regionName: '' },
          ],
        },
      ],
    });
    expect(result.cacheControl).toBe('max-age=300, public');
  });

  it('skips dotted, blacklisted and unknown codes, and loads each code once per request (seed 000 §5)', async () => {
    const result = await catalog.execute<{
      first: { code: string; label: string; options: { label: string }[] }[];
      second: { code: string }[];
    }>(
      `{
        first: attributeMetadata(codes: ["age", "category.name", "sku", "nope", "age"]) { code label options { label } }
        second: attributeMetadata(codes: ["age", "stock.qty"]) { code }
      }`,
    );
    expect(result.data?.first.map((a) => a.code)).toEqual(['age']);
    expect(result.data?.first[0]?.options.map((o) => o.label)).toEqual([
      '0-3 maanden',
      '12-24 maanden',
      '2+',
      '3+',
      '4+',
      '8+',
      '14+',
      'Young Adult',
    ]);
    expect(result.data?.second).toEqual([{ code: 'age' }]);
    // Both fields share one load; the second had no new code to load.
    expect(result.indexQueries).toBe(1);
    const metadata = await catalog.execute(
      '{ attributeMetadata(codes: ["format"]) { id code label input isUserDefined isVisible isComparable isFilterable options { value sortOrder } } }',
      {},
      { store: 'en-be' },
    );
    expect(metadata.data).toMatchObject({
      attributeMetadata: [
        {
          id: 145,
          code: 'format',
          label: 'Format',
          input: 'select',
          isUserDefined: true,
          isVisible: true,
          isComparable: true,
          isFilterable: true,
          options: expect.arrayContaining([{ value: '1401', sortOrder: 0 }]),
        },
      ],
    });
  });
});
