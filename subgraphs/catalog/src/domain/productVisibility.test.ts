import { describe, expect, it } from 'vitest';
import { productQueryError } from './productVisibility';

describe('product load (seed 000 §4, §8)', () => {
  it('status 2 or more is a disabled product', () => {
    expect(productQueryError({ status: 2, visibility: 4 })).toBe(
      'Product query returned empty result product status = 2',
    );
    expect(productQueryError({ status: 3, visibility: 1 })).toBe(
      'Product query returned empty result product status = 3',
    );
  });

  it('visibility 1 is a hidden child', () => {
    expect(productQueryError({ status: 1, visibility: 1 })).toBe(
      'Product query returned empty result product visibility = 1',
    );
  });

  it('enabled products visible in catalog or search may be shown', () => {
    for (const visibility of [2, 3, 4] as const)
      expect(productQueryError({ status: 1, visibility })).toBeNull();
    expect(productQueryError({ status: 0, visibility: 4 })).toBeNull();
  });
});
