import { describe, expect, it } from 'vitest';
import { filtersFromQuery, sortFromQuery, toggleFilter, withSort } from './listingQuery';

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
});
