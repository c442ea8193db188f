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

describe('categoryProducts cache policy', () => {
  const LISTING = gql`
    query Listing($categoryId: Int!, $paging: PagingInput) {
      categoryProducts(categoryId: $categoryId, paging: $paging) {
        total
        items {
          sku
        }
      }
    }
  `;
  const page = (skus: string[]) => ({
    categoryProducts: {
      __typename: 'ProductList',
      total: 3,
      items: skus.map((sku) => ({ __typename: 'Product', sku })),
    },
  });

  it('appends a next page and starts over when the first page comes again', () => {
    const cache = createCache(catalogTypePolicies);
    cache.writeQuery({
      query: LISTING,
      variables: { categoryId: 5, paging: { start: 0, pageSize: 2 } },
      data: page(['a', 'b']),
    });
    cache.writeQuery({
      query: LISTING,
      variables: { categoryId: 5, paging: { start: 2, pageSize: 2 } },
      data: page(['c']),
    });
    const read = () =>
      cache.readQuery<ReturnType<typeof page>>({ query: LISTING, variables: { categoryId: 5 } });
    expect(read()?.categoryProducts.items.map((p) => p.sku)).toEqual(['a', 'b', 'c']);
    cache.writeQuery({
      query: LISTING,
      variables: { categoryId: 5, paging: { start: 0, pageSize: 2 } },
      data: page(['a', 'b']),
    });
    expect(read()?.categoryProducts.items.map((p) => p.sku)).toEqual(['a', 'b']);
  });

  it('keeps one list per category', () => {
    const cache = createCache(catalogTypePolicies);
    cache.writeQuery({
      query: LISTING,
      variables: { categoryId: 5, paging: { start: 0 } },
      data: page(['a']),
    });
    cache.writeQuery({
      query: LISTING,
      variables: { categoryId: 6, paging: { start: 0 } },
      data: page(['z']),
    });
    const skus = (categoryId: number) =>
      cache
        .readQuery<ReturnType<typeof page>>({ query: LISTING, variables: { categoryId } })
        ?.categoryProducts.items.map((p) => p.sku);
    expect(skus(5)).toEqual(['a']);
    expect(skus(6)).toEqual(['z']);
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
