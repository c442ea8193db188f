import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_BLACKLIST, attributeCodesAnswered, attributeCodesToLoad } from './attributeLoad';

describe('attribute load (seed 000 §5)', () => {
  const nothingLoaded = { blacklist: ATTRIBUTE_BLACKLIST, loaded: new Set<string>() };

  it('skips codes containing a dot', () => {
    expect(attributeCodesToLoad(['age', 'category.name', 'stock.qty', 'format'], nothingLoaded)).toEqual([
      'age',
      'format',
    ]);
  });

  it('skips blacklisted codes', () => {
    expect(attributeCodesToLoad(['sku', 'age', 'configurable_children'], nothingLoaded)).toEqual(['age']);
    expect(attributeCodesToLoad(['age', 'format'], { blacklist: ['format'], loaded: new Set() })).toEqual([
      'age',
    ]);
  });

  it('skips codes already loaded, and loads each code once', () => {
    expect(
      attributeCodesToLoad(['age', 'format', 'age', 'nur'], {
        blacklist: ATTRIBUTE_BLACKLIST,
        loaded: new Set(['format']),
      }),
    ).toEqual(['age', 'nur']);
  });

  it('answers for every code asked but dotted and blacklisted ones, loaded or not', () => {
    expect(attributeCodesAnswered(['age', 'sku', 'age', 'a.b', 'nur'], ATTRIBUTE_BLACKLIST)).toEqual([
      'age',
      'nur',
    ]);
  });
});
