import { describe, expect, it } from 'vitest';
import { BOOK_PAGE_SIZE, bookStart, isIncremental, nextStart, searchTerm } from './bookPaging';

describe('book listing (seed 001 §5, §9)', () => {
  it('pages 50 books from start 0 by default', () => {
    expect(BOOK_PAGE_SIZE).toBe(50);
    expect(bookStart(undefined)).toBe(0);
  });

  it.each([-1, 2.5, Number.NaN, null])('resets an invalid start (%s) to 0', (start) => {
    expect(bookStart(start)).toBe(0);
  });

  it('keeps a valid start', () => {
    expect(bookStart(50)).toBe(50);
  });

  it('loads incrementally only for Teacher, Director, or Club president asking for all', () => {
    expect(isIncremental('Teacher', true)).toBe(true);
    expect(isIncremental('Director', true)).toBe(true);
    expect(isIncremental('Club president', true)).toBe(true);
    expect(isIncremental('Student', true)).toBe(false);
    expect(isIncremental('Teacher', false)).toBe(false);
  });

  it('has a next page while fewer than the total were loaded', () => {
    expect(nextStart(true, 0, 50, 120)).toBe(50);
    expect(nextStart(true, 100, 20, 120)).toBeNull();
    expect(nextStart(true, 0, 0, 120)).toBeNull();
    expect(nextStart(false, 0, 50, 120)).toBeNull();
  });

  it('needs a search term of at least 3 characters', () => {
    expect(searchTerm('Bo')).toEqual({ term: 'Bo', tooShort: true });
    expect(searchTerm(' Boe ')).toEqual({ term: 'Boe', tooShort: false });
    expect(searchTerm('  ')).toEqual({ term: null, tooShort: false });
  });
});
