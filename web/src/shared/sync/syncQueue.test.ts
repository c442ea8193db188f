import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewSyncTask } from './domain/syncTask';
import { SyncQueue } from './syncQueue';
import { SyncTaskStore } from './syncTaskStore';
import { inTabLocks, type TabLocks } from './tabLocks';
import { storageTokenLockRecord, TokenLockAcrossTabs } from './tokenLockAcrossTabs';

/**
 * The web server as the queue sees it: a cart that adds quantities, de-duplicating by the Idempotency-Key (the
 * first answer of a key is the answer to every later request with it), as the server side must.
 */
function shopServer(options: { offlineAt?: number; sessionProblem?: string; stillRunningAt?: number } = {}) {
  const lines = new Map<string, number>();
  const answers = new Map<string, string>();
  const server = {
    lines,
    requests: [] as { key: string | undefined; sku: string }[],
    applied: 0,
    /** Requests that hang (a page that reloads while they are on their way). */
    hanging: new Set<number>(),
    fetch: async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      await Promise.resolve();
      const number = server.requests.length + 1;
      if (options.offlineAt === number) {
        options.offlineAt = undefined;
        throw new TypeError('Failed to fetch');
      }
      const {
        sku,
        qty,
        idempotencyKey: key,
      } = JSON.parse(String(init?.body)) as {
        sku: string;
        qty: number;
        idempotencyKey?: string;
      };
      server.requests.push({ key, sku });
      if (server.hanging.has(number)) await new Promise(() => {});
      if (options.sessionProblem)
        return json({ errors: [{ message: '…', extensions: { code: options.sessionProblem } }] });
      // Another replica still runs the first sending of this key: nothing applied, no answer of the task's.
      if (options.stillRunningAt === number)
        return json({ errors: [{ message: 'busy', extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } }] });
      const known = key ? answers.get(key) : undefined;
      if (known) return new Response(known, { headers: { 'content-type': 'application/json' } });
      lines.set(sku, (lines.get(sku) ?? 0) + qty);
      server.applied += 1;
      const answer = JSON.stringify({ data: { addToCart: { sku, qty: lines.get(sku) } } });
      if (key) answers.set(key, answer);
      return new Response(answer, { headers: { 'content-type': 'application/json' } });
    },
  };
  return server;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function addToCart(sku: string, qty = 1, changes: Partial<NewSyncTask> = {}) {
  return (idempotencyKey: string): NewSyncTask => ({
    url: '/graphql',
    payload: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku, qty, idempotencyKey }),
    },
    meta: { sku, qty },
    ...changes,
  });
}

let databases = 0;
const opened: SyncTaskStore[] = [];

/** A tab of the shop: its own connection to the browser's queue database, and the browser's locks. */
async function tab(
  name: string,
  browser: { database: string; locks: TabLocks; locksSpanTabs: boolean; fetch: typeof fetch },
  options: { maxAttempts?: number } = {},
) {
  const store = await SyncTaskStore.open(browser.database);
  opened.push(store);
  let ids = 0;
  const notifications: string[] = [];
  const queue = new SyncQueue({
    store,
    locks: browser.locks,
    locksSpanTabs: browser.locksSpanTabs,
    tokenLock: new TokenLockAcrossTabs({
      locks: browser.locks,
      record: storageTokenLockRecord(null),
      maxAttempts: options.maxAttempts,
      sleep: () => new Promise((resolve) => setTimeout(resolve, 1)),
    }),
    replayId: name,
    fetch: browser.fetch,
    newTaskId: () => `${name}-task-${++ids}`,
    onAnswered: (_task, _answer, notification) => {
      if (notification) notifications.push(notification);
    },
  });
  return { store, queue, notifications };
}

function browser(server: ReturnType<typeof shopServer>, locksSpanTabs = true) {
  databases += 1;
  return { database: `shop-sync-test-${databases}`, locks: inTabLocks(), locksSpanTabs, fetch: server.fetch };
}

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

