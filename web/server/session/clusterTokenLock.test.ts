import { describe, expect, it } from 'vitest';
import {
  ClusterTokenLock,
  serveTokenLock,
  type LockClient,
  type LockHub,
  type ToPrimary,
  type ToWorker,
} from './clusterTokenLock';
import { TokenLock } from './domain/tokenLock';
import type { RefreshResult } from './domain/tokenRefresh';

/** A primary and its workers in one process: messages pass as node:cluster's do, a turn of the loop later. */
function cluster(workers: number) {
  const messageListeners: ((client: LockClient, message: unknown) => void)[] = [];
  const exitListeners: ((client: LockClient) => void)[] = [];
  const hub: LockHub<LockClient> = {
    onMessage: (listener) => messageListeners.push(listener),
    onExit: (listener) => exitListeners.push(listener),
  };
  const toPrimary: ToPrimary[] = [];
  const processes = Array.from({ length: workers }, () => {
    const inbox: ((message: unknown) => void)[] = [];
    const client: LockClient = {
      send: (message: ToWorker) => void setImmediate(() => inbox.forEach((listener) => listener(message))),
    };
    const lock = new ClusterTokenLock({
      send: (message) => {
        toPrimary.push(message);
        setImmediate(() => messageListeners.forEach((listener) => listener(client, message)));
      },
      onMessage: (listener) => inbox.push(listener),
    });
    return { client, lock, die: () => exitListeners.forEach((listener) => listener(client)) };
  });
  return { hub, processes, toPrimary };
}

const REFRESHED: RefreshResult = {
  kind: 'refreshed',
  tokens: { token: 'new-token', refreshToken: 'new-refresh' },
};

/** A refresh of the platform that answers when told to, counting its calls. */
function platform() {
  const calls: string[] = [];
  let answer: ((result: RefreshResult) => void) | undefined;
  return {
    calls,
    refresh: (by: string) => () => {
      calls.push(by);
      return new Promise<RefreshResult>((resolve) => (answer = resolve));
    },
    answer: (result: RefreshResult) => answer?.(result),
  };
}

describe('the token lock shared by the web server processes (issue 24)', () => {
  it('refreshes a token once for requests of two processes, and gives each the new tokens', async () => {
    const { hub, processes, toPrimary } = cluster(2);
    serveTokenLock(hub);
    const commerce = platform();
    const answers = Promise.all([
      processes[0]!.lock.refresh('refresh-1', commerce.refresh('first')),
      processes[1]!.lock.refresh('refresh-1', commerce.refresh('second')),
      processes[1]!.lock.refresh('refresh-1', commerce.refresh('third')),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(commerce.calls).toEqual(['first']);
    commerce.answer(REFRESHED);
    expect(await answers).toEqual([REFRESHED, REFRESHED, REFRESHED]);
    // A request that left the browser with the old token later still gets the new ones (the grace time).
    expect(await processes[1]!.lock.refresh('refresh-1', commerce.refresh('late'))).toEqual(REFRESHED);
    expect(commerce.calls).toEqual(['first']);
    // The token never reaches the primary, only its digest.
    expect(JSON.stringify(toPrimary)).not.toContain('refresh-1');
  });

  it('refreshes another token on its own', async () => {
    const { hub, processes } = cluster(2);
    serveTokenLock(hub);
    const commerce = platform();
    const first = processes[0]!.lock.refresh('refresh-1', commerce.refresh('one'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    commerce.answer(REFRESHED);
    await first;
    const second = processes[1]!.lock.refresh('refresh-2', commerce.refresh('two'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    commerce.answer({ kind: 'refused' });
    expect(await second).toEqual({ kind: 'refused' });
    expect(commerce.calls).toEqual(['one', 'two']);
  });

  it('a process that dies while it refreshes: the others hear the refresh could not be tried, and may try again', async () => {
    const { hub, processes } = cluster(2);
    serveTokenLock(hub, new TokenLock({ sleep: () => new Promise(() => {}) }));
    const commerce = platform();
    void processes[0]!.lock.refresh('refresh-1', commerce.refresh('dies'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = processes[1]!.lock.refresh('refresh-1', commerce.refresh('waits'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    processes[0]!.die();
    expect(await waiting).toEqual({ kind: 'unavailable' });
    const again = processes[1]!.lock.refresh('refresh-1', commerce.refresh('again'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    commerce.answer(REFRESHED);
    expect(await again).toEqual(REFRESHED);
    expect(commerce.calls).toEqual(['dies', 'again']);
  });

  it('a refresh that throws in its process is one that could not be tried', async () => {
    const { hub, processes } = cluster(1);
    serveTokenLock(hub);
    const failing = () => Promise.reject(new Error('socket hang up'));
    expect(await processes[0]!.lock.refresh('refresh-1', failing)).toEqual({ kind: 'unavailable' });
  });
});
