import { createHash } from 'node:crypto';
import type { CustomerGroupRequest, CustomerGroups } from '../ports/CustomerGroups';

export interface CustomerGroupCacheOptions {
  /** How long a customer's group is reused after the platform answered it. */
  ttlMs: number;
  /**
   * How long a failure (token rejected, platform down) is reused: long enough that the other subgraph calls
   * of the same client request share it instead of asking again, short enough to recover quickly.
   */
  failureTtlMs?: number;
  /** A bound on the tokens remembered, so a flood of tokens cannot grow the process without limit. */
  maxEntries?: number;
  /** The clock in milliseconds; tests move it. */
  now?: () => number;
}

interface Entry {
  outcome: Promise<number>;
  /** Infinity while the call is in flight: every caller until it settles shares it. */
  expiresAt: number;
}

const DEFAULT_FAILURE_TTL_MS = 5_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * One client request reaches the catalog several times, in parallel (the gateway's query plan), and each
 * fetch has its own context: this per-process cache makes them share one call to the platform per token,
 * the ones in flight included. Entries are keyed by a hash of the token, so the token itself is never a
 * key in memory nor in a heap dump's strings of this map.
 */
export class CustomerGroupCache implements CustomerGroups {
  private readonly entries = new Map<string, Entry>();
  private readonly failureTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly source: CustomerGroups,
    private readonly options: CustomerGroupCacheOptions,
  ) {
    this.failureTtlMs = options.failureTtlMs ?? Math.min(options.ttlMs, DEFAULT_FAILURE_TTL_MS);
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  groupOf(token: string, request?: CustomerGroupRequest): Promise<number> {
    const key = tokenKey(token);
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.outcome;
    const outcome = this.source.groupOf(token, request);
    const entry: Entry = { outcome, expiresAt: Number.POSITIVE_INFINITY };
    this.remember(key, entry);
    outcome.then(
      () => (entry.expiresAt = this.now() + this.options.ttlMs),
      () => (entry.expiresAt = this.now() + this.failureTtlMs),
    );
    return outcome;
  }

  /** How many tokens are remembered (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const now = this.now();
      for (const [other, { expiresAt }] of this.entries) if (expiresAt <= now) this.entries.delete(other);
    }
    // Still full of live entries: the oldest goes (a Map iterates in insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

/** The key of a token in memory and logs: a SHA-256 digest, never the token. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
