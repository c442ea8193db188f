import { describe, expect, it } from 'vitest';
import { indexSortOf, listingSortOf } from './sort';

describe('listing sort (seed 000 §9)', () => {
  it('defaults to Latest (publish_date descending) for a listing', () => {
    expect(listingSortOf(null, false)).toBe('LATEST');
    expect(indexSortOf('LATEST')).toEqual({ field: 'publish_date', order: 'desc' });
  });

  it('ranks a search by relevance unless a sort is chosen', () => {
    expect(listingSortOf(undefined, true)).toBe('RELEVANCE');
    expect(indexSortOf('RELEVANCE')).toBeUndefined();
    expect(listingSortOf('PRICE_ASC', true)).toBe('PRICE_ASC');
  });

  it('has no relevance without a search term', () => {
    expect(listingSortOf('RELEVANCE', false)).toBe('LATEST');
  });

  it('sorts price low to high and high to low', () => {
    expect(indexSortOf('PRICE_ASC')).toEqual({ field: 'price', order: 'asc' });
    expect(indexSortOf('PRICE_DESC')).toEqual({ field: 'price', order: 'desc' });
  });
});
