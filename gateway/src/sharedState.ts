import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import KeyvRedis, { createClient, Keyv, type RedisClientType } from '@keyv/redis';
import type { Logger } from '@shop/service';

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

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** How long the start waits for Redis: a gateway that cannot share its budgets should not start at all. */
const CONNECT_TIMEOUT_MS = 5000;

export async function openSharedState(redisUrl: string | undefined, logger?: Logger): Promise<SharedState> {
  if (!redisUrl) return memorySharedState();
  const client: RedisClientType = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Once running, a lost connection is retried (the rate limiters count in memory meanwhile).
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger?.warn({ err: error.message }, 'gateway: Redis connection failed');
  });
  client.on('ready', () => (lastError = ''));
  // The client retries a refused connection for ever (reconnectStrategy): the start gives up on its own clock.
  let giveUp: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        giveUp = setTimeout(
          () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)),
          CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnreachableError(`Cannot reach Redis at REDIS_URL (${reason}).`);
  } finally {
    clearTimeout(giveUp);
  }
  const keyv = new Keyv({ store: new KeyvRedis(client), namespace: 'gateway-responses' });
  return {
    where: 'redis',
    redisClient: client,
    responseCache: new KeyvAdapter(keyv),
    close: async () => {
      await client.close().catch(() => client.destroy());
    },
  };
}
