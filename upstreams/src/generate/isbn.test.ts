import { describe, expect, it } from 'vitest';
import { demoIsbn, isbn13CheckDigit, isValidIsbn13 } from './isbn';

describe('ISBN-13', () => {
  it('computes the check digit with weights 1 and 3', () => {
    // The textbook example: 978-0-306-40615-7.
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
  });

  it('gives every product id its own valid ISBN', () => {
    const isbns = [1, 2, 10, 99_999, 1_234_567].map(demoIsbn);
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const isbn of isbns) expect(isValidIsbn13(isbn)).toBe(true);
    expect(demoIsbn(1)).toBe('9789400000018');
  });

  it('refuses ids that do not fit seven digits', () => {
    expect(() => demoIsbn(10_000_000)).toThrow(RangeError);
  });
});
