/**
 * Magento's lockout of customer accounts (Stores > Configuration > Customer Configuration > Password
 * Options): failed logins in a row are counted; the one that reaches the maximum locks the account for the
 * lock time, during which even the right password is refused with the same message as a wrong one (seed
 * 000 §8: 'invalid credentials or account temporarily disabled'). A successful login clears the count.
 */
export interface LoginLockState {
  failures: number;
  /** Epoch milliseconds until which the account refuses logins, or null. */
  lockedUntil: number | null;
}

export interface LoginLockPolicy {
  /** Magento's default: 10. */
  maxFailures: number;
  /** Magento's default: 10 minutes. */
  lockMs: number;
}

export const UNLOCKED: LoginLockState = { failures: 0, lockedUntil: null };

export function isLocked(state: LoginLockState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

/** The state after a wrong password; a lock that has run out starts the count again. */
export function afterFailedLogin(
  state: LoginLockState,
  now: number,
  policy: LoginLockPolicy,
): LoginLockState {
  const expired = state.lockedUntil !== null && now >= state.lockedUntil;
  const failures = (expired ? 0 : state.failures) + 1;
  if (failures >= policy.maxFailures) return { failures, lockedUntil: now + policy.lockMs };
  return { failures, lockedUntil: expired ? null : state.lockedUntil };
}
