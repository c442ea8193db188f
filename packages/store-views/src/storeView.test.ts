import { describe, expect, it } from 'vitest';
import { STORE_VIEWS, indexNameOf, resolveStoreView } from './storeView';

describe('store views', () => {
  it('derives the catalogue index from the store code with dashes as underscores', () => {
    expect(indexNameOf('nl-be')).toBe('nl_be');
    expect(STORE_VIEWS['en-rw'].index).toBe('en_rw');
  });

  it('uses EUR for nl-be, nl-nl and en-be and USD for en-rw', () => {
    expect(['nl-be', 'nl-nl', 'en-be', 'en-rw'].map((c) => resolveStoreView(c).currency)).toEqual([
      'EUR',
      'EUR',
      'EUR',
      'USD',
    ]);
  });

  it('numbers the stores 1, 2, 1, 4', () => {
    expect(Object.values(STORE_VIEWS).map((s) => s.storeId)).toEqual([1, 2, 1, 4]);
  });

  it('falls back to nl-be for a missing or unknown store code', () => {
    expect(resolveStoreView(undefined).code).toBe('nl-be');
    expect(resolveStoreView('fr-fr').code).toBe('nl-be');
    expect(resolveStoreView(' EN-BE ').code).toBe('en-be');
  });
});
