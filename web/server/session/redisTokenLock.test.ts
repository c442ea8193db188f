// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, openRedis, type RedisClientType } from '@shop/service/redis';
import { startRedis, type RunningRedis } from '@shop/stack';
import { refreshTokenDigest } from './domain/refreshTokenDigest';
import type { RefreshResult } from './domain/tokenRefresh';
import { RedisTokenLock, type RedisTokenLockOptions } from './redisTokenLock';

/**
 * Issue 24 'one token refresh for every tab', across web machines: the token lock of several web servers in one
 * Redis (Debian's redis-server, started for this test). Each "web server" is a lock on its own connection, as
 * each web process has one; nothing else connects them.
 */
let redis: RunningRedis;
const open: RedisClientType[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const client of open) if (client.isOpen) await closeRedis(client);
  await redis?.stop();
});

async function webServer(options: RedisTokenLockOptions = {}, url = redis.url) {
  const client = await openRedis({ url, name: 'web-test' });
  open.push(client);
  return { lock: new RedisTokenLock(client, options), client };
}

const REFRESHED: RefreshResult = {
  kind: 'refreshed',
  tokens: { token: 'new-token', refreshToken: 'new-refresh' },
};

/** The platform's refresh, answering when the test says so, counting its calls. */
function platform() {
  let answer: (result: RefreshResult) => void = () => undefined;
  const refresh = vi.fn(() => new Promise<RefreshResult>((resolve) => (answer = resolve)));
  return { refresh, answer: (result: RefreshResult) => answer(result) };
}

/** A refresh token of its own per test: the lock's state in Redis outlives a test. */
const refreshToken = () => `refresh-${randomUUID()}`;

describe('the token lock of several web servers in Redis', () => {
  it('refreshes a token once for requests on two web servers at once, and gives every one the new tokens', async () => {
    const [one, two] = [await webServer(), await webServer()];
    const token = refreshToken();
    const { refresh, answer } = platform();
    const requests = [
      one.lock.refresh(token, refresh),
      two.lock.refresh(token, refresh),
      one.lock.refresh(token, refresh),
      two.lock.refresh(token, refresh),
    ];
    await sleep(200);
    answer(REFRESHED);
    expect(await Promise.all(requests)).toEqual([REFRESHED, REFRESHED, REFRESHED, REFRESHED]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('answers a later request with the old refresh token on another web server within the grace, without refreshing', async () => {
    const [one, two] = [await webServer(), await webServer()];
    const token = refreshToken();
    expect(await one.lock.refresh(token, () => Promise.resolve(REFRESHED))).toEqual(REFRESHED);
    await sleep(300);
    const again = vi.fn(() => Promise.resolve<RefreshResult>({ kind: 'refused' }));
    expect(await two.lock.refresh(token, again)).toEqual(REFRESHED);
    expect(again).not.toHaveBeenCalled();
  });

  it('remembers a refusal within the grace too: the token is spent, refreshing it again would be refused', async () => {
    const [one, two] = [await webServer(), await webServer()];
    const token = refreshToken();
    expect(await one.lock.refresh(token, () => Promise.resolve({ kind: 'refused' }))).toEqual({
      kind: 'refused',
    });
    const again = vi.fn(() => Promise.resolve(REFRESHED));
    expect(await two.lock.refresh(token, again)).toEqual({ kind: 'refused' });
    expect(again).not.toHaveBeenCalled();
  });

  it('forgets an outcome after the grace', async () => {
    const [one, two] = [await webServer({ graceMs: 200 }), await webServer()];
    const token = refreshToken();
    await one.lock.refresh(token, () => Promise.resolve({ kind: 'refused' }));
    await sleep(300);
    expect(await two.lock.refresh(token, () => Promise.resolve(REFRESHED))).toEqual(REFRESHED);
  });

  it('shares a refresh that could not be tried with its waiters, but does not remember it: the next request tries again', async () => {
    const [one, two] = [await webServer(), await webServer()];
    const token = refreshToken();
    const { refresh, answer } = platform();
    const first = one.lock.refresh(token, refresh);
    await sleep(20);
    const waiting = vi.fn(() => Promise.resolve(REFRESHED));
    const waiter = two.lock.refresh(token, waiting);
    await sleep(200);
    answer({ kind: 'unavailable' });
    expect(await Promise.all([first, waiter])).toEqual([{ kind: 'unavailable' }, { kind: 'unavailable' }]);
    expect(waiting).not.toHaveBeenCalled();

    const next = vi.fn(() => Promise.resolve(REFRESHED));
    expect(await two.lock.refresh(token, next)).toEqual(REFRESHED);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("counts a refresh that threw as one that could not be tried: 'unavailable', not remembered", async () => {
    const [one, two] = [await webServer(), await webServer()];
    const token = refreshToken();
    expect(await one.lock.refresh(token, () => Promise.reject(new Error('gateway down')))).toEqual({
      kind: 'unavailable',
    });
    expect(await two.lock.refresh(token, () => Promise.resolve(REFRESHED))).toEqual(REFRESHED);
  });

  it('lets another web server refresh a token whose web server died while refreshing it, after the lease', async () => {
    const lease = { leaseMs: 300 };
    const [dying, survivor] = [await webServer(lease), await webServer(lease)];
    const token = refreshToken();
    const orphan = platform();
    void dying.lock.refresh(token, orphan.refresh);
    await sleep(50);
    // Its process gone: no renewal, no outcome reaches Redis any more.
    dying.client.destroy();
    const started = Date.now();
    expect(await survivor.lock.refresh(token, () => Promise.resolve(REFRESHED))).toEqual(REFRESHED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('keeps the refresh token out of Redis: its keys name the SHA-256 only', async () => {
    const { lock, client } = await webServer();
    const token = refreshToken();
    await lock.refresh(token, () => Promise.resolve(REFRESHED));
    const keys = await client.keys('web:token-lock:*');
    expect(keys).toContain(`web:token-lock:${refreshTokenDigest(token)}`);
    expect(keys.join(' ')).not.toContain(token);
  });

  it("answers 'unavailable' without refreshing when its Redis has gone away", async () => {
    const own = await startRedis();
    try {
      const { lock } = await webServer({}, own.url);
      await own.stop();
      const refresh = vi.fn(() => Promise.resolve(REFRESHED));
      expect(await lock.refresh(refreshToken(), refresh)).toEqual({ kind: 'unavailable' });
      expect(refresh).not.toHaveBeenCalled();
    } finally {
      await own.stop();
    }
  });
});
