import { describe, expect, it } from 'vitest';
import { searchTermOf } from './searchTerm';

describe('search term (seed 000 §5: at least 3 characters)', () => {
  it('accepts 3 characters and more, trimmed', () => {
    expect(searchTermOf('kik')).toEqual({ term: 'kik' });
    expect(searchTermOf('  Kikker  ')).toEqual({ term: 'Kikker' });
    expect(searchTermOf('één')).toEqual({ term: 'één' });
  });

  it("refuses 1 and 2 characters with 'Search term at least 3 characters'", () => {
    for (const short of ['k', 'ki', ' ki ']) {
      expect(searchTermOf(short)).toEqual({
        error: { code: 'SEARCH_TERM_TOO_SHORT', message: 'Search term at least 3 characters', field: 'term' },
      });
    }
  });

  it('treats no term, an empty or a blank one as no search', () => {
    expect(searchTermOf(null)).toEqual({ term: null });
    expect(searchTermOf(undefined)).toEqual({ term: null });
    expect(searchTermOf('   ')).toEqual({ term: null });
  });
});
