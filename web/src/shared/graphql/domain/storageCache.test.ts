import { describe, expect, it } from 'vitest';
import {
  NO_STORAGE_ERRORS,
  STORAGE_CACHE,
  afterSetFailure,
  countGetError,
  countSetError,
  isOverQuota,
  isPersistentCacheDisabled,
  isQuotaExceeded,
} from './storageCache';

const quotaExceeded = Object.assign(new Error('full'), { name: 'QuotaExceededError' });

describe('storage cache (seed 001 §9)', () => {
  it('has the seed’s numbers: 800 ms get and set, 2000 ms iterate, a check every 30 s, 30 set errors, 1 get error', () => {
    expect(STORAGE_CACHE).toEqual({
      responseTimeoutMs: 800,
      iterateTimeoutMs: 2000,
      quotaCheckIntervalMs: 30_000,
      disabledAfterSetErrors: 30,
      disabledAfterGetErrors: 1,
    });
  });

  it('"Persistent cache is disabled after 30 set errors"', () => {
    let errors = NO_STORAGE_ERRORS;
    for (let i = 0; i < 29; i += 1) errors = countSetError(errors);
    expect(isPersistentCacheDisabled(errors)).toBe(false);
    expect(isPersistentCacheDisabled(countSetError(errors))).toBe(true);
  });

  it('"... or 1 get error"', () => {
    expect(isPersistentCacheDisabled(NO_STORAGE_ERRORS)).toBe(false);
    expect(isPersistentCacheDisabled(countGetError(NO_STORAGE_ERRORS))).toBe(true);
  });

  it('"On quota exceeded, the cache is cleared and the operation retried", once', () => {
    expect(isQuotaExceeded(quotaExceeded)).toBe(true);
    expect(isQuotaExceeded(Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }))).toBe(
      true,
    );
    expect(afterSetFailure(quotaExceeded, false)).toBe('clear and retry');
    expect(afterSetFailure(quotaExceeded, true)).toBe('count set error');
    expect(afterSetFailure(new Error('broken'), false)).toBe('count set error');
  });

  it('"Entries are purged when the size is over quota": the cache’s own quota, or the origin’s', () => {
    expect(isOverQuota({ cacheCharacters: 100 }, 100)).toBe(false);
    expect(isOverQuota({ cacheCharacters: 101 }, 100)).toBe(true);
    expect(isOverQuota({ cacheCharacters: 10, estimate: { usage: 900, quota: 1000 } }, 100)).toBe(false);
    expect(isOverQuota({ cacheCharacters: 10, estimate: { usage: 1000, quota: 1000 } }, 100)).toBe(true);
    expect(isOverQuota({ cacheCharacters: 10, estimate: { usage: 1000 } }, 100)).toBe(false);
  });
});
