import { setTimeout as delay } from 'node:timers/promises';
import type { RefreshResult } from './tokenRefresh';

/**
 * The token lock of seed 000 §4 and §8: one refresh per refresh token, however many requests were refused
 * at once. Its state per refresh token is the seed's: 0 normal, positive while a refresh runs (1 plus the
 * requests waiting for it), -1 when the refresh failed (the waiting requests fail with it). A waiting
 * request checks again as soon as the refresh settles, and after 1000 ms at the latest (seed 000 §9 'Token
 * refresh wait 1000 ms').
 *
 * A refresh rotates the refresh token, and requests that left the browser before the new cookies arrived
 * still carry the old one: for a short grace time the lock hands them the new tokens instead of refreshing
 * a token the platform no longer accepts.
 *
 * The processes of one web server share one, in the cluster's primary (../clusterTokenLock.ts); with REDIS_URL
 * every web server and process shares one in Redis (../redisTokenLock.ts), with the same rules.
 */
export interface TokenLockOptions {
  /** seed 000 §9: how long a waiting request waits before it checks the lock again. */
  waitMs?: number;
  /** How long the outcome of a refresh is remembered for requests still carrying the old refresh token. */
  graceMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** seed 000 §9 'Token refresh wait 1000 ms'. */
export const TOKEN_REFRESH_WAIT_MS = 1000;
export const REFRESH_GRACE_MS = 30_000;

/** The seed's lock states. */
export const TOKEN_LOCK_NORMAL = 0;
export const TOKEN_LOCK_FAILED = -1;

interface LockEntry {
  running: Promise<RefreshResult> | null;
  waiters: number;
  /** The settled outcome, remembered until `rememberUntil`. */
  outcome: RefreshResult | null;
  rememberUntil: number;
}

export class TokenLock {
  private readonly entries = new Map<string, LockEntry>();
  private readonly waitMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: TokenLockOptions = {}) {
    this.waitMs = options.waitMs ?? TOKEN_REFRESH_WAIT_MS;
    this.graceMs = options.graceMs ?? REFRESH_GRACE_MS;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => delay(ms, undefined, { ref: false }));
  }

  /** 0 normal, positive while a refresh of this token runs, -1 when it failed (seed 000 §8 'Token lock'). */
  stateOf(refreshToken: string): number {
    const entry = this.live(refreshToken);
    if (!entry) return TOKEN_LOCK_NORMAL;
    if (entry.running) return 1 + entry.waiters;
    return entry.outcome?.kind === 'refused' ? TOKEN_LOCK_FAILED : TOKEN_LOCK_NORMAL;
  }

  /**
   * The new tokens for `refreshToken`: `refresh` runs only when no refresh of this token runs or was just
   * done; otherwise the request shares that refresh's outcome.
   */
  async refresh(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult> {
    this.forgetExpired();
    const entry = this.entries.get(refreshToken);
    if (entry?.running) return this.waitFor(entry);
    if (entry?.outcome) return entry.outcome;

    const started: LockEntry = { running: null, waiters: 0, outcome: null, rememberUntil: Infinity };
    this.entries.set(refreshToken, started);
    started.running = refresh()
      .catch((): RefreshResult => ({ kind: 'unavailable' }))
      .then((outcome) => {
        started.running = null;
        if (outcome.kind === 'unavailable') {
          // Nothing to remember: the next refused request tries again.
          this.entries.delete(refreshToken);
        } else {
          started.outcome = outcome;
          started.rememberUntil = this.now() + this.graceMs;
        }
        return outcome;
      });
    return started.running;
  }

  private async waitFor(entry: LockEntry): Promise<RefreshResult> {
    const running = entry.running as Promise<RefreshResult>;
    entry.waiters += 1;
    try {
      for (;;) {
        const settled = await Promise.race([
          running.then((outcome) => ({ outcome })),
          this.sleep(this.waitMs).then(() => null),
        ]);
        if (settled) return settled.outcome;
      }
    } finally {
      entry.waiters -= 1;
    }
  }

  private live(refreshToken: string): LockEntry | undefined {
    const entry = this.entries.get(refreshToken);
    return entry && (entry.running || entry.rememberUntil > this.now()) ? entry : undefined;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [token, entry] of this.entries)
      if (!entry.running && entry.rememberUntil <= now) this.entries.delete(token);
  }
}
