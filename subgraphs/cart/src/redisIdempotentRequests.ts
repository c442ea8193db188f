import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { TIMEOUTS_MS, UPSTREAM_ERROR_CODES, type Logger } from '@shop/service';
import { closeRedis, openRedis, RedisCommandTimeoutError, type RedisClientType } from '@shop/service/redis';
import {
  IDEMPOTENCY_REMEMBER_MS,
  MemoryIdempotentRequests,
  type IdempotentRequests,
  type JsonValue,
} from './idempotentRequests';

/**
 * The idempotency keys of every cart replica, in one Redis: a sync task sent again to another replica than the
 * first time gets the first outcome too.
 *
 * One record per key. The first request claims the key (SET NX) with a short lease, runs, and replaces its
 * claim with its outcome (JSON) for the time remembered. While it runs it renews the lease, so a request that
 * takes long keeps its key; when its replica dies the renewals stop and the claim expires after the lease, so
 * the key may be claimed again. A request that throws deletes its claim at once. Claims are named, so that a
 * request whose lease lapsed neither renews, deletes nor overwrites the claim of the one that took the key
 * after it.
 *
 * A request that finds the key claimed waits for the outcome by reading the record every POLL_MS (a claim that
 * ends is a change Redis cannot announce by itself, and waits are rare: a task resent while its first sending
 * is still on its way), and claims the key itself when the claim is gone. It waits at most as long as a
 * subgraph waits for an upstream, then fails with IDEMPOTENCY_KEY_IN_USE, before the gateway gives up on it.
 *
 * A replica that dies after the platform made the change and before it stored the outcome leaves the change
 * unrecorded: the key, claimed again after the lease, makes it a second time (the platform's cart update takes
 * no key of its own that could tell).
 */
export interface RedisIdempotentRequestsOptions {
  /** How long an outcome is remembered (IDEMPOTENCY_REMEMBER_MS). */
  rememberMs?: number;
  /** How long a claim lasts without renewal: how soon a key held by a dead replica may be claimed again. */
  leaseMs?: number;
  /** How long a request waits for one with its key that is still running. */
  waitMs?: number;
  logger?: Logger | undefined;
}

/** Short, so a task held by a replica that died is free again within seconds; renewed every third of it. */
export const CLAIM_LEASE_MS = 3000;
/** How often a waiting request reads the record again. */
const POLL_MS = 50;
/** How long one command may take before Redis counts as gone (they take well under a millisecond). */
const COMMAND_TIMEOUT_MS = 1000;
/** The records' keys, apart from whatever else shares the Redis (the gateway's counters and cache). */
const KEY_PREFIX = 'cart:idempotency:';
const CLAIMED = 'claimed:';
const DONE = 'done:';
/** What failures name: Redis is one more system the cart depends on. */
const UPSTREAM = 'Redis (idempotency keys)';

// Compare-and-set in one step, as Redis documents for locks: only the claim's holder renews, deletes or ends it.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
// A lapsed claim nobody took since is still the outcome's place: later requests get it instead of running again.
const REMEMBER = `local held = redis.call('GET', KEYS[1])
if held == ARGV[1] or not held then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`;

export class RedisIdempotentRequests implements IdempotentRequests {
  private readonly client: RedisClientType;
  private readonly rememberMs: number;
  private readonly leaseMs: number;
  private readonly waitMs: number;
  private readonly logger: Logger | undefined;

