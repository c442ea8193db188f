import { describe, expect, it } from 'vitest';
import { isCacheOfAnotherSchema, persistedCacheKey } from './cacheVersion';

describe('the persisted cache’s version (the schema’s hash)', () => {
  it('is one key per schema hash and store view', () => {
    expect(persistedCacheKey('abc123', 'nl-be')).toBe('apollo-cache/abc123/nl-be');
    expect(persistedCacheKey('abc123', 'en-be')).not.toBe(persistedCacheKey('def456', 'en-be'));
  });

  it('purges the copies of any other schema, and nothing but persisted copies', () => {
    expect(isCacheOfAnotherSchema('apollo-cache/old/nl-be', 'new')).toBe(true);
    expect(isCacheOfAnotherSchema('apollo-cache/new/nl-be', 'new')).toBe(false);
    expect(isCacheOfAnotherSchema('apollo-cache/newer/nl-be', 'new')).toBe(true);
    expect(isCacheOfAnotherSchema('offline-queue/1', 'new')).toBe(false);
    expect(isCacheOfAnotherSchema(7, 'new')).toBe(false);
  });
});
