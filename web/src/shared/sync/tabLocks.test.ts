import { describe, expect, it } from 'vitest';
import { inTabLocks, webLocks } from './tabLocks';

describe('tab locks', () => {
  it('give an exclusive lock to one holder at a time and let go of it when its work ends', async () => {
    const locks = inTabLocks();
    let inner: boolean | undefined;
    const outer = await locks.ifAvailable('refresh', async (held) => {
      inner = await locks.ifAvailable('refresh', (again) => Promise.resolve(again));
      expect(await locks.count('refresh')).toBe(1);
      return held;
    });
    expect([outer, inner]).toEqual([true, false]);
    expect(await locks.count('refresh')).toBe(0);
    await expect(locks.ifAvailable('refresh', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await locks.count('refresh')).toBe(0);
  });

  it("ask the browser's Web Locks for the lock only when free, and count the ones held or waited for by name", async () => {
    const asked: unknown[] = [];
    const browserLocks = {
      request: (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        asked.push([name, options]);
        return Promise.resolve(callback(null));
      },
      query: () =>
        Promise.resolve({ held: [{ name: 'refresh' }, { name: 'queue' }], pending: [{ name: 'refresh' }] }),
    } as unknown as LockManager;
    const locks = webLocks(browserLocks);
    expect(await locks.ifAvailable('refresh', (held) => Promise.resolve(held))).toBe(false);
    expect(asked).toEqual([['refresh', { ifAvailable: true }]]);
    expect(await locks.count('refresh')).toBe(2);
  });
});
