import { describe, expect, it } from 'vitest';
import { isDigitalBook } from './digitalBook';

describe('isDigitalBook', () => {
  it('is a downloadable product: an e-book or audiobook', () => {
    expect(isDigitalBook('DOWNLOADABLE')).toBe(true);
  });

  it.each(['SIMPLE', 'CONFIGURABLE', 'GROUPED', 'BUNDLE', 'VIRTUAL'] as const)('is no %s product', (type) => {
    expect(isDigitalBook(type)).toBe(false);
  });
});
