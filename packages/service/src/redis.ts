import { createClient, type RedisClientType } from '@redis/client';
import type { Logger } from './logger';

export type { RedisClientType };
/** A command that got no answer within its `timeout` command option (a Redis gone away while running). */
export { TimeoutError as RedisCommandTimeoutError } from '@redis/client';

/**
 * The one way a service opens its Redis (REDIS_URL): the state several replicas of one service share, the
 * gateway's rate-limit counters and cached answers, the cart's idempotency keys, the web servers' token lock
 * (redisOnce.ts keeps the last two). A service started with a REDIS_URL it cannot reach does not start: running
 * alone, each replica would count, cache, answer keys or refresh on its own, and the shop would break the
 * promise the shared state makes without anyone noticing.
 */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** How long a start waits for Redis before it gives up. */
export const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** The longest wait between two reconnection attempts once running. */
const RECONNECT_MAX_WAIT_MS = 5000;

export interface RedisConnectionOptions {
  /** REDIS_URL: redis:// or rediss://. */
  url: string;
  /** Who connects ('gateway', 'cart'), in the log line of a failed connection. */
  name: string;
  logger?: Logger | undefined;
  /** How long the start waits; REDIS_CONNECT_TIMEOUT_MS unless a test shortens it. */
  connectTimeoutMs?: number;
}

/**
 * A connected client, or RedisUnreachableError when Redis does not answer within the start's deadline. Once
 * running, a lost connection is retried with back-off (100 ms doubling to 5 s) for as long as the service
 * runs, each distinct failure logged once.
 */
export async function openRedis({
  url,
  name,
  logger,
  connectTimeoutMs = REDIS_CONNECT_TIMEOUT_MS,
}: RedisConnectionOptions): Promise<RedisClientType> {
  const client: RedisClientType = createClient({
    url,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_WAIT_MS),
    },
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger?.warn({ err: error.message }, `${name}: Redis connection failed`);
  });
  client.on('ready', () => (lastError = ''));
  // The client retries a refused connection for ever (reconnectStrategy): the start gives up on its own clock.
  let giveUp: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        giveUp = setTimeout(
          () => reject(new Error(`no answer within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
      }),
    ]);
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnreachableError(`Cannot reach Redis at REDIS_URL (${reason}).`);
  } finally {
    // Cleared once connected too: a pending timer would hold the process for the rest of the deadline.
    clearTimeout(giveUp);
  }
  return client;
}

/** Closes the connection after its pending commands; at once when that fails (Redis gone). */
export async function closeRedis(client: RedisClientType): Promise<void> {
  await client.close().catch(() => client.destroy());
}
