import { describe, expect, it } from 'vitest';
import { SEARCH_FIELD_BOOSTS, SEARCH_FUZZINESS, boundedDistance, minimumWordsToMatch } from './search';

describe('search constants (seed 000 §9)', () => {
  it('boost name 3, sku 2, author 2, illustrator 2, category name 1, description 1', () => {
    expect(SEARCH_FIELD_BOOSTS).toEqual({
      name: 3,
      sku: 2,
      author: 2,
      illustrator: 2,
      category_names: 1,
      description: 1,
    });
  });

  it('allow two typos per word (fuzziness 2)', () => {
    expect(SEARCH_FUZZINESS).toBe(2);
  });

  it('asks 75% of the words, rounded down as Elasticsearch does, at least one (minimum_should_match 75%)', () => {
    expect([1, 2, 3, 4, 5, 8].map(minimumWordsToMatch)).toEqual([1, 1, 2, 3, 3, 6]);
  });

  it('measures edit distances up to a bound', () => {
    expect(boundedDistance('velthuys', 'velthuijs', 2)).toBe(2);
    expect(boundedDistance('kikker', 'kikker', 2)).toBe(0);
    expect(boundedDistance('giarf', 'giraf', 2)).toBe(2);
    expect(boundedDistance('maan', 'zonnebloem', 2)).toBe(3);
  });
});
