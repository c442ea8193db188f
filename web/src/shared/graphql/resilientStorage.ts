import type { PersistentStorage } from 'apollo3-cache-persist';

/** The key-value store underneath (idb-keyval in the browser, a Map in tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
}

/**
 * seed 001 §9 storage cache: "800 ms response timeout for get and set ... Persistent cache is disabled
 * after 30 set errors or 1 get error"; §4: "On quota exceeded, the cache is cleared and the operation
 * retried."
 */
export const STORAGE_CACHE_LIMITS = { timeoutMs: 800, maxSetErrors: 30, maxGetErrors: 1 } as const;

export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
}

/**
 * The persisted cache is an optimisation: a slow or broken IndexedDB (private windows, full disks) must never
 * hold up or break the shop. Reads and writes give up after the seed's timeout, and after too many errors the
 * storage turns itself off for the rest of the visit and the app runs on its in-memory cache.
 */
export class ResilientStorage implements PersistentStorage<string> {
  private getErrors = 0;
  private setErrors = 0;

  constructor(
    private readonly store: KeyValueStore,
    private readonly limits: {
      timeoutMs: number;
      maxSetErrors: number;
      maxGetErrors: number;
    } = STORAGE_CACHE_LIMITS,
  ) {}

  get disabled(): boolean {
    return this.getErrors >= this.limits.maxGetErrors || this.setErrors >= this.limits.maxSetErrors;
  }

  async getItem(key: string): Promise<string | null> {
    if (this.disabled) return null;
    try {
      const value = await this.withTimeout(this.store.get(key));
      return typeof value === 'string' ? value : null;
    } catch {
      this.getErrors += 1;
      return null;
    }
  }

  async setItem(key: string, value: string): Promise<void> {
    if (this.disabled) return;
    try {
      await this.withTimeout(this.store.set(key, value));
    } catch (error) {
      if (isQuotaExceeded(error)) {
        try {
          await this.withTimeout(this.store.del(key));
          await this.withTimeout(this.store.set(key, value));
          return;
        } catch {
          // counted below like any failed write
        }
      }
      this.setErrors += 1;
    }
  }

  async removeItem(key: string): Promise<void> {
    await this.withTimeout(this.store.del(key)).catch(() => undefined);
  }

  private withTimeout<T>(operation: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new StorageTimeoutError(`storage did not answer within ${this.limits.timeoutMs} ms`)),
        this.limits.timeoutMs,
      );
      operation.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

function isQuotaExceeded(error: unknown): boolean {
  return error instanceof Error && error.name === 'QuotaExceededError';
}
