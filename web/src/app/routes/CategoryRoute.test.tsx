import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { CategoryListingMoreDocument } from '@/features/catalog/CategoryPage.generated';
import { CatchAllRoute } from './CatchAllRoute';
import { ResolveRouteDocument } from './ResolveRoute.generated';

/**
 * A category page as the app shows it: its one query (ResolveRoute) brings the route, the category and its
 * listing; "load more" asks for the next page alone (seed 000 §2 Listings, §9).
 */
const PATH = '/nl-be/c/prentenboeken/kartonboeken';

const category = (id: number, name: string, urlPath: string) => ({
  __typename: 'Category',
  id,
  name,
  urlPath,
});

const product = (n: number) => ({
  __typename: 'Product',
  sku: `97894000${String(n).padStart(5, '0')}`,
  name: `Boek ${n}`,
  slug: `boek-${n}`,
  author: null,
  thumbnail: null,
  price: {
    __typename: 'ProductPrice',
    regular: { __typename: 'Money', value: 9.99, currency: 'EUR' },
    final: { __typename: 'Money', value: 9.99, currency: 'EUR' },
  },
  type: 'SIMPLE',
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
});

const AGE = {
  __typename: 'Aggregation',
  attributeCode: 'age',
  label: 'Leeftijd',
  options: [
    { __typename: 'AggregationOption', value: '1004', label: '0-3 jaar', count: 40, selected: false },
    { __typename: 'AggregationOption', value: '1005', label: '3-6 jaar', count: 12, selected: false },
  ],
};

const listing = (start: number, count: number, total: number, sort: string) => ({
  __typename: 'ProductList',
  total,
  sort,
  paging: { __typename: 'Paging', start, pageSize: 50 },
  items: Array.from({ length: count }, (_, i) => product(start + i + 1)),
  aggregations: [AGE],
});

/** The page's query for its first page of `total` products, with these filters and sort. */
const page = (
  count: number,
  total: number,
  { filters = [], sort = 'LATEST' }: { filters?: object[]; sort?: string } = {},
): MockedResponse => ({
  request: {
    query: ResolveRouteDocument,
    variables: { path: PATH, filters, sort, pageSize: 50, categoryPath: true },
  },
  result: {
    data: {
      editorialPage: null,
      // seed 001 §3 productBanners: one, after the 4th book.
      banners: {
        __typename: 'Banners',
        productBanners: [
          {
            __typename: 'Banner',
            title: 'Clavis Joy',
            text: 'Boeken in actie',
            image: null,
            link: '/nl-be/actielijsten/clavisjoy.html',
            linkLabel: 'Naar de actie',
          },
        ],
      },
      route: {
        __typename: 'Route',
        storeCode: 'nl-be',
        alternates: [],
        target: {
          __typename: 'CategoryRoute',
          canonicalPath: PATH,
          category: {
            ...category(11, 'Kartonboeken', 'prentenboeken/kartonboeken'),
            productCount: 52,
            breadcrumbs: [
              category(10, 'Prentenboeken', 'prentenboeken'),
              category(11, 'Kartonboeken', 'prentenboeken/kartonboeken'),
            ],
            children: [],
            products: listing(0, count, total, sort),
          },
        },
      },
    },
  },
});

/** "Load more": the next page alone, from `start`. */
const more = (start: number, count: number, total: number): MockedResponse => ({
  request: {
    query: CategoryListingMoreDocument,
    variables: { id: 11, filters: [], sort: 'LATEST', paging: { start, pageSize: 50 } },
  },
  result: {
    data: {
      category: {
        ...category(11, 'Kartonboeken', 'prentenboeken/kartonboeken'),
        products: listing(start, count, total, 'LATEST'),
      },
    },
  },
});

