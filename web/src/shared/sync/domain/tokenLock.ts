/**
 * The token lock of seed 001 §4 'Offline queue', as the browser keeps it.
 *
 * The customer's tokens live in HttpOnly cookies of the storefront's web server, which refreshes them itself,
 * once for all the requests it holds at that moment (web/server/session/domain/tokenLock.ts). What reaches the
 * browser is the verdict: the answer, the session over (SESSION_EXPIRED: the refresh was refused), or the
 * refresh not possible right now (SESSION_REFRESH_UNAVAILABLE). The browser's lock therefore guards the request
 * that makes the web server refresh: one such request at a time for all tabs, the other tasks waiting for it.
 *
 * Its states are the seed's: 0 normal, a positive value while a refresh runs, -1 when the refresh failed
 * (tasks then abort with 401). While it is positive a task waits 1000 ms and checks again.
 */

/** seed 001 §4: 'Token lock: 0 is normal'. */
export const TOKEN_LOCK_NORMAL = 0;
/** seed 001 §4: '-1 means the refresh failed (tasks then abort with 401)'. */
export const TOKEN_LOCK_FAILED = -1;
/** seed 001 §9: 'Token lock retry wait is 1000 ms'. */
export const TOKEN_LOCK_RETRY_WAIT_MS = 1000;
/**
 * seed 001 §9: 'Maximum network task attempts come from configuration (value not shown)'. Three is ours: a
 * service down for three refreshes in a row (each one a round trip of the web server to the platform) is down,
 * and the customer is better served by logging in again than by waiting.
 */
export const MAX_REFRESH_ATTEMPTS = 3;
/** seed 000 §8 'Refresh lock failed' and seed 001 §8: the code a task aborts with when the lock is -1. */
export const REFRESH_FAILED_CODE = 401;

/** The lock's value while a refresh runs: positive (seed 001 §4), the refresh itself plus the tasks waiting for it. */
export function runningTokenLock(waitingTasks: number): number {
  return 1 + Math.max(0, waitingTasks);
}

/** What a sync task does before it is sent, given the lock. */
export type TaskGate =
  | { kind: 'send' }
  /** A refresh runs: wait this long and check again. */
  | { kind: 'wait'; ms: number }
  /** The refresh failed: the task ends with this code, unsent. */
  | { kind: 'abort'; code: number };

export function gateOfTask(lock: number): TaskGate {
  if (lock === TOKEN_LOCK_FAILED) return { kind: 'abort', code: REFRESH_FAILED_CODE };
  if (lock > TOKEN_LOCK_NORMAL) return { kind: 'wait', ms: TOKEN_LOCK_RETRY_WAIT_MS };
  return { kind: 'send' };
}

/** What the web server's answer says about the session (web/server/session/domain/tokenRefresh.ts codes). */
export type SessionVerdict =
  /** The request was answered (with a session refreshed on the way, if it needed one). */
  | 'answered'
  /** SESSION_EXPIRED: the refresh was refused, or the retry after it was: the session is over. */
  | 'expired'
  /** SESSION_REFRESH_UNAVAILABLE: the refresh could not be tried; the session stands. */
  | 'refreshUnavailable';

/** The shared memory of the lock: how many refreshes were done, how many failed in a row, whether it failed. */
export interface TokenLockRecord {
  /** Counts settled refreshes: a task sent before the last one settled retries instead of refreshing again. */
  generation: number;
  /** Refreshes in a row that could not be tried. */
  attempts: number;
  failed: boolean;
}

export const FRESH_TOKEN_LOCK: TokenLockRecord = { generation: 0, attempts: 0, failed: false };

/** What became of one refresh, for the record and for the task that made it. */
export interface AfterRefresh {
  record: TokenLockRecord;
  /**
   * 'done': the task has its answer; 'retry': try the task again (after the wait); 'abort': end it with 401;
   * 'giveUp': too many attempts (seed 001 §4): silent logout, untransmitted tasks cleared, sign-up modal shown,
   * error notification shown.
   */
  next: 'done' | 'retry' | 'abort' | 'giveUp';
}

export function afterRefresh(
  verdict: SessionVerdict,
  record: TokenLockRecord,
  maxAttempts: number = MAX_REFRESH_ATTEMPTS,
): AfterRefresh {
  const generation = record.generation + 1;
  if (verdict === 'answered') return { record: { generation, attempts: 0, failed: false }, next: 'done' };
  if (verdict === 'expired') return { record: { generation, attempts: 0, failed: true }, next: 'abort' };
  const attempts = record.attempts + 1;
  if (attempts >= maxAttempts) return { record: { generation, attempts, failed: true }, next: 'giveUp' };
  return { record: { generation, attempts, failed: false }, next: 'retry' };
}

/** The seed's number for a record and the refreshes running now (held or queued Web Locks). */
export function tokenLockState(record: TokenLockRecord, refreshesRunning: number): number {
  if (record.failed) return TOKEN_LOCK_FAILED;
  return refreshesRunning > 0 ? runningTokenLock(refreshesRunning - 1) : TOKEN_LOCK_NORMAL;
}

/**
 * A task whose answer asked for a refresh, sent while the lock was at `sentAt`: when another refresh settled
 * since, the task is tried again as it is, without a refresh of its own (one refresh for any number of tasks).
 */
export function refreshedSince(record: TokenLockRecord, sentAt: number): boolean {
  return record.generation > sentAt;
}
