import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EUR_TO_USD, roundToCents } from '../src/domain/currency';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer();
});

const PUBLIC_FIVE_MINUTES = 'max-age=300, public';

interface CategoryData {
  id: number;
  name: string;
  urlPath: string;
  children: { id: number; position: number; children: { id: number }[] }[];
}

describe('categoryTree', () => {
  it('gives the children of root 2 sorted by position, without inactive categories, cacheable', async () => {
    const result = await catalog.execute<{ categoryTree: CategoryData[] }>(
      'query CategoryTree { categoryTree { id name urlPath children { id position children { id } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.categoryTree.map((c) => [c.id, c.name])).toEqual([
      [20, 'Leesboeken'],
      [3, 'Nieuwe uitgaven'],
      [10, 'Prentenboeken'],
    ]);
    expect(result.data?.categoryTree[2]?.children).toEqual([
      { id: 12, position: 1, children: [] },
      { id: 11, position: 2, children: [] },
    ]);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
    // Categories are loaded once at start (seed 000 §4: the list is cached): no index query per request.
    expect(result.indexQueries).toBe(0);
  });
});

describe('category', () => {
  const CATEGORY = `query Category($id: Int, $urlPath: String) {
    category(id: $id, urlPath: $urlPath) { id name urlKey urlPath level position productCount parentId breadcrumbs { id name urlPath } }
  }`;

  it('finds a category by id, with breadcrumbs from parent_ids that have a url path', async () => {
    const result = await catalog.execute(CATEGORY, { id: 11 });
    expect(result.data).toEqual({
      category: {
        id: 11,
        name: 'Peuters',
        urlKey: 'peuters',
        urlPath: 'prentenboeken/peuters',
        level: 3,
        position: 2,
        productCount: 0,
        parentId: 10,
        breadcrumbs: [
          { id: 10, name: 'Prentenboeken', urlPath: 'prentenboeken' },
          { id: 11, name: 'Peuters', urlPath: 'prentenboeken/peuters' },
        ],
      },
    });
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
  });

  it('finds a category by url path', async () => {
    const result = await catalog.execute<{ category: { id: number } }>(CATEGORY, {
      urlPath: 'prentenboeken/kleuters',
    });
    expect(result.data?.category.id).toBe(12);
  });

  it("answers null for id 1 and logs 'Category query returned empty result' (seed 000 §5)", async () => {
    const result = await catalog.execute(CATEGORY, { id: 1 });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ category: null });
    expect(
      catalog.logs.some((line) => line.msg === 'Category query returned empty result' && line.id === 1),
    ).toBe(true);
  });

  it('answers null for an inactive or unknown category', async () => {
    expect((await catalog.execute(CATEGORY, { id: 13 })).data).toEqual({ category: null });
    expect((await catalog.execute(CATEGORY, { urlPath: 'bestaat-niet' })).data).toEqual({ category: null });
  });

  it('asks for the search key when neither id nor url path is given', async () => {
    const result = await catalog.execute(CATEGORY, {});
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please provide one search key: id, urlPath, urlKey or slug.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('product', () => {
  const PRODUCT = `query Product($sku: String, $urlPath: String) {
    product(sku: $sku, urlPath: $urlPath) {
      sku id name type urlKey urlPath slug description fullDescription author illustrator publishDate categoryIds isbn
      image { url label }
      price { regular { value currency } final { value currency } finalExclTax { value currency } }
    }
  }`;

  interface ProductData {
    product: {
      sku: string;
      name: string;
      type: string;
      image: { url: string; label: string } | null;
      price: Record<'regular' | 'final' | 'finalExclTax', { value: number; currency: string }>;
    } | null;
  }

  it('gives a product by sku with its BE price: 14.95 incl. 6% is 14.10 excl. (seed 000 §5, §9)', async () => {
    const result = await catalog.execute(PRODUCT, { sku: 'KIK-001' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      product: {
        sku: 'KIK-001',
        id: 1,
        name: 'Kikker is verliefd',
        type: 'SIMPLE',
        urlKey: 'kikker-is-verliefd',
        urlPath: 'kikker-is-verliefd.html',
        slug: 'kikker-is-verliefd',
        description: '<p>Kikker is verliefd</p>',
        fullDescription: '<p>Kikker is verliefd: het hele verhaal.</p>',
        author: 'Max Velthuijs',
        illustrator: null,
        publishDate: '2021-03-01',
        categoryIds: [2, 10, 11],
        isbn: '9789025866001',
        image: { url: '/k/i/kikker-is-verliefd.jpg', label: 'Kikker is verliefd' },
        price: {
          regular: { value: 14.95, currency: 'EUR' },
          final: { value: 14.95, currency: 'EUR' },
          finalExclTax: { value: 14.1, currency: 'EUR' },
        },
      },
    });
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
    expect(result.indexQueries).toBe(1);
  });

  it('uses the index and tax country of the store view: nl-nl has 9% tax, en-be English names', async () => {
    const dutch = await catalog.execute<ProductData>(PRODUCT, { sku: 'KIK-001' }, { store: 'nl-nl' });
    expect(dutch.data?.product?.price.finalExclTax).toEqual({ value: 13.72, currency: 'EUR' });
    const english = await catalog.execute<ProductData>(PRODUCT, { sku: 'KIK-001' }, { store: 'en-be' });
    expect(english.data?.product?.name).toBe('Frog in love');
    expect(english.data?.product?.price.finalExclTax.value).toBe(14.1);
  });

  it('prices en-rw in USD', async () => {
    const result = await catalog.execute<ProductData>(PRODUCT, { sku: 'KIK-001' }, { store: 'en-rw' });
    expect(result.data?.product?.price.regular).toEqual({
      value: roundToCents(14.95 * DEMO_EUR_TO_USD),
      currency: 'USD',
    });
  });

  it('counts the special price on the last day of its window and not the day after', async () => {
    const lastDay = await catalog.execute<ProductData>(PRODUCT, { sku: 'KIK-002' });
    expect(lastDay.data?.product?.price).toMatchObject({
      regular: { value: 15.99 },
      final: { value: 12.5 },
      finalExclTax: { value: 11.79 },
    });
    const dayAfter = await catalogTestServer({ now: new Date('2025-06-02T10:00:00Z') });
    const after = await dayAfter.execute<ProductData>(PRODUCT, { sku: 'KIK-002' });
    expect(after.data?.product?.price).toMatchObject({
      final: { value: 15.99 },
      finalExclTax: { value: 15.08 },
    });
  });

  it("has no image for 'no_selection' and taxes e-books at 21%", async () => {
    const result = await catalog.execute<ProductData>(PRODUCT, { sku: 'EBOOK-1' });
    expect(result.data?.product).toMatchObject({
      type: 'DOWNLOADABLE',
      image: null,
      price: { finalExclTax: { value: 6.6 } },
    });
  });

  it('gives a product by url path', async () => {
    const result = await catalog.execute<ProductData>(PRODUCT, { urlPath: 'eerste-dag.html' });
    expect(result.data?.product?.sku).toBe('EDGE-1993');
    expect(result.indexQueries).toBe(1);
  });

  it('answers null for an unknown sku', async () => {
    expect((await catalog.execute(PRODUCT, { sku: 'NOPE' })).data).toEqual({ product: null });
  });

  it("answers null for a disabled product and logs 'Product query returned empty result product status = 2'", async () => {
    const result = await catalog.execute(PRODUCT, { sku: 'DISABLED-2' });
    expect(result.data).toEqual({ product: null });
    expect(
      catalog.logs.some(
        (line) =>
          line.msg === 'Product query returned empty result product status = 2' && line.sku === 'DISABLED-2',
      ),
    ).toBe(true);
  });

  it("answers null for a hidden child without a parent and logs 'Product doesn't have parentSku, please check if this is configurable product'", async () => {
    const result = await catalog.execute(PRODUCT, { sku: 'CHILD-VIS1' });
    expect(result.data).toEqual({ product: null });
    expect(
      catalog.logs.some(
        (line) => line.msg === "Product doesn't have parentSku, please check if this is configurable product",
      ),
    ).toBe(true);
  });

  it('answers null outside the publish dates of anonymous shoppers: 1992-12-31 and the future (seed 000 §6)', async () => {
    expect((await catalog.execute(PRODUCT, { sku: 'OLD-1992' })).data).toEqual({ product: null });
    expect((await catalog.execute(PRODUCT, { sku: 'FUTURE-2999' })).data).toEqual({ product: null });
    expect((await catalog.execute<ProductData>(PRODUCT, { sku: 'EDGE-1993' })).data?.product?.sku).toBe(
      'EDGE-1993',
    );
  });

  it('asks for the search key when neither sku nor url path is given', async () => {
    const result = await catalog.execute(PRODUCT, {});
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please provide one search key: sku, urlPath, urlKey or slug.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('categoryProducts', () => {
  const LISTING = `query CategoryProducts($categoryId: Int!, $paging: PagingInput) {
    categoryProducts(categoryId: $categoryId, paging: $paging) {
      total
      paging { pageSize start }
      items { sku publishDate price { final { value currency } } }
    }
  }`;

  interface ListingData {
    categoryProducts: {
      total: number;
      paging: { pageSize: number; start: number };
      items: { sku: string; publishDate: string }[];
    };
  }

  it('lists the visible products of a category, newest first, in one index query', async () => {
    const result = await catalog.execute<ListingData>(LISTING, { categoryId: 10 });
    expect(result.errors).toBeUndefined();
    // Hidden: 1992-12-31, 2999-01-01, status 2 and visibility 1 (seed 000 §6, §9).
    expect(result.data?.categoryProducts).toMatchObject({
      total: 3,
      paging: { pageSize: 50, start: 0 },
      items: [
        { sku: 'KIK-001', publishDate: '2021-03-01' },
        { sku: 'KIK-002', publishDate: '2019-09-15' },
        { sku: 'EDGE-1993', publishDate: '1993-01-01' },
      ],
    });
    expect(result.indexQueries).toBe(1);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
  });

  it('pages, and resets invalid paging values to 50 from 0 (seed 001 §5)', async () => {
    const page = await catalog.execute<ListingData>(LISTING, {
      categoryId: 10,
      paging: { pageSize: 1, start: 1 },
    });
    expect(page.data?.categoryProducts).toMatchObject({
      total: 3,
      paging: { pageSize: 1, start: 1 },
      items: [{ sku: 'KIK-002' }],
    });
    const invalid = await catalog.execute<ListingData>(LISTING, {
      categoryId: 10,
      paging: { pageSize: 0, start: -4 },
    });
    expect(invalid.data?.categoryProducts).toMatchObject({ total: 3, paging: { pageSize: 50, start: 0 } });
  });

  it('gives an empty page for a category without products', async () => {
    const result = await catalog.execute<ListingData>(LISTING, { categoryId: 999 });
    expect(result.data?.categoryProducts).toEqual({
      total: 0,
      paging: { pageSize: 50, start: 0 },
      items: [],
    });
  });
});

describe('errors', () => {
  const NO_KEY = 'query { product { sku } }';

  it('carry no stack trace in production', async () => {
    const production = await catalogTestServer({ production: true });
    const result = await production.execute(NO_KEY);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
    expect((await catalog.execute(NO_KEY)).errors?.[0]?.extensions?.stacktrace).toBeDefined();
  });
});
