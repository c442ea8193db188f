import { describe, expect, it } from 'vitest';
import {
  booksListingVariables,
  filtersFromQuery,
  sortFromQuery,
  sortOptionsOf,
  toggleFilter,
  withSort,
  withoutFilters,
} from './listingQuery';

describe('listing filters in the route query (seed 000 §2)', () => {
  it('reads one filter per attribute with comma-separated values, ignoring the sort, the search term and other parameters', () => {
    const query = new URLSearchParams(
      'age=1004,1005&price=0-5&sort=price-asc&format=&q=nevelland&utm_source=nieuwsbrief&theme=1',
    );
    expect(filtersFromQuery(query)).toEqual([
      { attributeCode: 'age', values: ['1004', '1005'] },
      { attributeCode: 'price', values: ['0-5'] },
    ]);
  });

  it('switches a value on and off, dropping an attribute without values', () => {
    const on = toggleFilter(new URLSearchParams('sort=price-desc'), 'age', '1004');
    expect(on.toString()).toBe('sort=price-desc&age=1004');
    const two = toggleFilter(on, 'age', '1005');
    expect(two.get('age')).toBe('1004,1005');
    expect(toggleFilter(toggleFilter(two, 'age', '1004'), 'age', '1005').toString()).toBe('sort=price-desc');
  });

  it('sorts by Latest unless the query says otherwise (seed 000 §9)', () => {
    expect(sortFromQuery(new URLSearchParams(''))).toBe('LATEST');
    expect(sortFromQuery(new URLSearchParams('sort=bogus'))).toBe('LATEST');
    expect(sortFromQuery(new URLSearchParams('sort=price-asc'))).toBe('PRICE_ASC');
    expect(sortFromQuery(new URLSearchParams('sort=price-desc'))).toBe('PRICE_DESC');
  });

  it('leaves the default sort out of the address', () => {
    const sorted = withSort(new URLSearchParams('age=1004'), 'PRICE_DESC');
    expect(sorted.toString()).toBe('age=1004&sort=price-desc');
    expect(withSort(sorted, 'LATEST').toString()).toBe('age=1004');
  });

  it('sorts a search by relevance first, offered only with a term, and leaves it out of the address', () => {
    expect(sortOptionsOf(true)).toEqual(['RELEVANCE', 'LATEST', 'PRICE_ASC', 'PRICE_DESC']);
    expect(sortOptionsOf(false)).toEqual(['LATEST', 'PRICE_ASC', 'PRICE_DESC']);
    expect(sortFromQuery(new URLSearchParams('q=giraf'), true)).toBe('RELEVANCE');
    expect(sortFromQuery(new URLSearchParams('q=giraf&sort=latest'), true)).toBe('LATEST');
    expect(sortFromQuery(new URLSearchParams('sort=relevance'))).toBe('LATEST');
    const latest = withSort(new URLSearchParams('q=giraf'), 'LATEST', true);
    expect(latest.toString()).toBe('q=giraf&sort=latest');
    expect(withSort(latest, 'RELEVANCE', true).toString()).toBe('q=giraf');
    expect(booksListingVariables(new URLSearchParams('q=giraf')).search.sort).toBe('RELEVANCE');
    expect(booksListingVariables(new URLSearchParams('')).search.sort).toBe('LATEST');
  });

  it('clears every filter and keeps the search term, the sort and other parameters', () => {
    const query = new URLSearchParams(
      'q=giraf&age=1004,1005&price=0-5&sort=price-asc&utm_source=nieuwsbrief',
    );
    expect(withoutFilters(query).toString()).toBe('q=giraf&sort=price-asc&utm_source=nieuwsbrief');
  });
});
