import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger';
import { RedisCommandTimeoutError, type RedisClientType } from './redis';

/**
 * "Once per key, across replicas", in one Redis: the cart's idempotency keys of offline sync tasks (a task
 * resent to another replica gets the first outcome) and the web server's token lock (one refresh per refresh
 * token, whichever web server a customer's tab reaches).
 *
 * One record per key. The first request claims the key (SET NX) with a short lease, runs, and replaces its
 * claim with its outcome (JSON) for the time remembered. While it runs it renews the lease, so a request that
 * takes long keeps its key; when its process dies the renewals stop and the claim expires after the lease, so
 * the key may be claimed again. A request that throws deletes its claim at once. Claims are named, so that a
 * request whose lease lapsed neither renews, deletes nor overwrites the claim of the one that took the key
 * after it.
 *
 * An outcome the user says not to remember (`remembers`: the token lock's 'unavailable', a refresh that could
 * not be tried) frees the key as a throw does, so the next request runs again; the requests that were waiting
 * for that claim get it all the same, from a record of its own named after the claim, as waiters in one process
 * share a promise.
 *
 * A request that finds the key claimed waits for the outcome by reading the record every `pollMs` (a claim that
 * ends is a change Redis cannot announce by itself, and waits are rare), and claims the key itself when the
 * claim is gone. It waits at most `waitMs`, then fails with RedisOnceWaitExpiredError. A Redis that cannot be
 * asked fails the request with RedisOnceUnavailableError before `run` runs: the caller decides what that means,
 * never an unguarded run.
 */

/** What JSON keeps as it was: no class instances, errors, dates or functions (they would come back changed). */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

export interface RedisOnceOptions<T extends JsonValue> {
  /** The records' keys, apart from whatever else shares the Redis ('cart:idempotency:'). */
  keyPrefix: string;
  /** What the keys are, in failures and log lines ('Redis (idempotency keys)'). */
  name: string;
  /** How long an outcome is remembered. */
  rememberMs: number;
  /** How long a request waits for one with its key that is still running. */
  waitMs: number;
  /** How long a claim lasts without renewal: how soon a key held by a dead process may be claimed again. */
  leaseMs?: number;
  /** How often a waiting request reads the record again. */
  pollMs?: number;
  /** Whether an outcome is remembered; one that is not frees the key (all are by default). */
  remembers?: (outcome: T) => boolean;
  logger?: Logger | undefined;
}

/** Short, so a key held by a process that died is free again within seconds; renewed every third of it. */
export const REDIS_ONCE_LEASE_MS = 3000;
const POLL_MS = 50;
/** How long one command may take before Redis counts as gone (they take well under a millisecond). */
export const REDIS_ONCE_COMMAND_TIMEOUT_MS = 1000;
const CLAIMED = 'claimed:';
const DONE = 'done:';
/** The record of a claim's outcome that is not remembered, for the requests that waited for that claim. */
const PASSED = ':passed:';