  constructor(client: RedisClientType, options: RedisIdempotentRequestsOptions = {}) {
    // Without a timeout a command waits for a Redis that went away (the client queues it until it reconnects).
    this.client = client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS });
    this.rememberMs = options.rememberMs ?? IDEMPOTENCY_REMEMBER_MS;
    this.leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
    this.waitMs = options.waitMs ?? TIMEOUTS_MS.upstream;
    this.logger = options.logger;
  }

  async once<T extends JsonValue>(key: string, run: () => Promise<T>): Promise<T> {
    const record = KEY_PREFIX + key;
    const claim = CLAIMED + randomUUID();
    const giveUpAt = Date.now() + this.waitMs;
    for (;;) {
      if (await this.claim(record, claim)) return this.runClaimed(record, claim, run);
      const held = await this.command(() => this.client.get(record));
      if (held === null) continue; // released (it threw) or lapsed (its replica died) just now: claim it
      if (held.startsWith(DONE)) return JSON.parse(held.slice(DONE.length)) as T;
      if (Date.now() >= giveUpAt) throw keyInUse(this.waitMs);
      await sleep(POLL_MS);
    }
  }

  private async claim(record: string, claim: string): Promise<boolean> {
    const set = await this.command(() =>
      this.client.set(record, claim, { condition: 'NX', expiration: { type: 'PX', value: this.leaseMs } }),
    );
    return set === 'OK';
  }

  private async runClaimed<T extends JsonValue>(
    record: string,
    claim: string,
    run: () => Promise<T>,
  ): Promise<T> {
    const renewal = setInterval(() => {
      void this.renew(record, claim).then((held) => held || clearInterval(renewal));
    }, this.leaseMs / 3);
    let outcome: T;
    try {
      outcome = await run();
    } catch (error) {
      clearInterval(renewal);
      await this.script(RELEASE, record, [claim], 'could not release an idempotency key (its claim expires)');
      throw error;
    }
    clearInterval(renewal);
    const stored = await this.script(
      REMEMBER,
      record,
      [claim, DONE + JSON.stringify(outcome), String(this.rememberMs)],
      'could not store the outcome of an idempotency key',
    );
    if (stored === 0)
      this.logger?.warn(
        { record },
        'an idempotency key was claimed again while its first request ran (lease lapsed)',
      );
    // The change is made: its outcome is the answer, even when it could not be stored.
    return outcome;
  }

  /** Whether the claim still holds (a failed renewal may yet be followed by one that works). */
  private async renew(record: string, claim: string): Promise<boolean> {
    const renewed = await this.script(
      RENEW,
      record,
      [claim, String(this.leaseMs)],
      'could not renew an idempotency key',
    );
    if (renewed !== 0) return true;
    this.logger?.warn({ record }, 'an idempotency key lapsed while its request ran');
    return false;
  }

  /** A script of the claim's holder; a failure is logged, as the request's outcome stands without it. */
  private async script(script: string, record: string, args: string[], failure: string): Promise<unknown> {
    try {
      return await this.client.eval(script, { keys: [record], arguments: args });
    } catch (error) {
      this.logger?.warn({ record, err: error instanceof Error ? error.message : String(error) }, failure);
      return undefined;
    }
  }

  /** A command the request cannot go on without: its failure fails the request, as an upstream's would. */
  private async command<R>(send: () => Promise<R>): Promise<R> {
    try {
      return await send();
    } catch (error) {
      const timedOut = error instanceof RedisCommandTimeoutError;
      throw new GraphQLError(
        timedOut
          ? `${UPSTREAM} did not answer within ${COMMAND_TIMEOUT_MS} ms`
          : `${UPSTREAM} is unavailable`,
        {
          extensions: {
            code: timedOut ? UPSTREAM_ERROR_CODES.timeout : UPSTREAM_ERROR_CODES.unavailable,
            upstream: UPSTREAM,
          },
          originalError: error instanceof Error ? error : undefined,
        },
      );
    }
  }
}

/** A request whose key another request still holds after the wait: the task may be sent again later. */
function keyInUse(waitMs: number): GraphQLError {
  return new GraphQLError(
    `A request with this idempotency key is still running after ${waitMs} ms; send it again later.`,
    { extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } },
  );
}

export interface OpenedIdempotentRequests {
  requests: IdempotentRequests;
  close(): Promise<void>;
}

/**
 * The cart service's idempotency keys: in the Redis REDIS_URL names, shared by every replica, or in this
 * process without it. A REDIS_URL that cannot be reached stops the start (RedisUnreachableError).
 */
export async function openIdempotentRequests(
  redisUrl: string | undefined,
  logger?: Logger,
): Promise<OpenedIdempotentRequests> {
  if (!redisUrl) return { requests: new MemoryIdempotentRequests(), close: async () => undefined };
  const client = await openRedis({ url: redisUrl, name: 'cart', logger });
  return { requests: new RedisIdempotentRequests(client, { logger }), close: () => closeRedis(client) };
}
