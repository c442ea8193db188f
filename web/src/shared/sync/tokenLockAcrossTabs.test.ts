import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionVerdict } from './domain/tokenLock';
import { inTabLocks } from './tabLocks';
import {
  storageTokenLockRecord,
  TOKEN_LOCK_CHANNEL,
  TokenLockAcrossTabs,
  type TokenLockEnd,
} from './tokenLockAcrossTabs';

/**
 * Two tabs of one browser in one test: one lock manager (as navigator.locks is one per origin), one
 * localStorage, and a BroadcastChannel each (Node's, which carries messages between channels of one name).
 */
function browserWithTabs(count: number, options: { maxAttempts?: number } = {}) {
  const locks = inTabLocks();
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const sleeps: number[] = [];
  const tabs = Array.from({ length: count }, () => {
    const channel = new BroadcastChannel(TOKEN_LOCK_CHANNEL);
    channels.push(channel);
    const ends: TokenLockEnd[] = [];
    const lock = new TokenLockAcrossTabs({
      locks,
      record: storageTokenLockRecord(storage),
      channel,
      maxAttempts: options.maxAttempts,
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    lock.onEnd((end) => ends.push(end));
    return { lock, ends };
  });
  return { tabs, sleeps };
}

/**
 * The web server as the browser sees it: while the session needs a refresh, every request is answered
 * SESSION_REFRESH_UNAVAILABLE for the first `downFor` requests (the cart service down), then the first
 * request refreshes and the others are answered.
 */
function webServer(options: { downFor: number; refused?: boolean }) {
  let expired = true;
  let downFor = options.downFor;
  const server = {
    requests: 0,
    refreshes: 0,
    async request(): Promise<SessionVerdict> {
      server.requests += 1;
      await Promise.resolve();
      if (!expired) return 'answered';
      if (downFor > 0) {
        downFor -= 1;
        return 'refreshUnavailable';
      }
      if (options.refused) return 'expired';
      // The refresh takes a round trip to the platform: the other tasks find the lock taken meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.refreshes += 1;
      expired = false;
      return 'answered';
    },
  };
  return server;
}

const same = (verdict: SessionVerdict) => verdict;
const channels: BroadcastChannel[] = [];

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

describe('the token lock across tabs (seed 001 §4)', () => {
  it('makes one refresh for two tabs of three tasks each, the others waiting 1000 ms and retrying', async () => {
    const { tabs, sleeps } = browserWithTabs(2);
    const server = webServer({ downFor: 6 });
    const outcomes = await Promise.all(
      tabs.flatMap(({ lock }) => [1, 2, 3].map(() => lock.send(() => server.request(), same))),
    );
    expect(outcomes.every((outcome) => outcome.kind === 'answered')).toBe(true);
    expect(server.refreshes).toBe(1);
    // Six first sends, one refresh, five tasks sent again.
    expect(server.requests).toBe(12);
    expect(new Set(sleeps)).toEqual(new Set([1000]));
    expect(await tabs[1]!.lock.state()).toBe(0);
  });

  it('is positive in every tab while a refresh runs, 0 again after it', async () => {
    const { tabs } = browserWithTabs(2);
    let answer: (verdict: SessionVerdict) => void = () => {};
    let calls = 0;
    const request = () => {
      calls += 1;
      if (calls === 1) return Promise.resolve<SessionVerdict>('refreshUnavailable');
      return new Promise<SessionVerdict>((resolve) => (answer = resolve));
    };
    const sent = tabs[0]!.lock.send(request, same);
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(await tabs[1]!.lock.state()).toBe(1);
    expect(await tabs[0]!.lock.state()).toBe(1);
    answer('answered');
    expect(await sent).toEqual({ kind: 'answered', answer: 'answered' });
    expect(await tabs[1]!.lock.state()).toBe(0);
  });

  it('after too many refresh attempts ends every task with 401 and tells every tab to log out', async () => {
    const { tabs } = browserWithTabs(2, { maxAttempts: 3 });
    const server = webServer({ downFor: Infinity });
    const outcomes = await Promise.all(tabs.map(({ lock }) => lock.send(() => server.request(), same)));
    // The task that made the last attempt gave up; the other one found the lock at -1.
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { kind: 'aborted', code: 401, gaveUp: true },
        { kind: 'aborted', code: 401, gaveUp: false },
      ]),
    );
    // Two first sends, then three refreshes in all, one at a time.
    expect(server.requests).toBe(5);
    expect(await tabs[0]!.lock.state()).toBe(-1);
    await vi.waitFor(() => {
      expect(tabs[0]!.ends).toEqual(['gaveUp']);
      expect(tabs[1]!.ends).toEqual(['gaveUp']);
    });
  });

  it('at -1 (the refresh refused) aborts every task with 401 unsent, until a login resets the lock', async () => {
    const { tabs } = browserWithTabs(2);
    const server = webServer({ downFor: 0, refused: true });
    expect(await tabs[0]!.lock.send(() => server.request(), same)).toEqual({
      kind: 'aborted',
      code: 401,
      gaveUp: false,
    });
    expect(await tabs[1]!.lock.state()).toBe(-1);
    const unsent = vi.fn(() => Promise.resolve<SessionVerdict>('answered'));
    expect(await tabs[1]!.lock.send(unsent, same)).toMatchObject({ kind: 'aborted', code: 401 });
    expect(unsent).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(tabs[1]!.ends).toEqual(['failed']));

    tabs[1]!.lock.reset();
    expect(await tabs[0]!.lock.state()).toBe(0);
    expect(await tabs[0]!.lock.send(unsent, same)).toEqual({ kind: 'answered', answer: 'answered' });
  });

  it('lets an offline request throw, the lock back to 0', async () => {
    const { tabs } = browserWithTabs(1);
    await expect(
      tabs[0]!.lock.send(() => Promise.reject(new TypeError('Failed to fetch')), same),
    ).rejects.toThrow('Failed to fetch');
    expect(await tabs[0]!.lock.state()).toBe(0);
  });
});
