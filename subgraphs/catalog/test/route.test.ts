/**
 * URL resolution (seed 000 §2 'Resolution of unknown URLs', 'Legacy redirects', the 301 from a
 * configurable child to its parent) and the same page in the other store views.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { browseDocuments } from './browseFixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer({ documents: browseDocuments() });
});

const ROUTE = `query Route($path: String!) {
  route(path: $path) {
    storeCode
    target {
      __typename
      ... on ProductRoute { product { sku name } childSku canonicalPath }
      ... on CategoryRoute { category { id name } canonicalPath }
      ... on CmsPageRoute { page { id identifier } canonicalPath }
      ... on RouteRedirect { location statusCode external }
      ... on RouteNotFound { reason { code message field } }
    }
    alternates { storeCode locale path }
  }
}`;

interface RouteData {
  route: {
    storeCode: string;
    target: Record<string, unknown>;
    alternates: { storeCode: string; path: string }[];
  };
}

const resolve = async (path: string, headers = {}) => {
  const result = await catalog.execute<RouteData>(ROUTE, { path }, headers);
  expect(result.errors).toBeUndefined();
  return { ...result, route: result.data?.route as RouteData['route'] };
};

const notFound = (code: string, message: string) => ({
  __typename: 'RouteNotFound',
  reason: { code, message, field: null },
});

describe('route: products', () => {
  it('resolves /p/{parentSku}/{slug} with the page in the other store views, slugs per language', async () => {
    const { route, indexQueries, cacheControl } = await resolve('/nl-be/p/KIK-001/kikker-is-verliefd');
    expect(route).toEqual({
      storeCode: 'nl-be',
      target: {
        __typename: 'ProductRoute',
        product: { sku: 'KIK-001', name: 'Kikker is verliefd' },
        childSku: null,
        canonicalPath: '/nl-be/p/KIK-001/kikker-is-verliefd',
      },
      alternates: [
        { storeCode: 'nl-nl', locale: 'nl-NL', path: '/nl-nl/p/KIK-001/kikker-is-verliefd' },
        { storeCode: 'en-be', locale: 'en-BE', path: '/en-be/p/KIK-001/frog-in-love' },
        { storeCode: 'en-rw', locale: 'en-RW', path: '/en-rw/p/KIK-001/frog-in-love' },
      ],
    });
    // The product, then one query per other store view's index.
    expect(indexQueries).toBe(4);
    expect(cacheControl).toBe('max-age=300, public');
  });

  it('resolves /p/{parentSku}/{slug}/{childSku} with the chosen child, in every store view', async () => {
    const { route } = await resolve('/en-be/p/SHIRT/frog-t-shirt/SHIRT-BLUE-M', { store: 'en-be' });
    expect(route.target).toEqual({
      __typename: 'ProductRoute',
      product: { sku: 'SHIRT', name: 'Frog T-shirt' },
      childSku: 'SHIRT-BLUE-M',
      canonicalPath: '/en-be/p/SHIRT/frog-t-shirt/SHIRT-BLUE-M',
    });
    expect(route.alternates.map((a) => a.path)).toEqual([
      '/nl-be/p/SHIRT/kikker-t-shirt/SHIRT-BLUE-M',
      '/nl-nl/p/SHIRT/kikker-t-shirt/SHIRT-BLUE-M',
      '/en-rw/p/SHIRT/frog-t-shirt/SHIRT-BLUE-M',
    ]);
  });

  it('resolves a product by its url path, and gives the canonical /p/ path', async () => {
    const { route } = await resolve('/nl-nl/kikker-is-verliefd.html', { store: 'nl-nl' });
    expect(route.target).toMatchObject({
      __typename: 'ProductRoute',
      canonicalPath: '/nl-nl/p/KIK-001/kikker-is-verliefd',
    });
  });

  it('redirects a configurable child to its parent with the child chosen: 301 (seed 000 §2)', async () => {
    const expected = {
      storeCode: 'nl-be',
      target: {
        __typename: 'RouteRedirect',
        location: '/nl-be/p/SHIRT/kikker-t-shirt/SHIRT-RED-S',
        statusCode: 301,
        external: false,
      },
      alternates: [],
    };
    expect((await resolve('/nl-be/p/SHIRT-RED-S/kikker-t-shirt-rood-s')).route).toEqual(expected);
    expect((await resolve('/nl-be/kikker-t-shirt-rood-s.html')).route).toEqual(expected);
  });

  it('gives the seed reason of a product that may not be shown', async () => {
    expect((await resolve('/nl-be/p/DISABLED-1/uitgeschakeld')).route.target).toEqual(
      notFound('PRODUCT_DISABLED', 'Product query returned empty result product status = 2'),
    );
    expect((await resolve('/nl-be/p/ORPHAN-1/los-kind')).route.target).toEqual(
      notFound(
        'PRODUCT_WITHOUT_PARENT',
        "Product doesn't have parentSku, please check if this is configurable product",
      ),
    );
    expect((await resolve('/nl-be/p/NOPE/nope')).route.target).toEqual(
      notFound('PRODUCT_NOT_FOUND', 'Product not found'),
    );
    expect((await resolve('/nl-be/oud-boek.html')).route.target).toEqual(
      notFound('PRODUCT_NOT_PUBLISHED', 'Product is outside the publish dates of the customer group'),
    );
  });
});

describe('route: categories and CMS pages', () => {
  it('resolves /c/{url path}, /c/{slug} and a category url path, with the other store views by category id', async () => {
    const { route, indexQueries } = await resolve('/nl-be/c/prentenboeken/kartonboeken');
    expect(route).toEqual({
      storeCode: 'nl-be',
      target: {
        __typename: 'CategoryRoute',
        category: { id: 11, name: 'Kartonboeken' },
        canonicalPath: '/nl-be/c/prentenboeken/kartonboeken',
      },
      alternates: [
        { storeCode: 'nl-nl', locale: 'nl-NL', path: '/nl-nl/c/prentenboeken/kartonboeken' },
        { storeCode: 'en-be', locale: 'en-BE', path: '/en-be/c/picture-books/board-books' },
        { storeCode: 'en-rw', locale: 'en-RW', path: '/en-rw/c/picture-books/board-books' },
      ],
    });
    expect(indexQueries).toBe(0);
    expect((await resolve('/en-be/c/board-books', { store: 'en-be' })).route.target).toMatchObject({
      category: { id: 11, name: 'Board books' },
      canonicalPath: '/en-be/c/picture-books/board-books',
    });
    expect((await resolve('/nl-be/boeken.html')).route.target).toMatchObject({ category: { id: 2 } });
    expect((await resolve('/nl-be/c/archief')).route.target).toEqual(
      notFound('CATEGORY_NOT_FOUND', 'Category query returned empty result'),
    );
  });

  it('resolves a CMS page by identifier, with the other store views by page id', async () => {
    const { route } = await resolve('/nl-be/over-ons');
    expect(route).toEqual({
      storeCode: 'nl-be',
      target: {
        __typename: 'CmsPageRoute',
        page: { id: 1, identifier: 'over-ons' },
        canonicalPath: '/nl-be/over-ons',
      },
      alternates: [
        { storeCode: 'nl-nl', locale: 'nl-NL', path: '/nl-nl/over-ons' },
        { storeCode: 'en-be', locale: 'en-BE', path: '/en-be/about-us' },
        { storeCode: 'en-rw', locale: 'en-RW', path: '/en-rw/about-us' },
      ],
    });
    expect((await resolve('/nl-be/oud')).route.target).toEqual(notFound('PAGE_NOT_FOUND', 'Page not found'));
  });
});

describe('route: redirects and not found', () => {
  it.each([
    ['/book/kikker-is-verliefd', '/nl-be/kikker-is-verliefd.html'],
    ['/zoeken?q=kikker', '/nl-be/boeken.html'],
    ['/Contact.html/', '/nl-be/contact'],
    ['/professionals.html', '/nl-be/boekhandels-en-retail'],
  ])('redirects the legacy path %s to %s with a 301 (seed 000 §2)', async (path, location) => {
    expect((await resolve(path)).route).toEqual({
      storeCode: 'nl-be',
      target: { __typename: 'RouteRedirect', location, statusCode: 301, external: false },
      alternates: [],
    });
  });

  it('sends /muziek and /clavisplus to the configured external sites', async () => {
    expect((await resolve('/muziek')).route.target).toEqual({
      __typename: 'RouteRedirect',
      location: 'https://muziek.clavis.example',
      statusCode: 301,
      external: true,
    });
    expect((await resolve('/clavisplus')).route.target).toMatchObject({
      location: 'https://clavisplus.clavis.example',
    });
  });

  it('leaves editorial pages to the content subgraph and the home page to the web app', async () => {
    expect((await resolve('/nl-be/e/zomerlezen')).route.target).toEqual(
      notFound('NOT_A_CATALOGUE_PAGE', 'Editorial pages are resolved by the content service'),
    );
    expect((await resolve('/nl-be/')).route.target).toMatchObject({
      reason: { code: 'NOT_A_CATALOGUE_PAGE' },
    });
  });

  it("answers 'Page not found' for anything else and logs the missing mapping (seed 000 §2)", async () => {
    const { route } = await resolve('/nl-be/bestaat-niet');
    expect(route).toEqual({
      storeCode: 'nl-be',
      target: notFound('PAGE_NOT_FOUND', 'Page not found'),
      alternates: [],
    });
    expect(
      catalog.logs.some((line) => line.msg === 'Page not found' && line.path === '/nl-be/bestaat-niet'),
    ).toBe(true);
  });

  it('resolves a path without a store prefix in the store view of the request', async () => {
    const { route } = await resolve('/frog-in-love.html', { store: 'en-rw' });
    expect(route).toMatchObject({
      storeCode: 'en-rw',
      target: { __typename: 'ProductRoute', canonicalPath: '/en-rw/p/KIK-001/frog-in-love' },
    });
  });
});

describe('route: a whole page in one query', () => {
  const CATEGORY_PAGE = `query CategoryPage($path: String!, $filters: [AttributeFilterInput!], $sort: ProductSort) {
    route(path: $path) {
      target {
        ... on CategoryRoute {
          category {
            id
            products(filters: $filters, sort: $sort, paging: { pageSize: 2 }) {
              total sort paging { pageSize start } items { sku }
              aggregations { attributeCode options { value count selected } }
            }
          }
        }
      }
    }
  }`;
  const LISTING = `query Listing($search: ProductSearchInput) {
    products(search: $search) {
      total sort paging { pageSize start } items { sku }
      aggregations { attributeCode options { value count selected } }
    }
  }`;

  it("gives a category page's listing from its route: the same as products(search: { categoryId }), in one index query", async () => {
    const filters = [{ attributeCode: 'format', values: ['2'] }];
    const page = await catalog.execute<{
      route: { target: { category: { id: number; products: unknown } } };
    }>(CATEGORY_PAGE, { path: '/nl-be/c/prentenboeken', filters, sort: 'PRICE_ASC' });
    expect(page.errors).toBeUndefined();
    const category = page.data?.route.target.category;
    const listing = await catalog.execute<{ products: unknown }>(LISTING, {
      search: { categoryId: category?.id, filters, sort: 'PRICE_ASC', paging: { pageSize: 2 } },
    });
    expect(listing.errors).toBeUndefined();
    expect(category?.products).toEqual(listing.data?.products);
    expect(category?.products).toMatchObject({ sort: 'PRICE_ASC', paging: { pageSize: 2, start: 0 } });
    // The path's category comes from the category tree in memory: the listing is the page's only index query.
    expect(page.indexQueries).toBe(1);
    expect(listing.indexQueries).toBe(1);
  });

  it("gives a product page's chosen variant from its route, as product.variant(sku:) answers it", async () => {
    const PRODUCT_PAGE = `query ProductPage($path: String!) {
      route(path: $path) {
        target {
          ... on ProductRoute {
            childSku
            variant { variant { sku } userErrors { code } }
            product { sku variant(sku: "SHIRT-BLUE-M") { variant { sku } userErrors { code } } }
          }
        }
      }
    }`;
    type Choice = { variant: { sku: string } | null; userErrors: unknown[] };
    const chosen = await catalog.execute<{
      route: { target: { childSku: string; variant: Choice; product: { variant: Choice } } };
    }>(PRODUCT_PAGE, { path: '/en-be/p/SHIRT/frog-t-shirt/SHIRT-BLUE-M' }, { store: 'en-be' });
    expect(chosen.errors).toBeUndefined();
    const target = chosen.data?.route.target;
    expect(target?.variant).toEqual({ variant: { sku: 'SHIRT-BLUE-M' }, userErrors: [] });
    expect(target?.variant).toEqual(target?.product.variant);

    const plain = await catalog.execute<{ route: { target: { variant: Choice } } }>(PRODUCT_PAGE, {
      path: '/nl-be/p/KIK-001/kikker-is-verliefd',
    });
    // A simple product has no variants: the seed's 'no available variants' outcome, as product.variant gives.
    expect(plain.data?.route.target.variant.variant).toBeNull();
  });
});