/** Redis could not be asked whether the key is free: the request did not run. */
export class RedisOnceUnavailableError extends Error {
  override name = 'RedisOnceUnavailableError';
  constructor(
    message: string,
    /** Redis did not answer within REDIS_ONCE_COMMAND_TIMEOUT_MS (rather than refusing at once). */
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Another request still held the key when the wait ended: the request did not run. */
export class RedisOnceWaitExpiredError extends Error {
  override name = 'RedisOnceWaitExpiredError';
  constructor(readonly waitMs: number) {
    super(`A request with this key is still running after ${waitMs} ms.`);
  }
}

// Compare-and-set in one step, as Redis documents for locks: only the claim's holder renews, deletes or ends it.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
// A lapsed claim nobody took since is still the outcome's place: later requests get it instead of running again.
const REMEMBER = `local held = redis.call('GET', KEYS[1])
if held == ARGV[1] or not held then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`;
// Frees the key and leaves the outcome to the claim's waiters, in one step: a waiter that finds the key free
// finds the outcome too.
const PASS = `redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

export class RedisOnce<T extends JsonValue = JsonValue> {
  private readonly client: RedisClientType;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly remembers: (outcome: T) => boolean;

  constructor(
    client: RedisClientType,
    private readonly options: RedisOnceOptions<T>,
  ) {
    // Without a timeout a command waits for a Redis that went away (the client queues it until it reconnects).
    this.client = client.withCommandOptions({ timeout: REDIS_ONCE_COMMAND_TIMEOUT_MS });
    this.leaseMs = options.leaseMs ?? REDIS_ONCE_LEASE_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.remembers = options.remembers ?? (() => true);
  }

  /** `run`'s outcome, run only when no request with `key` ran within the time remembered or runs now. */
  async once<R extends T>(key: string, run: () => Promise<R>): Promise<R> {
    const record = this.options.keyPrefix + key;
    const claim = CLAIMED + randomUUID();
    const giveUpAt = Date.now() + this.options.waitMs;
    for (;;) {
      if (await this.claim(record, claim)) return this.runClaimed(record, claim, run);
      const held = await this.command(() => this.client.get(record));
      if (held === null) continue; // released (it threw) or lapsed (its process died) just now: claim it
      if (held.startsWith(DONE)) return JSON.parse(held.slice(DONE.length)) as R;
      const passed = await this.waitForClaim(record, held, giveUpAt);
      if (passed !== null) return JSON.parse(passed) as R;
    }
  }

  /**
   * Waits until the claim `held` ends: the outcome it left (remembered, or passed to its waiters), or null when
   * it left none (it threw, or lapsed) and the key may be claimed again.
   */
  private async waitForClaim(record: string, held: string, giveUpAt: number): Promise<string | null> {
    for (;;) {
      if (Date.now() >= giveUpAt) throw new RedisOnceWaitExpiredError(this.options.waitMs);
      await sleep(this.pollMs);
      const now = await this.command(() => this.client.get(record));
      if (now === held) continue;
      if (now?.startsWith(DONE)) return now.slice(DONE.length);
      return this.command(() => this.client.get(record + PASSED + held));
    }
  }

  private async claim(record: string, claim: string): Promise<boolean> {
    const set = await this.command(() =>
      this.client.set(record, claim, { condition: 'NX', expiration: { type: 'PX', value: this.leaseMs } }),
    );
    return set === 'OK';
  }

  private async runClaimed<R extends T>(record: string, claim: string, run: () => Promise<R>): Promise<R> {
    const renewal = setInterval(() => {
      void this.renew(record, claim).then((held) => held || clearInterval(renewal));
    }, this.leaseMs / 3);
    let outcome: R;
    try {
      outcome = await run();
    } catch (error) {
      clearInterval(renewal);
      await this.script(RELEASE, [record], [claim], 'could not release a key (its claim expires)');
      throw error;
    }
    clearInterval(renewal);
    if (!this.remembers(outcome)) {
      // Kept as long as a waiter may wait, no longer: it is for them, not for later requests.
      const passed = [claim, JSON.stringify(outcome), String(this.options.waitMs + this.leaseMs)];
      await this.script(PASS, [record, record + PASSED + claim], passed, 'could not free a key');
      return outcome;
    }
    const stored = await this.script(
      REMEMBER,
      [record],
      [claim, DONE + JSON.stringify(outcome), String(this.options.rememberMs)],
      'could not store the outcome of a key',
    );
    if (stored === 0)
      this.options.logger?.warn(
        { record },
        `${this.options.name}: a key was claimed again while its first request ran (lease lapsed)`,
      );
    // The request ran: its outcome is the answer, even when it could not be stored.
    return outcome;
  }

  /** Whether the claim still holds (a failed renewal may yet be followed by one that works). */
  private async renew(record: string, claim: string): Promise<boolean> {
    const renewed = await this.script(
      RENEW,
      [record],
      [claim, String(this.leaseMs)],
      'could not renew a key',
    );
    if (renewed !== 0) return true;
    this.options.logger?.warn({ record }, `${this.options.name}: a key lapsed while its request ran`);
    return false;
  }

  /** A script of the claim's holder; a failure is logged, as the request's outcome stands without it. */
  private async script(script: string, keys: string[], args: string[], failure: string): Promise<unknown> {
    try {
      return await this.client.eval(script, { keys, arguments: args });
    } catch (error) {
      this.options.logger?.warn(
        { record: keys[0], err: error instanceof Error ? error.message : String(error) },
        `${this.options.name}: ${failure}`,
      );
      return undefined;
    }
  }

  /** A command the request cannot go on without: its failure fails the request before it runs. */
  private async command<R>(send: () => Promise<R>): Promise<R> {
    try {
      return await send();
    } catch (error) {
      const timedOut = error instanceof RedisCommandTimeoutError;
      throw new RedisOnceUnavailableError(
        timedOut
          ? `${this.options.name} did not answer within ${REDIS_ONCE_COMMAND_TIMEOUT_MS} ms`
          : `${this.options.name} is unavailable`,
        timedOut,
        { cause: error },
      );
    }
  }
}
