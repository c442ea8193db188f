import { TIMEOUTS_MS, type Logger } from '@shop/service';
import { closeRedis, openRedis, type RedisClientType } from '@shop/service/redis';
import { RedisOnce, RedisOnceUnavailableError } from '@shop/service/redisOnce';
import { tokenLockOfThisProcess, type RefreshLock } from './clusterTokenLock';
import { refreshTokenDigest } from './domain/refreshTokenDigest';
import { REFRESH_GRACE_MS, TOKEN_REFRESH_WAIT_MS } from './domain/tokenLock';
import type { RefreshResult } from './domain/tokenRefresh';

/**
 * The token lock of every web server and every process on one Redis (REDIS_URL): behind a load balancer a
 * customer's tabs reach several web machines, and each refreshing the same refresh token would log the customer
 * out (the platform rotates it and refuses the second). The rules are domain/tokenLock.ts's, kept by the shared
 * RedisOnce (@shop/service/redisOnce):
 *
 * - one refresh per refresh token: the first request claims the token's key (its SHA-256, never the token)
 *   and refreshes; the others, on any web server, wait and share its outcome;
 * - the outcome is remembered for REFRESH_GRACE_MS, for requests still carrying the old refresh token. A
 *   refreshed outcome holds the customer's NEW tokens, so for those 30 s they are in Redis: that Redis must be
 *   private to the shop (docs/operations.md), as it is already for the cart's idempotency keys;
 * - a refresh that could not be tried ('unavailable') is not remembered: its waiters share it, the next refused
 *   request tries again;
 * - waiting requests read Redis every 50 ms, well within the seed's 1000 ms (seed 000 §9 'Token refresh wait').
 *
 * When Redis fails while the server runs, a refresh whose claim cannot be made is 'unavailable' (the session
 * stays, the customer is asked to refresh the page) rather than a refresh without the lock, which could be the
 * second one that logs the customer out.
 */
export interface RedisTokenLockOptions {
  /** How long a refresh's outcome is remembered (REFRESH_GRACE_MS). */
  graceMs?: number;
  /** How long a request waits for a refresh another request runs, before it answers 'unavailable'. */
  waitMs?: number;
  /** How long a claim lasts without renewal: how soon a token held by a web server that died is free again. */
  leaseMs?: number;
  logger?: Logger | undefined;
}

/** A refresh gives up after the web server's gateway timeout; its waiters wait that long and a little more. */
export const REDIS_TOKEN_LOCK_WAIT_MS = TIMEOUTS_MS.web + TOKEN_REFRESH_WAIT_MS;

const UNAVAILABLE: RefreshResult = { kind: 'unavailable' };

export class RedisTokenLock implements RefreshLock {
  private readonly refreshes: RedisOnce<RefreshResult>;

  constructor(
    client: RedisClientType,
    private readonly options: RedisTokenLockOptions = {},
  ) {
    this.refreshes = new RedisOnce<RefreshResult>(client, {
      // Apart from what else shares the Redis (the gateway's counters and cache, the cart's keys).
      keyPrefix: 'web:token-lock:',
      name: 'Redis (token lock)',
      rememberMs: options.graceMs ?? REFRESH_GRACE_MS,
      waitMs: options.waitMs ?? REDIS_TOKEN_LOCK_WAIT_MS,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      remembers: (outcome) => outcome.kind !== 'unavailable',
      logger: options.logger,
    });
  }

  async refresh(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult> {
    try {
      // A refresh that throws could not be tried: 'unavailable', shared by its waiters, not remembered.
      return await this.refreshes.once(refreshTokenDigest(refreshToken), () =>
        refresh().catch(() => UNAVAILABLE),
      );
    } catch (error) {
      // Redis could not be asked, or another web server's refresh outlasted the wait: not tried here.
      this.options.logger?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        error instanceof RedisOnceUnavailableError
          ? 'customer session refresh not tried: the token lock (Redis) is unavailable'
          : 'customer session refresh not tried: another refresh of the token still runs',
      );
      return UNAVAILABLE;
    }
  }
}

export interface OpenedTokenLock {
  lock: RefreshLock;
  close(): Promise<void>;
}

/**
 * The web server's token lock: in the Redis REDIS_URL names, shared by every web server and process; without
 * it, the cluster primary's (or this process's alone). A REDIS_URL that cannot be reached stops the start
 * (RedisUnreachableError): each web server locking alone would log out customers whose tabs reach two.
 */
export async function openTokenLock(redisUrl: string | undefined, logger?: Logger): Promise<OpenedTokenLock> {
  if (!redisUrl) return { lock: tokenLockOfThisProcess(), close: async () => undefined };
  const client = await openRedis({ url: redisUrl, name: 'web', logger });
  return { lock: new RedisTokenLock(client, { logger }), close: () => closeRedis(client) };
}
