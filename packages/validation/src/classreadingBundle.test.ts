import { describe, expect, it } from 'vitest';
import { CLASSREADING_BUNDLE_MESSAGE, mixesClassreadingBundle } from './classreadingBundle';

const bundle = { sku: 'KLAS-0001', isClassreadingBundle: true };
const otherBundle = { sku: 'KLAS-0002', isClassreadingBundle: true };
const book = { sku: '9789020999001', isClassreadingBundle: false };

describe('seed 001 §5: classreading bundles are bought without any other products', () => {
  it('keeps the seed 001 §8 message', () => {
    expect(CLASSREADING_BUNDLE_MESSAGE).toBe(
      'Classreading bundles should be bought without any other products.',
    );
  });

  it('allows a bundle alone, also as several lines of itself', () => {
    expect(mixesClassreadingBundle([bundle])).toBe(false);
    expect(mixesClassreadingBundle([bundle, { ...bundle }])).toBe(false);
  });

  it('allows carts without a bundle, and an empty cart', () => {
    expect(mixesClassreadingBundle([book, { sku: '9789020999002', isClassreadingBundle: false }])).toBe(
      false,
    );
    expect(mixesClassreadingBundle([])).toBe(false);
  });

  it('refuses a bundle with a book, whichever came first', () => {
    expect(mixesClassreadingBundle([bundle, book])).toBe(true);
    expect(mixesClassreadingBundle([book, bundle])).toBe(true);
  });

  it('refuses two different bundles together', () => {
    expect(mixesClassreadingBundle([bundle, otherBundle])).toBe(true);
  });
});
