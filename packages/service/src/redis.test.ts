import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { openRedis, RedisUnreachableError } from './redis';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('test', {
    level: 'warn',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  });
  return { logger, lines };
}

// The connection that works is tested where it is used, against a real redis-server: the gateway's replicas
// (gateway/test/replicas.test.ts) and the cart's idempotency keys (subgraphs/cart/test/replicas.test.ts).
describe('a Redis that cannot be reached at start', () => {
  it('stops the start at its deadline with RedisUnreachableError, the refusals logged once', async () => {
    const { logger, lines } = capturedLogger();
    const started = Date.now();
    // Port 1 on this machine: nothing listens, the connection is refused again and again (4 tries in 1 s).
    const refusal = await openRedis({
      url: 'redis://127.0.0.1:1',
      name: 'cart',
      logger,
      connectTimeoutMs: 1000,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RedisUnreachableError);
    expect((refusal as Error).message).toMatch(
      /^Cannot reach Redis at REDIS_URL \(no answer within 1000 ms\)\.$/,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lines.map((line) => line.msg)).toEqual(['cart: Redis connection failed']);
    expect(lines[0]?.err).toMatch(/ECONNREFUSED/);
  });
});