describe('the offline queue (seed 001 §4)', () => {
  it('replays the tasks in the order they were made, each once, and removes the answered ones', async () => {
    const server = shopServer();
    const { queue, store } = await tab('tab-1', browser(server));
    await queue.enqueue(addToCart('book-a'));
    await queue.enqueue(addToCart('book-b', 2));
    await queue.enqueue(addToCart('book-a'));

    expect(await queue.replay()).toEqual({
      busy: false,
      answered: 3,
      offline: false,
      stillRunning: false,
      aborted: null,
    });
    expect(server.requests.map((request) => request.sku)).toEqual(['book-a', 'book-b', 'book-a']);
    expect(server.requests.map((request) => request.key)).toEqual([
      'tab-1-task-1',
      'tab-1-task-2',
      'tab-1-task-3',
    ]);
    expect(Object.fromEntries(server.lines)).toEqual({ 'book-a': 2, 'book-b': 2 });
    expect(await store.list()).toEqual([]);
    expect((await queue.replay()).answered).toBe(0);
  });

  it('keeps a task with a cacheable result, transmitted, with its result', async () => {
    const server = shopServer();
    const { queue, store } = await tab('tab-1', browser(server));
    await queue.enqueue(addToCart('book-a', 1, { isResultCacheable: true }));
    await queue.replay();
    expect(await store.list()).toMatchObject([
      { transmitted: true, code: 200, result: { addToCart: { sku: 'book-a', qty: 1 } }, claimedBy: null },
    ]);
  });

  it('keeps a task added twice once', async () => {
    const { queue, store } = await tab('tab-1', browser(shopServer()));
    const task = await queue.enqueue(addToCart('book-a'));
    expect(await store.add(task)).toBe(false);
    expect(await store.list()).toHaveLength(1);
  });

  it('two tabs going online at once: one replays, the other leaves it the queue; every task applied once', async () => {
    const server = shopServer();
    const shared = browser(server);
    const first = await tab('tab-1', shared);
    const second = await tab('tab-2', shared);
    await first.queue.enqueue(addToCart('book-a'));
    await second.queue.enqueue(addToCart('book-b'));
    await first.queue.enqueue(addToCart('book-c'));

    const reports = await Promise.all([first.queue.replay(), second.queue.replay()]);
    expect(reports.map((report) => report.busy).sort()).toEqual([false, true]);
    expect(server.requests.map((request) => request.sku)).toEqual(['book-a', 'book-b', 'book-c']);
    expect(server.applied).toBe(3);
  });

  it('without Web Locks two tabs replay side by side, and the IndexedDB claims still send each task once', async () => {
    const server = shopServer();
    const database = browser(server, false).database;
    const own = (locks: TabLocks) => ({ database, locks, locksSpanTabs: false, fetch: server.fetch });
    const first = await tab('tab-1', own(inTabLocks()));
    const second = await tab('tab-2', own(inTabLocks()));
    for (const sku of ['book-a', 'book-b', 'book-c', 'book-d']) await first.queue.enqueue(addToCart(sku));

    const reports = await Promise.all([first.queue.replay(), second.queue.replay()]);
    expect(reports.every((report) => !report.busy)).toBe(true);
    expect(reports[0]!.answered + reports[1]!.answered).toBe(4);
    expect(server.requests).toHaveLength(4);
    expect(new Set(server.requests.map((request) => request.sku)).size).toBe(4);
  });

  it('a page reloaded mid-replay: the task on its way is sent again with the same key and applied once', async () => {
    const server = shopServer();
    server.hanging.add(1);
    const before = browser(server);
    const old = await tab('page-1', before);
    await old.queue.enqueue(addToCart('book-a'));
    await old.queue.enqueue(addToCart('book-b'));
    // The first request leaves, then the page reloads: its Web Lock goes with it, its claim stays.
    void old.queue.replay();
    await expect.poll(() => server.requests.length).toBe(1);
    server.hanging.clear();

    const reloaded = await tab('page-2', { ...before, locks: inTabLocks() });
    expect((await reloaded.store.list())[0]).toMatchObject({ claimedBy: 'page-1', transmitted: false });
    expect(await reloaded.queue.replay()).toMatchObject({ answered: 2 });
    expect(server.requests).toEqual([
      { key: 'page-1-task-1', sku: 'book-a' },
      { key: 'page-1-task-1', sku: 'book-a' },
      { key: 'page-1-task-2', sku: 'book-b' },
    ]);
    expect(server.applied).toBe(2);
    expect(Object.fromEntries(server.lines)).toEqual({ 'book-a': 1, 'book-b': 1 });
    expect(await reloaded.store.list()).toEqual([]);
  });

  it('an answer that comes for a task answered already is dropped', async () => {
    const { queue, store } = await tab('tab-1', browser(shopServer()));
    const task = await queue.enqueue(addToCart('book-a', 1, { isResultCacheable: true }));
    const answer = { code: 200, result: { first: true }, resultCode: null, message: null };
    expect(await store.answer(task.taskId, answer, 2_000)).toBe('recorded');
    expect(await store.answer(task.taskId, { ...answer, result: { second: true } }, 3_000)).toBe(
      'alreadyAnswered',
    );
    expect(await store.list()).toMatchObject([{ result: { first: true }, transmittedAt: 2_000 }]);
  });

  it('offline again mid-replay: the task that did not get through waits for the next replay', async () => {
    const server = shopServer({ offlineAt: 2 });
    const { queue, store } = await tab('tab-1', browser(server));
    await queue.enqueue(addToCart('book-a'));
    await queue.enqueue(addToCart('book-b'));

    expect(await queue.replay()).toEqual({
      busy: false,
      answered: 1,
      offline: true,
      stillRunning: false,
      aborted: null,
    });
    expect(await store.list()).toMatchObject([
      { taskId: 'tab-1-task-2', transmitted: false, claimedBy: null },
    ]);
    expect(await queue.replay()).toMatchObject({ answered: 1, offline: false });
    expect(Object.fromEntries(server.lines)).toEqual({ 'book-a': 1, 'book-b': 1 });
  });

  it('a task whose first sending still runs on another replica waits, is sent again with its key, and applied once', async () => {
    const server = shopServer({ stillRunningAt: 2 });
    const { queue, store, notifications } = await tab('tab-1', browser(server));
    await queue.enqueue(addToCart('book-a'));
    await queue.enqueue(addToCart('book-b'));

    expect(await queue.replay()).toMatchObject({ answered: 1, stillRunning: true, offline: false });
    expect(await store.list()).toMatchObject([
      { taskId: 'tab-1-task-2', transmitted: false, claimedBy: null },
    ]);
    expect(await queue.replay()).toMatchObject({ answered: 1, stillRunning: false });
    expect(server.requests.map((request) => request.sku)).toEqual(['book-a', 'book-b', 'book-b']);
    expect(server.requests[1]?.key).toBe(server.requests[2]?.key);
    expect(Object.fromEntries(server.lines)).toEqual({ 'book-a': 1, 'book-b': 1 });
    expect(notifications).toEqual([]);
  });

  it('after too many refresh attempts clears the untransmitted tasks', async () => {
    const server = shopServer({ sessionProblem: 'SESSION_REFRESH_UNAVAILABLE' });
    const { queue, store } = await tab('tab-1', browser(server), { maxAttempts: 3 });
    await queue.enqueue(addToCart('book-a'));
    await queue.enqueue(addToCart('book-b'));

    expect(await queue.replay()).toMatchObject({ answered: 0, aborted: 'gaveUp' });
    expect(await store.list()).toEqual([]);
    expect(server.applied).toBe(0);
  });

  it('when the refresh was refused (lock -1) the replay stops, the tasks kept for the logout to clear', async () => {
    const server = shopServer({ sessionProblem: 'SESSION_EXPIRED' });
    const { queue, store } = await tab('tab-1', browser(server));
    await queue.enqueue(addToCart('book-a'));
    expect(await queue.replay()).toMatchObject({ answered: 0, aborted: 'refreshFailed' });
    expect(await store.list()).toMatchObject([{ transmitted: false, claimedBy: null }]);
  });

  it("notifies a failure with the seed's message unless the task is silent", async () => {
    const server = {
      fetch: () =>
        Promise.resolve(
          new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
        ),
    };
    const { queue, notifications } = await tab('tab-1', {
      database: `shop-sync-test-${++databases}`,
      locks: inTabLocks(),
      locksSpanTabs: true,
      fetch: server.fetch,
    });
    await queue.enqueue(addToCart('book-a'));
    await queue.enqueue(addToCart('book-b', 1, { silent: true }));
    await queue.replay();
    expect(notifications).toEqual(['Error with response - bad content-type!']);
  });
});
