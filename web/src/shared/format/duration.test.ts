import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [40, '0:40'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3 * 3600 + 7 * 60 + 5, '3:07:05'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('shows an unknown time as 0:00', () => {
    for (const unknown of [Number.NaN, Number.POSITIVE_INFINITY, -3])
      expect(formatDuration(unknown)).toBe('0:00');
  });
});
