import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeKeyValueStore as FakeStore } from '../../../test/fakeKeyValueStore';
import { ResilientStorage, type ResilientStorageOptions } from './resilientStorage';

const options: ResilientStorageOptions = { prefix: 'cache/', quotaCharacters: 1000 };

/** Settles a storage call that waits on a timer: moves the fake clock by `ms`. */
async function after<T>(ms: number, call: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms);
  return call;
}

describe('ResilientStorage (seed 001 §9 storage cache)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads back what it wrote', async () => {
    const storage = new ResilientStorage(new FakeStore(), options);
    await storage.setItem('cache/k', 'v');
    expect(await storage.getItem('cache/k')).toBe('v');
    expect(await storage.getItem('cache/missing')).toBeNull();
    expect(storage.disabled).toBe(false);
  });

  it('gives a get up after 800 ms, not before, and that one get error disables it', async () => {
    const store = new FakeStore();
    store.hangGets = true;
    const storage = new ResilientStorage(store, options);
    let answer: string | null | undefined;
    const read = storage.getItem('cache/k').then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(799);
    expect(answer).toBeUndefined();
    await after(1, read);
    expect(answer).toBeNull();
    expect(storage.disabled).toBe(true);
  });

  it('is disabled after one get error, and then behaves as no storage', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    await storage.setItem('cache/k', 'v');
    store.failGets = true;
    expect(await storage.getItem('cache/k')).toBeNull();
    store.failGets = false;
    expect(storage.disabled).toBe(true);
    expect(await storage.getItem('cache/k')).toBeNull();
    await storage.setItem('cache/k', 'after');
    expect(store.values.get('cache/k')).toBe('v');
    expect(await storage.checkQuota()).toBe('disabled');
  });

  it('gives a set up after 800 ms and counts it as a set error', async () => {
    const store = new FakeStore();
    store.hangSets = true;
    const storage = new ResilientStorage(store, options);
    const write = storage.setItem('cache/k', 'v');
    await vi.advanceTimersByTimeAsync(799);
    expect(storage.errorCounts.set).toBe(0);
    await after(1, write);
    expect(storage.errorCounts).toEqual({ get: 0, set: 1 });
    expect(storage.disabled).toBe(false);
  });

  it('keeps writing through 29 set errors and is disabled at the 30th', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    store.failSets = 29;
    for (let i = 0; i < 29; i += 1) await storage.setItem('cache/k', 'v');
    expect(storage.disabled).toBe(false);
    store.failSets = 1;
    await storage.setItem('cache/k', 'v');
    expect(storage.disabled).toBe(true);
    await storage.setItem('cache/k', 'after');
    expect(store.values.has('cache/k')).toBe(false);
  });

  it('on quota exceeded clears the cache (only the cache’s entries) and retries the write', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    await storage.setItem('cache/nl-be', 'old');
    await storage.setItem('cache/en-be', 'other store view');
    store.values.set('queue/1', 'a task of another feature');
    store.quotaErrors = 1;
    await storage.setItem('cache/nl-be', 'new');
    expect([...store.values]).toEqual([
      ['queue/1', 'a task of another feature'],
      ['cache/nl-be', 'new'],
    ]);
    expect(storage.errorCounts.set).toBe(0);
  });

  it('retries once only: a second quota exceeded is a set error', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    store.quotaErrors = 2;
    await storage.setItem('cache/nl-be', 'new');
    expect(store.values.has('cache/nl-be')).toBe(false);
    expect(storage.errorCounts.set).toBe(1);
  });

  it('gives reading every entry up after 2000 ms: the quota check is skipped, nothing is counted', async () => {
    const store = new FakeStore();
    store.hangIterate = true;
    const storage = new ResilientStorage(store, options);
    let result: string | undefined;
    const check = storage.checkQuota().then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(1999);
    expect(result).toBeUndefined();
    await after(1, check);
    expect(result).toBe('not measured');
    expect(storage.disabled).toBe(false);
  });

  it('checks the quota every 30 s and purges the cache’s entries when their size is over quota', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    await storage.setItem('cache/nl-be', 'x'.repeat(600));
    store.values.set('queue/1', 'y'.repeat(5000));
    const stop = storage.startQuotaCheck();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.values.has('cache/nl-be')).toBe(true);

    await storage.setItem('cache/en-be', 'x'.repeat(600));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(store.values.has('cache/en-be')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect([...store.values.keys()]).toEqual(['queue/1']);
    stop();
  });

  it('purges when the browser’s estimate says the origin uses all its quota', async () => {
    const store = new FakeStore();
    const estimate = vi.fn(async () => ({ usage: 50, quota: 100 }));
    const storage = new ResilientStorage(store, { ...options, estimate });
    await storage.setItem('cache/nl-be', 'small');
    expect(await storage.checkQuota()).toBe('within quota');
    estimate.mockResolvedValue({ usage: 100, quota: 100 });
    expect(await storage.checkQuota()).toBe('purged');
    expect(store.values.size).toBe(0);
  });

  it('removes the copies it is told to, and only the cache’s', async () => {
    const store = new FakeStore();
    const storage = new ResilientStorage(store, options);
    store.values.set('cache/old/nl-be', 'a');
    store.values.set('cache/new/nl-be', 'b');
    store.values.set('other/old', 'c');
    expect(await storage.removeWhere((key) => key.includes('/old'))).toBe(true);
    expect([...store.values.keys()]).toEqual(['cache/new/nl-be', 'other/old']);
  });
});