describe('a category page', () => {
  it('shows breadcrumbs and the first 50 books, then loads the rest (seed 000 §2, §9)', async () => {
    await renderInShop(<CatchAllRoute />, { path: PATH, mocks: [page(50, 52), more(50, 2, 52)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartonboeken' })).toBeTruthy();

    const crumbs = within(screen.getByRole('navigation', { name: 'Kruimelpad' }));
    expect(crumbs.getByRole('link', { name: 'Prentenboeken' }).getAttribute('href')).toBe(
      '/nl-be/c/prentenboeken',
    );
    expect(crumbs.queryByRole('link', { name: 'Kartonboeken' })).toBeNull();

    expect(await screen.findAllByTestId('product-card')).toHaveLength(50);
    expect(screen.getByText('52 boeken')).toBeTruthy();
    // The product banner takes the row after the 4th book, in the one answer of the page's query.
    const banner = screen.getByTestId('banner');
    expect(within(banner).getByRole('link', { name: 'Naar de actie' }).getAttribute('href')).toBe(
      '/nl-be/actielijsten/clavisjoy.html',
    );
    const cards = screen.getAllByTestId('product-card');
    expect(cards[3]!.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards[4]!.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.getByText('50 van 52 getoond')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meer boeken tonen' }));
    expect(await screen.findByText('Boek 52')).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(52);
    // 52 of 52 loaded: the listing stops loading more.
    expect(screen.queryByRole('button', { name: 'Meer boeken tonen' })).toBeNull();
  });

  it('on a phone, opens the filters in a drawer whose button shows the number of results', async () => {
    const age = [{ attributeCode: 'age', values: ['1005'] }];
    await renderInShop(<CatchAllRoute />, {
      path: PATH,
      mocks: [page(50, 52), page(12, 12, { filters: age })],
    });
    await screen.findAllByTestId('product-card');
    const open = screen.getByRole('button', { name: 'Filters' });
    open.focus();
    fireEvent.click(open);
    const drawer = within(screen.getByRole('dialog', { name: 'Filters' }));
    // The facets are in the drawer only while it is open (one set of checkboxes at a time).
    expect(screen.getAllByTestId('facet-age')).toHaveLength(1);
    expect(drawer.getByRole('button', { name: 'Toon 52 boeken' })).toBeTruthy();
    fireEvent.click(within(drawer.getByTestId('facet-age')).getByRole('checkbox', { name: /3-6 jaar/ }));
    const show = await drawer.findByRole('button', { name: 'Toon 12 boeken' });
    fireEvent.click(show);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(screen.getByText('12 boeken')).toBeTruthy();
  });

  it('offers no "load more" when the total is below the page size', async () => {
    await renderInShop(<CatchAllRoute />, { path: PATH, mocks: [page(3, 3)] });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Meer boeken tonen' })).toBeNull();
  });

  it('puts a chosen filter and sort in the route query and lists what they give (seed 000 §2, §9)', async () => {
    const age = [{ attributeCode: 'age', values: ['1005'] }];
    await renderInShop(<CatchAllRoute />, {
      path: PATH,
      mocks: [
        page(50, 52),
        page(12, 12, { filters: age }),
        page(12, 12, { filters: age, sort: 'PRICE_ASC' }),
      ],
    });
    const facet = within(await screen.findByTestId('facet-age'));
    expect(facet.getByText('Leeftijd')).toBeTruthy();
    expect(facet.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '0-3 jaar (40)',
      '3-6 jaar (12)',
    ]);
    fireEvent.click(facet.getByRole('checkbox', { name: /3-6 jaar/ }));
    expect(await screen.findByText('12 boeken')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sorteren' }), { target: { value: 'PRICE_ASC' } });
    expect((screen.getByRole('option', { name: 'Prijs laag naar hoog' }) as HTMLOptionElement).selected).toBe(
      true,
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(12);
  });

  it('warns when the category has no products (seed 000 §8 Empty listing)', async () => {
    await renderInShop(<CatchAllRoute />, { store: 'en-be', path: PATH, mocks: [page(0, 0)] });
    expect(
      await screen.findByText('No products synchronized for this category. Please come back while online!'),
    ).toBeTruthy();
  });
});
