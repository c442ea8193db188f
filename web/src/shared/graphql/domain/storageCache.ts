/**
 * The rules of the persisted cache, in the seed's words: seed 001 §9 "Storage cache: 800 ms response timeout
 * for get and set, 2000 ms for iterate. The quota check runs every 30 s. Persistent cache is disabled after
 * 30 set errors or 1 get error. Entries are purged when the size is over quota." and §4 "On quota exceeded,
 * the cache is cleared and the operation retried." (seed 000 §8 "Storage quota: URL cache cleared").
 */
export const STORAGE_CACHE = {
  /** "800 ms response timeout for get and set" */
  responseTimeoutMs: 800,
  /** "2000 ms for iterate" (reading every entry: the quota check's size, clearing the cache) */
  iterateTimeoutMs: 2000,
  /** "The quota check runs every 30 s" */
  quotaCheckIntervalMs: 30_000,
  /** "Persistent cache is disabled after 30 set errors ..." */
  disabledAfterSetErrors: 30,
  /** "... or 1 get error" */
  disabledAfterGetErrors: 1,
} as const;

export type StorageCacheLimits = { readonly [K in keyof typeof STORAGE_CACHE]: number };

/** The errors counted so far in this visit; the counts never go down, so a disabled cache stays disabled. */
export interface StorageCacheErrors {
  readonly get: number;
  readonly set: number;
}

export const NO_STORAGE_ERRORS: StorageCacheErrors = { get: 0, set: 0 };

export function countGetError(errors: StorageCacheErrors): StorageCacheErrors {
  return { ...errors, get: errors.get + 1 };
}

export function countSetError(errors: StorageCacheErrors): StorageCacheErrors {
  return { ...errors, set: errors.set + 1 };
}

/** "Persistent cache is disabled after 30 set errors or 1 get error": from then on there is no storage. */
export function isPersistentCacheDisabled(
  errors: StorageCacheErrors,
  limits: StorageCacheLimits = STORAGE_CACHE,
): boolean {
  return errors.get >= limits.disabledAfterGetErrors || errors.set >= limits.disabledAfterSetErrors;
}

/** "On quota exceeded": the error browsers give a write that does not fit (Firefox's older name too). */
export function isQuotaExceeded(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** What a failed set leads to: "the cache is cleared and the operation retried" on quota exceeded, once. */
export function afterSetFailure(error: unknown, retried: boolean): 'clear and retry' | 'count set error' {
  return isQuotaExceeded(error) && !retried ? 'clear and retry' : 'count set error';
}

/**
 * What the quota check measures: the size of the cache's entries (in characters, as written), and the
 * browser's estimate of the whole origin (navigator.storage.estimate), when it gives one.
 */
export interface StorageCacheSize {
  cacheCharacters: number;
  estimate?: { usage?: number; quota?: number };
}

/**
 * "Entries are purged when the size is over quota": over the cache's own quota, or when the origin uses all
 * the browser grants it (every later write would fail with quota exceeded).
 */
export function isOverQuota(size: StorageCacheSize, cacheQuotaCharacters: number): boolean {
  if (size.cacheCharacters > cacheQuotaCharacters) return true;
  const { usage, quota } = size.estimate ?? {};
  return usage !== undefined && quota !== undefined && quota > 0 && usage >= quota;
}
