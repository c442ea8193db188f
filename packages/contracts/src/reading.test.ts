import { describe, expect, it } from 'vitest';
import { isProgressPercentage } from './reading';

describe('a reading progress (PUT /tracking/{isbn})', () => {
  it('is a whole percent from 0 to 100', () => {
    for (const percentage of [0, 8, 25, 100]) expect(isProgressPercentage(percentage)).toBe(true);
  });

  it('is nothing else', () => {
    for (const value of [-1, 101, 25.5, Number.NaN, Number.POSITIVE_INFINITY, '25', null, undefined])
      expect(isProgressPercentage(value), String(value)).toBe(false);
  });
});
