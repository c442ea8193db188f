import { GraphQLError } from 'graphql';
import { TIMEOUTS_MS, UPSTREAM_ERROR_CODES, type Logger } from '@shop/service';
import { closeRedis, openRedis, type RedisClientType } from '@shop/service/redis';
import { RedisOnce, RedisOnceUnavailableError, RedisOnceWaitExpiredError } from '@shop/service/redisOnce';
import {
  IDEMPOTENCY_REMEMBER_MS,
  MemoryIdempotentRequests,
  type IdempotentRequests,
  type JsonValue,
} from './idempotentRequests';

/**
 * The idempotency keys of every cart replica, in one Redis: a sync task sent again to another replica than the
 * first time gets the first outcome too. The mechanism is the shared RedisOnce (@shop/service/redisOnce): the
 * first request claims the key with a lease renewed while it runs, and leaves its outcome for a day; one with
 * the same key meanwhile waits for it, at most as long as a subgraph waits for an upstream, then fails with
 * IDEMPOTENCY_KEY_IN_USE, before the gateway gives up on it; a request that throws frees its key.
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

/** What failures name: Redis is one more system the cart depends on. */
const UPSTREAM = 'Redis (idempotency keys)';

export class RedisIdempotentRequests implements IdempotentRequests {
  private readonly keys: RedisOnce;

  constructor(client: RedisClientType, options: RedisIdempotentRequestsOptions = {}) {
    this.keys = new RedisOnce(client, {
      // The records' keys, apart from whatever else shares the Redis (the gateway's counters and cache).
      keyPrefix: 'cart:idempotency:',
      name: UPSTREAM,
      rememberMs: options.rememberMs ?? IDEMPOTENCY_REMEMBER_MS,
      waitMs: options.waitMs ?? TIMEOUTS_MS.upstream,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      logger: options.logger,
    });
  }

  async once<T extends JsonValue>(key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await this.keys.once(key, run);
    } catch (error) {
      throw cartErrorOf(error);
    }
  }
}

/**
 * A Redis that cannot be asked fails the request as an upstream's failure would (rather than making the change
 * unguarded); a key still held after the wait may be sent again later. `run`'s own errors pass as they are.
 */
function cartErrorOf(error: unknown): unknown {
  if (error instanceof RedisOnceUnavailableError) {
    const code = error.timedOut ? UPSTREAM_ERROR_CODES.timeout : UPSTREAM_ERROR_CODES.unavailable;
    return new GraphQLError(error.message, {
      extensions: { code, upstream: UPSTREAM },
      originalError: error,
    });
  }
  if (error instanceof RedisOnceWaitExpiredError) {
    return new GraphQLError(
      `A request with this idempotency key is still running after ${error.waitMs} ms; send it again later.`,
      { extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } },
    );
  }
  return error;
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
