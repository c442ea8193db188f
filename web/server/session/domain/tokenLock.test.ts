// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TOKEN_LOCK_FAILED, TOKEN_LOCK_NORMAL, TokenLock } from './tokenLock';
import type { RefreshResult } from './tokenRefresh';

const REFRESHED: RefreshResult = { kind: 'refreshed', tokens: { token: 't2', refreshToken: 'r2' } };

/** A refresh that settles when the test says so, counting its calls. */
function controlledRefresh() {
  let settle!: (result: RefreshResult) => void;
  let calls = 0;
  const refresh = () => {
    calls += 1;
    return new Promise<RefreshResult>((resolve) => {
      settle = resolve;
    });
  };
  return { refresh, settle: (result: RefreshResult) => settle(result), calls: () => calls };
}

/** Lets the promise callbacks queued so far run. */
const settleMicrotasks = () => new Promise((resolve) => setImmediate(resolve));

describe('TokenLock (seed 000 §4, §8: token lock 0, positive while refreshing, -1 failed)', () => {
  it('10 requests refused at the same time cause one refresh, and all get its new tokens', async () => {
    const lock = new TokenLock();
    const { refresh, settle, calls } = controlledRefresh();
    expect(lock.stateOf('r1')).toBe(TOKEN_LOCK_NORMAL);
    const results = Array.from({ length: 10 }, () => lock.refresh('r1', refresh));
    await settleMicrotasks();
    expect(calls()).toBe(1);
    // The refresh and the 9 requests waiting for it.
    expect(lock.stateOf('r1')).toBe(10);
    settle(REFRESHED);
    expect(await Promise.all(results)).toEqual(Array.from({ length: 10 }, () => REFRESHED));
    expect(lock.stateOf('r1')).toBe(TOKEN_LOCK_NORMAL);
  });

  it('a failed refresh fails every waiting request and leaves the state at -1', async () => {
    const lock = new TokenLock();
    const { refresh, settle, calls } = controlledRefresh();
    const results = Array.from({ length: 5 }, () => lock.refresh('r1', refresh));
    settle({ kind: 'refused' });
    expect(await Promise.all(results)).toEqual(Array.from({ length: 5 }, () => ({ kind: 'refused' })));
    expect(lock.stateOf('r1')).toBe(TOKEN_LOCK_FAILED);
    // A request still carrying the refused token fails at once, without another refresh (tasks abort).
    expect(await lock.refresh('r1', refresh)).toEqual({ kind: 'refused' });
    expect(calls()).toBe(1);
  });

  it('hands the new tokens to a request carrying the rotated refresh token within the grace time, then forgets', async () => {
    let now = 1_000;
    const lock = new TokenLock({ graceMs: 30_000, now: () => now });
    const { refresh, settle, calls } = controlledRefresh();
    const first = lock.refresh('r1', refresh);
    settle(REFRESHED);
    await first;
    now += 29_000;
    // Left the browser before the new cookies arrived.
    expect(await lock.refresh('r1', refresh)).toEqual(REFRESHED);
    expect(calls()).toBe(1);
    now += 2_000;
    const late = lock.refresh('r1', refresh);
    expect(calls()).toBe(2);
    settle({ kind: 'refused' });
    expect(await late).toEqual({ kind: 'refused' });
  });

  it('waiting requests check the lock again every 1000 ms while a slow refresh runs', async () => {
    const sleeps: number[] = [];
    let wake: (() => void)[] = [];
    const lock = new TokenLock({
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise<void>((resolve) => wake.push(resolve));
      },
    });
    const { refresh, settle } = controlledRefresh();
    void lock.refresh('r1', refresh);
    const waiting = lock.refresh('r1', refresh);
    await settleMicrotasks();
    expect(sleeps).toEqual([1000]);
    // 1000 ms pass; the refresh still runs: the request checks, finds the lock positive and waits again.
    const woken = wake;
    wake = [];
    woken.forEach((resolve) => resolve());
    await settleMicrotasks();
    expect(sleeps).toEqual([1000, 1000]);
    expect(lock.stateOf('r1')).toBe(2);
    settle(REFRESHED);
    expect(await waiting).toEqual(REFRESHED);
  });

  it('remembers nothing of a refresh that could not be tried: the next refused request tries again', async () => {
    const lock = new TokenLock();
    let calls = 0;
    const down = async (): Promise<RefreshResult> => {
      calls += 1;
      throw new TypeError('fetch failed');
    };
    expect(await lock.refresh('r1', down)).toEqual({ kind: 'unavailable' });
    expect(lock.stateOf('r1')).toBe(TOKEN_LOCK_NORMAL);
    expect(await lock.refresh('r1', async () => REFRESHED)).toEqual(REFRESHED);
    expect(calls).toBe(1);
  });

  it('keeps refresh tokens apart: two customers refresh independently', async () => {
    const lock = new TokenLock();
    const [a, b] = await Promise.all([
      lock.refresh('ra', async () => ({ kind: 'refreshed', tokens: { token: 'ta', refreshToken: 'ra2' } })),
      lock.refresh('rb', async () => ({ kind: 'refused' })),
    ]);
    expect(a).toEqual({ kind: 'refreshed', tokens: { token: 'ta', refreshToken: 'ra2' } });
    expect(b).toEqual({ kind: 'refused' });
    expect([lock.stateOf('ra'), lock.stateOf('rb')]).toEqual([TOKEN_LOCK_NORMAL, TOKEN_LOCK_FAILED]);
  });
});
