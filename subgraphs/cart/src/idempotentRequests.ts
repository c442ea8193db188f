import type { JsonValue } from '@shop/service/redisOnce';

/**
 * Requests named by an idempotency key, answered once: the same key again (an offline sync task sent a second
 * time because its first answer was lost to a reload or the network) gets the first request's outcome, and
 * while the first one still runs, waits for it. A request that throws is forgotten, so it can be tried again.
 *
 * Two stores keep the keys: this process's memory (MemoryIdempotentRequests, below), enough for one cart
 * service; and Redis (redisIdempotentRequests.ts), chosen with REDIS_URL, for several replicas behind a load
 * balancer, where a task sent again may reach another replica than the first time.
 */
export interface IdempotentRequests {
  /**
   * `run`'s outcome, run only when no request with `key` ran within the time remembered. The outcome is plain
   * JSON data: a shared store keeps it as JSON text and gives the later requests what it parses.
   */
  once<T extends JsonValue>(key: string, run: () => Promise<T>): Promise<T>;
}

export type { JsonValue } from '@shop/service/redisOnce';

/** A day: a shop offline overnight still sends its queue once. Ours; the seeds give none. */
export const IDEMPOTENCY_REMEMBER_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_CAPACITY = 10_000;

export interface MemoryIdempotentRequestsOptions {
  /** How long an outcome is remembered: as long as a sync task may wait offline for its resend. */
  rememberMs?: number;
  /** The most outcomes remembered; the oldest go first. */
  capacity?: number;
  now?: () => number;
}

/** The keys in this process's memory: one cart service, or several when the same key reaches the same one. */
export class MemoryIdempotentRequests implements IdempotentRequests {
  private readonly entries = new Map<string, { outcome: Promise<unknown>; until: number }>();
  private readonly rememberMs: number;
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(options: MemoryIdempotentRequestsOptions = {}) {
    this.rememberMs = options.rememberMs ?? IDEMPOTENCY_REMEMBER_MS;
    this.capacity = options.capacity ?? IDEMPOTENCY_CAPACITY;
    this.now = options.now ?? Date.now;
  }

  once<T extends JsonValue>(key: string, run: () => Promise<T>): Promise<T> {
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

/** The requests of a service started without its own (tests): every request of the process shares them. */
export function processIdempotentRequests(): IdempotentRequests {
  return (processRequests ??= new MemoryIdempotentRequests());
}
