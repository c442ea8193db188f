import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeKeyValueStore } from '../../../test/fakeKeyValueStore';
import { PERSISTED_CACHE_PREFIX, persistedCacheKey } from './domain/cacheVersion';
import { startPersistedCacheUpkeep } from './persistedCacheUpkeep';
import { ResilientStorage } from './resilientStorage';

describe('the persisted cache’s upkeep, once per visit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges the copies of an older schema when the hash changes, and keeps the current one and other data', async () => {
    const store = new FakeKeyValueStore();
    store.values.set(persistedCacheKey('old', 'nl-be'), '{"old":true}');
    store.values.set(persistedCacheKey('old', 'en-be'), '{"old":true}');
    store.values.set(persistedCacheKey('new', 'nl-be'), '{}');
    store.values.set('offline-queue/1', 'a task');
    const storage = new ResilientStorage(store, { prefix: PERSISTED_CACHE_PREFIX, quotaCharacters: 1000 });
    const stop = startPersistedCacheUpkeep(storage, 'new');
    await vi.advanceTimersByTimeAsync(0);
    expect([...store.values.keys()]).toEqual([persistedCacheKey('new', 'nl-be'), 'offline-queue/1']);
    stop();
  });

  it('runs the quota check every 30 s from then on', async () => {
    const store = new FakeKeyValueStore();
    const storage = new ResilientStorage(store, { prefix: PERSISTED_CACHE_PREFIX, quotaCharacters: 1000 });
    const stop = startPersistedCacheUpkeep(storage, 'new');
    await storage.setItem(persistedCacheKey('new', 'nl-be'), 'x'.repeat(1001));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(store.values.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.values.size).toBe(0);
    stop();
  });
});
