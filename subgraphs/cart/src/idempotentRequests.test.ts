import { describe, expect, it, vi } from 'vitest';
import { MemoryIdempotentRequests } from './idempotentRequests';

describe('requests named by an idempotency key', () => {
  it('runs a key once and answers every later request with its outcome', async () => {
    const requests = new MemoryIdempotentRequests();
    const run = vi.fn(() => Promise.resolve('ADDED'));
    expect(await requests.once('key-1', run)).toBe('ADDED');
    expect(await requests.once('key-1', run)).toBe('ADDED');
    expect(await requests.once('key-2', run)).toBe('ADDED');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('lets a request with the key of one still running wait for it', async () => {
    const requests = new MemoryIdempotentRequests();
    let finish: (value: string) => void = () => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = requests.once('key-1', run);
    const second = requests.once('key-1', run);
    finish('ADDED');
    expect(await Promise.all([first, second])).toEqual(['ADDED', 'ADDED']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('forgets a request that threw, so it can be tried again', async () => {
    const requests = new MemoryIdempotentRequests();
    await expect(requests.once('key-1', () => Promise.reject(new Error('platform down')))).rejects.toThrow();
    expect(await requests.once('key-1', () => Promise.resolve('ADDED'))).toBe('ADDED');
  });

  it('forgets an outcome after the time remembered, and the oldest ones above its capacity', async () => {
    let now = 0;
    const requests = new MemoryIdempotentRequests({ rememberMs: 1000, capacity: 2, now: () => now });
    const run = vi.fn((value: string) => Promise.resolve(value));
    await requests.once('key-1', () => run('first'));
    now = 1000;
    expect(await requests.once('key-1', () => run('again'))).toBe('again');
    await requests.once('key-2', () => run('two'));
    await requests.once('key-3', () => run('three'));
    expect(await requests.once('key-1', () => run('evicted'))).toBe('evicted');
    expect(await requests.once('key-3', () => run('kept'))).toBe('three');
  });
});
