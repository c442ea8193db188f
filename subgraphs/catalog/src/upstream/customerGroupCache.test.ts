import { describe, expect, it } from 'vitest';
import { CustomerGroupCache, tokenKey } from './customerGroupCache';
import { FakeCustomerGroups } from './fake';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CustomerGroupCache', () => {
  it('shares one platform call among the calls in flight for the same token', async () => {
    const platform = new FakeCustomerGroups({ 'tok-foreign': 8 }, 20);
    const cache = new CustomerGroupCache(platform, { ttlMs: 30_000 });
    const groups = await Promise.all(Array.from({ length: 6 }, () => cache.groupOf('tok-foreign')));
    expect(groups).toEqual([8, 8, 8, 8, 8, 8]);
    expect(platform.calls).toHaveLength(1);
  });

  it('reuses an answer until its time to live has passed, then asks again', async () => {
    const time = clock();
    const platform = new FakeCustomerGroups({ 'tok-b2b': 7 });
    const cache = new CustomerGroupCache(platform, { ttlMs: 30_000, now: time.now });
    expect(await cache.groupOf('tok-b2b', { requestId: 'r-1' })).toBe(7);
    time.advance(29_999);
    expect(await cache.groupOf('tok-b2b', { requestId: 'r-2' })).toBe(7);
    expect(platform.calls).toEqual([{ token: 'tok-b2b', requestId: 'r-1' }]);
    time.advance(1);
    expect(await cache.groupOf('tok-b2b', { requestId: 'r-3' })).toBe(7);
    expect(platform.calls.map((call) => call.requestId)).toEqual(['r-1', 'r-3']);
  });

  it('asks once per token: two customers are two calls', async () => {
    const platform = new FakeCustomerGroups({ a: 0, b: 8 });
    const cache = new CustomerGroupCache(platform, { ttlMs: 30_000 });
    expect(await Promise.all([cache.groupOf('a'), cache.groupOf('b'), cache.groupOf('a')])).toEqual([
      0, 8, 0,
    ]);
    expect(platform.calls.map((call) => call.token)).toEqual(['a', 'b']);
  });

  it('keeps a failure for a short while only (5 s by default), so a request shares it and the next recovers', async () => {
    const time = clock();
    const customers: Record<string, 'down' | number> = { tok: 'down' };
    const platform = new FakeCustomerGroups(customers);
    const cache = new CustomerGroupCache(platform, { ttlMs: 30_000, now: time.now });
    await expect(cache.groupOf('tok')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    await expect(cache.groupOf('tok')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(platform.calls).toHaveLength(1);
    customers.tok = 0;
    time.advance(5_000);
    expect(await cache.groupOf('tok')).toBe(0);
    expect(platform.calls).toHaveLength(2);
  });

  it('remembers at most maxEntries tokens: expired ones go first, then the oldest', async () => {
    const time = clock();
    const platform = new FakeCustomerGroups({ a: 1, b: 2, c: 3, d: 4 });
    const cache = new CustomerGroupCache(platform, { ttlMs: 1_000, maxEntries: 2, now: time.now });
    await cache.groupOf('a');
    time.advance(1_000);
    await cache.groupOf('b');
    await cache.groupOf('c'); // a has expired: it makes room
    expect(cache.size).toBe(2);
    await cache.groupOf('d'); // b and c are live: b, the oldest, goes
    expect(cache.size).toBe(2);
    await cache.groupOf('c');
    expect(platform.calls.map((call) => call.token)).toEqual(['a', 'b', 'c', 'd']);
    await cache.groupOf('b');
    expect(platform.calls.map((call) => call.token)).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('keys tokens by their SHA-256 digest, never the token', () => {
    const key = tokenKey('secret-customer-token');
    expect(key).not.toContain('secret');
    expect(key).toBe(tokenKey('secret-customer-token'));
    expect(key).not.toBe(tokenKey('secret-customer-token2'));
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
