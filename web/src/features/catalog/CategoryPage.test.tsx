import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { CategoryPage } from './CategoryPage';
import { CategoryPageDocument } from './CategoryPage.generated';
import { CategoryProductsDocument } from './CategoryProducts.generated';

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
  image: null,
  price: {
    __typename: 'ProductPrice',
    regular: { __typename: 'Money', value: 9.99, currency: 'EUR' },
    final: { __typename: 'Money', value: 9.99, currency: 'EUR' },
  },
  stock: { __typename: 'Stock', status: 'OK', isInStock: true },
});

const page = (start: number, count: number, total: number): MockedResponse => ({
  request: {
    query: CategoryProductsDocument,
    variables: { categoryId: 11, paging: { start, pageSize: 50 } },
  },
  result: {
    data: {
      categoryProducts: {
        __typename: 'ProductList',
        total,
        paging: { __typename: 'Paging', start, pageSize: 50 },
        items: Array.from({ length: count }, (_, i) => product(start + i + 1)),
      },
    },
  },
});

const categoryQuery: MockedResponse = {
  request: { query: CategoryPageDocument, variables: { urlPath: 'prentenboeken/kartonboeken' } },
  result: {
    data: {
      category: {
        ...category(11, 'Kartonboeken', 'prentenboeken/kartonboeken'),
        productCount: 52,
        breadcrumbs: [
          category(10, 'Prentenboeken', 'prentenboeken'),
          category(11, 'Kartonboeken', 'prentenboeken/kartonboeken'),
        ],
        children: [],
      },
    },
  },
};

describe('CategoryPage', () => {
  it('shows breadcrumbs and the first 50 books, then loads the rest (seed 000 §2, §9)', async () => {
    await renderInShop(<CategoryPage urlPath="prentenboeken/kartonboeken" />, {
      mocks: [categoryQuery, page(0, 50, 52), page(50, 2, 52)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartonboeken' })).toBeTruthy();

    const crumbs = within(screen.getByRole('navigation', { name: 'Kruimelpad' }));
    expect(crumbs.getByRole('link', { name: 'Prentenboeken' }).getAttribute('href')).toBe(
      '/nl-be/c/prentenboeken',
    );
    expect(crumbs.queryByRole('link', { name: 'Kartonboeken' })).toBeNull();

    expect(await screen.findAllByTestId('product-card')).toHaveLength(50);
    expect(screen.getByText('52 boeken')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meer boeken tonen' }));
    expect(await screen.findByText('Boek 52')).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(52);
    // 52 of 52 loaded: the listing stops loading more.
    expect(screen.queryByRole('button', { name: 'Meer boeken tonen' })).toBeNull();
  });

  it('offers no "load more" when the total is below the page size', async () => {
    await renderInShop(<CategoryPage urlPath="prentenboeken/kartonboeken" />, {
      mocks: [categoryQuery, page(0, 3, 3)],
    });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Meer boeken tonen' })).toBeNull();
  });

  it('shows the not-found page for an unknown url path', async () => {
    await renderInShop(<CategoryPage urlPath="bestaat-niet" />, {
      mocks: [
        {
          request: { query: CategoryPageDocument, variables: { urlPath: 'bestaat-niet' } },
          result: { data: { category: null } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
  });
});
