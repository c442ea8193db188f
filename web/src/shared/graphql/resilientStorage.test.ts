import { describe, expect, it } from 'vitest';
import { ResilientStorage, STORAGE_CACHE_LIMITS, type KeyValueStore } from './resilientStorage';

class MapStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  failGets = false;
  failSets = 0;
  quotaErrors = 0;
  hang = false;
  async get(key: string) {
    if (this.hang) return new Promise<never>(() => undefined);
    if (this.failGets) throw new Error('broken');
    return this.values.get(key);
  }
  async set(key: string, value: string) {
    if (this.quotaErrors > 0) {
      this.quotaErrors -= 1;
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    }
    if (this.failSets > 0) {
      this.failSets -= 1;
      throw new Error('broken');
    }
    this.values.set(key, value);
  }
  async del(key: string) {
    this.values.delete(key);
  }
}

describe('ResilientStorage (seed 001 storage cache)', () => {
  it('reads back what it wrote', async () => {
    const storage = new ResilientStorage(new MapStore());
    await storage.setItem('k', 'v');
    expect(await storage.getItem('k')).toBe('v');
  });

  it('uses the seed limits: 800 ms, 30 set errors, 1 get error', () => {
    expect(STORAGE_CACHE_LIMITS).toEqual({ timeoutMs: 800, maxSetErrors: 30, maxGetErrors: 1 });
  });

  it('is disabled after one get error', async () => {
    const store = new MapStore();
    const storage = new ResilientStorage(store);
    await storage.setItem('k', 'v');
    store.failGets = true;
    expect(await storage.getItem('k')).toBeNull();
    store.failGets = false;
    expect(storage.disabled).toBe(true);
    expect(await storage.getItem('k')).toBeNull();
  });

  it('gives up a read that takes longer than the timeout, and counts it as a get error', async () => {
    const store = new MapStore();
    store.hang = true;
    const storage = new ResilientStorage(store, { ...STORAGE_CACHE_LIMITS, timeoutMs: 20 });
    expect(await storage.getItem('k')).toBeNull();
    expect(storage.disabled).toBe(true);
  });

  it('keeps writing through 29 set errors and is disabled at the 30th', async () => {
    const store = new MapStore();
    const storage = new ResilientStorage(store);
    store.failSets = 29;
    for (let i = 0; i < 29; i += 1) await storage.setItem('k', 'v');
    expect(storage.disabled).toBe(false);
    store.failSets = 1;
    await storage.setItem('k', 'v');
    expect(storage.disabled).toBe(true);
    await storage.setItem('k', 'after');
    expect(store.values.has('k')).toBe(false);
  });

  it('clears the entry and retries once when the quota is exceeded', async () => {
    const store = new MapStore();
    const storage = new ResilientStorage(store);
    await storage.setItem('k', 'old');
    store.quotaErrors = 1;
    await storage.setItem('k', 'new');
    expect(store.values.get('k')).toBe('new');
    expect(storage.disabled).toBe(false);
  });
});
