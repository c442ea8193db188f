import { describe, expect, it } from 'vitest';
import { SEARCH_FIELD_BOOSTS, SEARCH_FUZZINESS } from './search';

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
});
