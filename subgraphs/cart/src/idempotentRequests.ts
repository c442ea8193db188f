/**
 * Requests named by an idempotency key, answered once: the same key again (an offline sync task sent a second
 * time because its first answer was lost to a reload or the network) gets the first request's outcome, and
 * while the first one still runs, waits for it. A request that throws is forgotten, so it can be tried again.
 *
 * Kept in this process's memory: enough for one cart service, and for several behind a load balancer only when
 * the same key reaches the same one; a shared store (Redis, with SET NX and an expiry) is the way for more.
 */
export interface IdempotentRequestsOptions {
  /** How long an outcome is remembered: as long as a sync task may wait offline for its resend. */
  rememberMs?: number;
  /** The most outcomes remembered; the oldest go first. */
  capacity?: number;
  now?: () => number;
}

/** A day: a shop offline overnight still sends its queue once. Ours; the seeds give none. */
export const IDEMPOTENCY_REMEMBER_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_CAPACITY = 10_000;

export class IdempotentRequests {
  private readonly entries = new Map<string, { outcome: Promise<unknown>; until: number }>();
  private readonly rememberMs: number;
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(options: IdempotentRequestsOptions = {}) {
    this.rememberMs = options.rememberMs ?? IDEMPOTENCY_REMEMBER_MS;
    this.capacity = options.capacity ?? IDEMPOTENCY_CAPACITY;
    this.now = options.now ?? Date.now;
  }

  /** `run`'s outcome, run only when no request with `key` ran within the time remembered. */
  once<T>(key: string, run: () => Promise<T>): Promise<T> {
    const now = this.now();
    const known = this.entries.get(key);
    if (known && known.until > now) return known.outcome as Promise<T>;
    this.entries.delete(key);
    const outcome = run();
    this.entries.set(key, { outcome, until: now + this.rememberMs });
    outcome.catch(() => this.entries.delete(key));
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    return outcome;
  }
}

let processRequests: IdempotentRequests | undefined;

/** The requests of a service started without its own: every request of the process shares them. */
export function processIdempotentRequests(): IdempotentRequests {
  return (processRequests ??= new IdempotentRequests());
}
