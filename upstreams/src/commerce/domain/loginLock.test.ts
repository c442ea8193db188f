import { describe, expect, it } from 'vitest';
import { afterFailedLogin, isLocked, UNLOCKED, type LoginLockState } from './loginLock';

const policy = { maxFailures: 10, lockMs: 10 * 60_000 };
const t0 = Date.UTC(2025, 2, 15, 11);

function failTimes(times: number, at = t0, from: LoginLockState = UNLOCKED): LoginLockState {
  let state = from;
  for (let i = 0; i < times; i += 1) state = afterFailedLogin(state, at, policy);
  return state;
}

describe("login lock (Magento's defaults: 10 failures, 10 minutes)", () => {
  it('does not lock after 9 failures in a row', () => {
    const state = failTimes(9);
    expect(state).toEqual({ failures: 9, lockedUntil: null });
    expect(isLocked(state, t0)).toBe(false);
  });

  it('locks at the 10th failure for 10 minutes', () => {
    const state = failTimes(10);
    expect(state.lockedUntil).toBe(t0 + 600_000);
    expect(isLocked(state, t0 + 599_999)).toBe(true);
    expect(isLocked(state, t0 + 600_000)).toBe(false);
  });

  it('counts again from one once the lock has run out', () => {
    const locked = failTimes(10);
    const after = afterFailedLogin(locked, t0 + 600_000, policy);
    expect(after).toEqual({ failures: 1, lockedUntil: null });
  });
});
