import type { PersistentStorage } from 'apollo3-cache-persist';
import {
  NO_STORAGE_ERRORS,
  STORAGE_CACHE,
  afterSetFailure,
  countGetError,
  countSetError,
  isOverQuota,
  isPersistentCacheDisabled,
  type StorageCacheErrors,
  type StorageCacheLimits,
} from './domain/storageCache';

/** The key-value store underneath (idb-keyval in the browser, a Map in tests), shared with other features. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<IDBValidKey[]>;
  entries(): Promise<[IDBValidKey, unknown][]>;
  delMany(keys: IDBValidKey[]): Promise<void>;
}

export interface ResilientStorageOptions {
  /** The cache's entries are those whose key starts with this; the store's other entries are never touched. */
  prefix: string;
  /** "over quota": the most the cache's entries may hold together, in characters. */
  quotaCharacters: number;
  limits?: StorageCacheLimits;
  /** The browser's estimate of the origin's usage and quota (navigator.storage.estimate), where there is one. */
  estimate?: () => Promise<{ usage?: number; quota?: number } | undefined>;
}

export type QuotaCheckResult = 'within quota' | 'purged' | 'not measured' | 'disabled';

export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
}

/**
 * The persisted cache is an optimisation: a slow, full or broken IndexedDB (private windows, full disks) must
 * never hold up or break the shop. Every rule is the seed's (domain/storageCache.ts): reads and writes give up
 * after 800 ms and reading every entry after 2000 ms; a write over the quota clears the cache and is retried;
 * the size is checked every 30 s and the cache purged when over quota; after 30 set errors or 1 get error the
 * storage turns itself off for the rest of the visit and behaves as no storage at all, so the app runs on its
 * in-memory cache.
 */
export class ResilientStorage implements PersistentStorage<string> {
  private errors: StorageCacheErrors = NO_STORAGE_ERRORS;
  private readonly limits: StorageCacheLimits;

  constructor(
    private readonly store: KeyValueStore,
    private readonly options: ResilientStorageOptions,
  ) {
    this.limits = options.limits ?? STORAGE_CACHE;
  }

  get disabled(): boolean {
    return isPersistentCacheDisabled(this.errors, this.limits);
  }

  get errorCounts(): StorageCacheErrors {
    return this.errors;
  }

  async getItem(key: string): Promise<string | null> {
    if (this.disabled) return null;
    try {
      const value = await this.within(this.limits.responseTimeoutMs, this.store.get(key));
      return typeof value === 'string' ? value : null;
    } catch {
      this.errors = countGetError(this.errors);
      return null;
    }
  }

  async setItem(key: string, value: string): Promise<void> {
    if (this.disabled) return;
    let retried = false;
    for (;;) {
      try {
        await this.within(this.limits.responseTimeoutMs, this.store.set(key, value));
        return;
      } catch (error) {
        if (afterSetFailure(error, retried) === 'count set error' || !(await this.clear())) {
          this.errors = countSetError(this.errors);
          return;
        }
        retried = true;
      }
    }
  }

  async removeItem(key: string): Promise<void> {
    if (this.disabled) return;
    await this.within(this.limits.responseTimeoutMs, this.store.del(key)).catch(() => undefined);
  }

  /** "the cache is cleared": every entry of the cache, none of the store's others. False when it failed. */
  async clear(): Promise<boolean> {
    return this.removeWhere(() => true);
  }

  /** Removes the cache's entries whose key matches (a copy of another schema, say). False when it failed. */
  async removeWhere(matches: (key: string) => boolean): Promise<boolean> {
    try {
      await this.within(
        this.limits.iterateTimeoutMs,
        this.store
          .keys()
          .then((keys) => this.store.delMany(keys.filter((key) => this.ownKey(key) && matches(key)))),
      );
      return true;
    } catch {
      return false;
    }
  }

  /** "The quota check": measures the cache's entries (within the iterate timeout) and purges them when over quota. */
  async checkQuota(): Promise<QuotaCheckResult> {
    if (this.disabled) return 'disabled';
    let cacheCharacters = 0;
    try {
      const entries = await this.within(this.limits.iterateTimeoutMs, this.store.entries());
      for (const [key, value] of entries)
        if (this.ownKey(key) && typeof value === 'string') cacheCharacters += value.length;
    } catch {
      return 'not measured';
    }
    const estimate = await this.options.estimate?.().catch(() => undefined);
    if (!isOverQuota({ cacheCharacters, estimate }, this.options.quotaCharacters)) return 'within quota';
    return (await this.clear()) ? 'purged' : 'not measured';
  }

  /** "The quota check runs every 30 s" while the page is open; returns the function that stops it. */
  startQuotaCheck(): () => void {
    const timer = setInterval(() => void this.checkQuota(), this.limits.quotaCheckIntervalMs);
    return () => clearInterval(timer);
  }

  private ownKey(key: IDBValidKey): key is string {
    return typeof key === 'string' && key.startsWith(this.options.prefix);
  }

  private within<T>(timeoutMs: number, operation: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new StorageTimeoutError(`storage did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      operation.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : Object.assign(new Error(String(error)), { cause: error }));
        },
      );
    });
  }
}
