import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { createCache } from '@/shared/graphql/cachePolicies';
import { catalogTypePolicies, LISTING_PAGE_SIZE, stopsLoadingMore } from './listing';

describe('stopsLoadingMore (seed 000 §4 Category)', () => {
  it('uses pages of 50 (seed 000 §9)', () => {
    expect(LISTING_PAGE_SIZE).toBe(50);
  });

  it('goes on while fewer products are loaded than the total', () => {
    expect(stopsLoadingMore({ start: 50, total: 120, pageSize: 50 })).toBe(false);
    expect(stopsLoadingMore({ start: 100, total: 120, pageSize: 50 })).toBe(false);
  });

  it('stops when start is at or past the total', () => {
    expect(stopsLoadingMore({ start: 150, total: 120, pageSize: 50 })).toBe(true);
    expect(stopsLoadingMore({ start: 100, total: 100, pageSize: 50 })).toBe(true);
  });

  it('stops when the total is below the page size', () => {
    expect(stopsLoadingMore({ start: 0, total: 49, pageSize: 50 })).toBe(true);
  });
});

describe("a category's listing in the cache (Category.products)", () => {
  const LISTING = gql`
    query Listing($id: Int!, $filters: [AttributeFilterInput!], $sort: ProductSort, $paging: PagingInput) {
      category(id: $id) {
        id
        products(filters: $filters, sort: $sort, paging: $paging) {
          total
          items {
            sku
          }
        }
      }
    }
  `;
  const page = (id: number, skus: string[]) => ({
    category: {
      __typename: 'Category',
      id,
      products: {
        __typename: 'ProductList',
        total: 3,
        items: skus.map((sku) => ({ __typename: 'Product', sku })),
      },
    },
  });
  const age = [{ attributeCode: 'age', values: ['1004'] }];
  const write = (cache: ReturnType<typeof createCache>, id: number, variables: object, skus: string[]) =>
    cache.writeQuery({ query: LISTING, variables: { id, ...variables }, data: page(id, skus) });
  const skus = (cache: ReturnType<typeof createCache>, id: number, variables: object) =>
    cache
      .readQuery<ReturnType<typeof page>>({ query: LISTING, variables: { id, ...variables } })
      ?.category.products.items.map((p) => p.sku);

  it('appends a next page ("load more") and starts over when the first page comes again', () => {
    const cache = createCache(catalogTypePolicies);
    const listing = { filters: age, sort: 'LATEST' };
    write(cache, 5, { ...listing, paging: { start: 0, pageSize: 2 } }, ['a', 'b']);
    write(cache, 5, { ...listing, paging: { start: 2, pageSize: 2 } }, ['c']);
    expect(skus(cache, 5, { ...listing, paging: { start: 0, pageSize: 2 } })).toEqual(['a', 'b', 'c']);
    write(cache, 5, { ...listing, paging: { start: 0, pageSize: 2 } }, ['a', 'b']);
    expect(skus(cache, 5, listing)).toEqual(['a', 'b']);
  });

  it('keeps one list per category, filters and sort', () => {
    const cache = createCache(catalogTypePolicies);
    write(cache, 5, { filters: age, sort: 'LATEST', paging: { start: 0 } }, ['a']);
    write(cache, 5, { filters: [], sort: 'LATEST', paging: { start: 0 } }, ['b']);
    write(cache, 5, { filters: [], sort: 'PRICE_ASC', paging: { start: 0 } }, ['c']);
    write(cache, 6, { filters: age, sort: 'LATEST', paging: { start: 0 } }, ['z']);
    expect(skus(cache, 5, { filters: age, sort: 'LATEST' })).toEqual(['a']);
    expect(skus(cache, 5, { filters: [], sort: 'LATEST' })).toEqual(['b']);
    expect(skus(cache, 5, { filters: [], sort: 'PRICE_ASC' })).toEqual(['c']);
    expect(skus(cache, 6, { filters: age, sort: 'LATEST' })).toEqual(['z']);
  });
});

describe('products cache policy', () => {
  const SEARCH = gql`
    query Search($search: ProductSearchInput) {
      products(search: $search) {
        total
        items {
          sku
        }
      }
    }
  `;
  const page = (skus: string[]) => ({
    products: {
      __typename: 'ProductList',
      total: 3,
      items: skus.map((sku) => ({ __typename: 'Product', sku })),
    },
  });

  it('appends pages of one filter and sort, and keeps another filter apart', () => {
    const cache = createCache(catalogTypePolicies);
    const age = [{ attributeCode: 'age', values: ['1004'] }];
    const write = (search: object, skus: string[]) =>
      cache.writeQuery({ query: SEARCH, variables: { search }, data: page(skus) });
    write({ categoryId: 5, filters: age, sort: 'LATEST', paging: { start: 0, pageSize: 2 } }, ['a', 'b']);
    write({ categoryId: 5, filters: age, sort: 'LATEST', paging: { start: 2, pageSize: 2 } }, ['c']);
    write({ categoryId: 5, filters: [], sort: 'LATEST', paging: { start: 0, pageSize: 2 } }, ['z']);
    const skus = (search: object) =>
      cache
        .readQuery<ReturnType<typeof page>>({ query: SEARCH, variables: { search } })
        ?.products.items.map((p) => p.sku);
    expect(skus({ categoryId: 5, filters: age, sort: 'LATEST' })).toEqual(['a', 'b', 'c']);
    expect(skus({ categoryId: 5, filters: [], sort: 'LATEST' })).toEqual(['z']);
  });
});
