import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, openRedis, type RedisClientType } from '@shop/service/redis';
import { startRedis, type RunningRedis } from '@shop/stack';
import { RedisIdempotentRequests, type RedisIdempotentRequestsOptions } from './redisIdempotentRequests';

/**
 * Issue 24: the idempotency keys of several cart replicas in one Redis (Debian's redis-server, started for this
 * test). Each "replica" is a store on its own connection, as each cart process has one.
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

async function replica(options: RedisIdempotentRequestsOptions = {}, url = redis.url) {
  const client = await openRedis({ url, name: 'cart-test' });
  open.push(client);
  return { requests: new RedisIdempotentRequests(client, options), client };
}

/** A run that ends when the test says so. */
function pending<T>() {
  let finish: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { run: vi.fn(() => promise), finish, fail };
}

/** What addToCart keeps of its first request (useCases/addToCart.ts). */
const ADDED = {
  message: 'Product has been added to the cart!',
  outcome: 'ADDED',
  userErrors: [],
  added: true,
};
const REFUSED = {
  message: null,
  outcome: null,
  userErrors: [{ code: 'QTY_NOT_AVAILABLE', message: 'Only 12 available', field: 'qty' }],
  added: false,
};

describe('idempotency keys shared by cart replicas in Redis', () => {
  it('answers a key run on one replica from another with the first outcome, as it was', async () => {
    const [one, two] = [await replica(), await replica()];
    const key = randomUUID();
    const run = vi.fn(() => Promise.resolve(REFUSED));
    expect(await one.requests.once(key, run)).toEqual(REFUSED);
    expect(await two.requests.once(key, () => Promise.resolve(ADDED))).toEqual(REFUSED);
    expect(await one.requests.once(key, () => Promise.resolve(ADDED))).toEqual(REFUSED);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('lets a request with the key of one running on another replica wait for it', async () => {
    const [one, two] = [await replica(), await replica()];
    const key = randomUUID();
    const first = pending<typeof ADDED>();
    const second = vi.fn(() => Promise.resolve(REFUSED));
    const answers = [one.requests.once(key, first.run), sleep(20).then(() => two.requests.once(key, second))];
    await sleep(200);
    first.finish(ADDED);
    expect(await Promise.all(answers)).toEqual([ADDED, ADDED]);
    expect(first.run).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('forgets a request that threw, so another replica may try it again', async () => {
    const [one, two] = [await replica(), await replica()];
    const key = randomUUID();
    const down = new Error('platform down');
    await expect(one.requests.once(key, () => Promise.reject(down))).rejects.toBe(down);
    const started = Date.now();
    expect(await two.requests.once(key, () => Promise.resolve(ADDED))).toEqual(ADDED);
    // At once: the claim was released, not left to expire after its lease (3 s).
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('runs a request that waited for one that threw: it is the retry', async () => {
    const [one, two] = [await replica(), await replica()];
    const key = randomUUID();
    const first = pending<typeof ADDED>();
    const failed = one.requests.once(key, first.run).catch((error: unknown) => error);
    await sleep(20);
    const retry = two.requests.once(key, () => Promise.resolve(REFUSED));
    await sleep(100);
    first.fail(new Error('platform down'));
    expect(await failed).toEqual(new Error('platform down'));
    expect(await retry).toEqual(REFUSED);
  });

  it('lets another replica claim a key whose replica died while running it, after the lease', async () => {
    const lease = { leaseMs: 300 };
    const [dying, survivor, later] = [await replica(lease), await replica(lease), await replica(lease)];
    const key = randomUUID();
    const orphan = pending<typeof ADDED>();
    void dying.requests.once(key, orphan.run).catch(() => undefined);
    await sleep(50);
    // Its process gone: no renewal, no release, no outcome reaches Redis any more.
    dying.client.destroy();
    const started = Date.now();
    expect(await survivor.requests.once(key, () => Promise.resolve(ADDED))).toEqual(ADDED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    // The outcome is kept for the time remembered (a day), not for the claim's lease.
    await sleep(500);
    const again = vi.fn(() => Promise.resolve(REFUSED));
    expect(await later.requests.once(key, again)).toEqual(ADDED);
    expect(again).not.toHaveBeenCalled();
    orphan.fail(new Error('the replica is gone'));
  });

  it('never lets a request whose claim lapsed overwrite the claim of the one that took the key after it', async () => {
    const [one, two, three] = [await replica(), await replica(), await replica()];
    const key = randomUUID();
    const lapsing = pending<typeof ADDED>();
    const first = one.requests.once(key, lapsing.run);
    await sleep(20);
    // Its claim gone as a lapsed lease goes (its replica stalled past the lease), and the key claimed again.
    const [record = ''] = await three.client.keys(`*${key}`);
    expect(await three.client.del(record)).toBe(1);
    const taking = pending<typeof REFUSED>();
    const second = two.requests.once(key, taking.run);
    await sleep(20);
    lapsing.finish(ADDED);
    expect(await first).toEqual(ADDED);
    // The key is still the second request's: a third waits for it, and answers its outcome.
    const impatient = new RedisIdempotentRequests(three.client, { waitMs: 100 });
    const waited = await impatient.once(key, () => Promise.resolve(ADDED)).catch((error: unknown) => error);
    expect((waited as GraphQLError).extensions?.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    taking.finish(REFUSED);
    expect(await second).toEqual(REFUSED);
    expect(await three.requests.once(key, () => Promise.resolve(ADDED))).toEqual(REFUSED);
  });

  it('keeps the key of a request that runs longer than its lease (the lease is renewed)', async () => {
    const lease = { leaseMs: 300 };
    const [one, two] = [await replica(lease), await replica(lease)];
    const key = randomUUID();
    const slow = pending<typeof ADDED>();
    const first = one.requests.once(key, slow.run);
    await sleep(50);
    const second = vi.fn(() => Promise.resolve(REFUSED));
    const waiting = two.requests.once(key, second);
    await sleep(1000);
    slow.finish(ADDED);
    expect(await Promise.all([first, waiting])).toEqual([ADDED, ADDED]);
    expect(second).not.toHaveBeenCalled();
  });

  it('gives up waiting with IDEMPOTENCY_KEY_IN_USE while the first still runs, and answers it once done', async () => {
    const [one, impatient] = [await replica(), await replica({ waitMs: 300 })];
    const key = randomUUID();
    const slow = pending<typeof ADDED>();
    const first = one.requests.once(key, slow.run);
    await sleep(20);
    const second = vi.fn(() => Promise.resolve(REFUSED));
    const refusal = await impatient.requests.once(key, second).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect((refusal as GraphQLError).extensions.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect((refusal as GraphQLError).message).toBe(
      'A request with this idempotency key is still running after 300 ms; send it again later.',
    );
    slow.finish(ADDED);
    expect(await first).toEqual(ADDED);
    expect(await impatient.requests.once(key, second)).toEqual(ADDED);
    expect(second).not.toHaveBeenCalled();
  });

  it('forgets an outcome after the time remembered', async () => {
    const [one, two] = [await replica({ rememberMs: 200 }), await replica()];
    const key = randomUUID();
    await one.requests.once(key, () => Promise.resolve(REFUSED));
    await sleep(300);
    expect(await two.requests.once(key, () => Promise.resolve(ADDED))).toEqual(ADDED);
  });

  it('fails a request without running it when its Redis has gone away', async () => {
    const own = await startRedis();
    try {
      const { requests } = await replica({}, own.url);
      await own.stop();
      const run = vi.fn(() => Promise.resolve(ADDED));
      const failure = await requests.once(randomUUID(), run).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(GraphQLError);
      expect((failure as GraphQLError).extensions).toEqual({
        code: 'UPSTREAM_TIMEOUT',
        upstream: 'Redis (idempotency keys)',
      });
      expect(run).not.toHaveBeenCalled();
    } finally {
      await own.stop();
    }
  });
});
