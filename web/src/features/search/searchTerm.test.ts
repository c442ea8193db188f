import { describe, expect, it } from 'vitest';
import { searchableTerm } from './searchTerm';

describe('searchableTerm (seed 000 §9: search term at least 3 characters)', () => {
  it('searches from 3 characters on', () => {
    expect(searchableTerm('be')).toBeNull();
    expect(searchableTerm('bee')).toBe('bee');
  });

  it('does not count blanks around the term', () => {
    expect(searchableTerm('  be  ')).toBeNull();
    expect(searchableTerm(' ijsbeer ')).toBe('ijsbeer');
  });
});
