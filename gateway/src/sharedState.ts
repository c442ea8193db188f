import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import KeyvRedis, { Keyv } from '@keyv/redis';
import type { Logger } from '@shop/service';
import { closeRedis, openRedis, type RedisClientType } from '@shop/service/redis';

export { RedisUnreachableError } from '@shop/service/redis';

/**
 * What gateway replicas must share (issue 23 item 5): partners' rate-limit counters and cached answers. With
 * REDIS_URL they live in Redis, so any number of gateways behind a load balancer count and cache as one;
 * without it, in this process (one gateway, or tests).
 */
export interface SharedState {
  where: 'memory' | 'redis';
  /** The Redis connection the rate limiters use; null in memory. */
  redisClient: RedisClientType | null;
  /** The response cache's store; undefined in memory (Apollo Server's own bounded in-memory cache). */
  responseCache: KeyvAdapter<string> | undefined;
  close(): Promise<void>;
}

export function memorySharedState(): SharedState {
  return { where: 'memory', redisClient: null, responseCache: undefined, close: async () => undefined };
}

/**
 * The shared state REDIS_URL names, or this process's without it. A gateway that cannot share its budgets
 * does not start (RedisUnreachableError); once running, a lost connection is retried while the rate limiters
 * count in memory (partnerBudgets.ts).
 */
export async function openSharedState(redisUrl: string | undefined, logger?: Logger): Promise<SharedState> {
  if (!redisUrl) return memorySharedState();
  const client = await openRedis({ url: redisUrl, name: 'gateway', logger });
  const keyv = new Keyv({ store: new KeyvRedis(client), namespace: 'gateway-responses' });
  return {
    where: 'redis',
    redisClient: client,
    responseCache: new KeyvAdapter(keyv),
    close: () => closeRedis(client),
  };
}
