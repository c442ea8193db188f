import 'fake-indexeddb/auto';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSessionChange } from '@/shared/session/sessionEvents';
import { startBrowserSyncQueue, type BrowserSyncQueue } from './browserSyncQueue';
import { graphqlSyncTask, withIdempotencyKey } from './graphqlSyncTask';
import { SyncTaskStore } from './syncTaskStore';
import { TOKEN_LOCK_STORAGE_KEY } from './tokenLockAcrossTabs';

const ADD_TO_CART = gql`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      message
    }
  }
`;

const started: BrowserSyncQueue[] = [];
let databases = 0;

function start(answer: () => Promise<Response>, databaseName = `shop-sync-browser-test-${++databases}`) {
  const sent: unknown[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: '/graphql',
      fetch: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      },
    }),
  });
  const afterReplay = vi.fn();
  const queue = startBrowserSyncQueue({
    client,
    mutations: { AddToCart: ADD_TO_CART },
    window,
    afterReplay,
    databaseName,
  });
  started.push(queue);
  return { queue, sent, afterReplay, databaseName };
}

const ok = () =>
  Promise.resolve(
    new Response(JSON.stringify({ data: { addToCart: { message: 'ok' } } }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

const addBook = (sku: string) => (key: string) =>
  graphqlSyncTask(
    {
      operationName: 'AddToCart',
      variables: withIdempotencyKey({ input: { cartId: 'cart-1', sku, qty: 1 } }, key),
    },
    { meta: { sku } },
  );

function goOffline(offline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
}

afterEach(() => {
  for (const queue of started.splice(0)) queue.stop();
  vi.restoreAllMocks();
});

describe('the offline queue in the browser (seed 001 §4)', () => {
  it('a task still running on another replica is sent again by itself after the wait, with its key', async () => {
    goOffline(false);
    let answers = 0;
    const busyThenOk = () =>
      ++answers === 1
        ? Promise.resolve(
            new Response(
              JSON.stringify({
                errors: [{ message: 'busy', extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } }],
              }),
              { headers: { 'content-type': 'application/json' } },
            ),
          )
        : ok();
    const { queue, sent, afterReplay } = start(busyThenOk);
    await queue.enqueue(addBook('book-a'));
    expect(await queue.replay()).toMatchObject({ answered: 0, stillRunning: true });
    expect(await queue.pending()).toHaveLength(1);
    // No online event, no page load: the queue's own wait sends it again.
    await vi.waitFor(() => expect(afterReplay).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(await queue.pending()).toEqual([]);
    const keys = sent.map(
      (body) => (body as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('going online triggers queue processing and a cart reload', async () => {
    goOffline(true);
    const { queue, sent, afterReplay } = start(ok);
    await queue.enqueue(addBook('book-a'));
    await queue.enqueue(addBook('book-b'));
    expect(await queue.replay()).toBeNull();
    expect(sent).toEqual([]);

    goOffline(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(afterReplay).toHaveBeenCalledTimes(1));
    expect(afterReplay).toHaveBeenCalledWith(expect.objectContaining({ answered: 2 }));
    expect(sent).toMatchObject([
      { variables: { input: { sku: 'book-a' } } },
      { variables: { input: { sku: 'book-b' } } },
    ]);
  });

  it('tells the answer of each task it sent', async () => {
    goOffline(true);
    const { queue, afterReplay } = start(ok);
    const answered: string[] = [];
    queue.onAnswered((task, answer) => answered.push(`${String(task.meta.sku)}: ${answer.code}`));
    await queue.enqueue(addBook('book-a'));
    goOffline(false);
    await queue.replay();
    expect(answered).toEqual(['book-a: 200']);
    expect(afterReplay).toHaveBeenCalledTimes(1);
  });

  it('lists what waits, and says when it changed: a task kept, a replay ended', async () => {
    goOffline(true);
    const { queue } = start(ok);
    const changes = vi.fn();
    queue.onChanged(changes);
    await queue.enqueue(addBook('book-a'));
    expect(changes).toHaveBeenCalledTimes(1);
    expect((await queue.pending()).map((task) => task.meta.sku)).toEqual(['book-a']);
    goOffline(false);
    await queue.replay();
    expect(changes).toHaveBeenCalledTimes(2);
    expect(await queue.pending()).toEqual([]);
  });

  it('sends at start what a closed tab left in the queue', async () => {
    goOffline(true);
    const first = start(ok);
    await first.queue.enqueue(addBook('book-a'));
    first.queue.stop();

    goOffline(false);
    const second = start(ok, first.databaseName);
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    // The cart reload follows the replay's report, a moment after the send.
    await vi.waitFor(() => expect(second.afterReplay).toHaveBeenCalledTimes(1));
  });

  it('puts the token lock back to 0 at logout, so a guest is not refused for the session that ended', async () => {
    localStorage.setItem(
      TOKEN_LOCK_STORAGE_KEY,
      JSON.stringify({ generation: 3, attempts: 0, failed: true }),
    );
    goOffline(true);
    start(ok);
    emitSessionChange('logout');
    expect(JSON.parse(localStorage.getItem(TOKEN_LOCK_STORAGE_KEY) ?? '')).toEqual({
      generation: 4,
      attempts: 0,
      failed: false,
    });
  });

  it('clears the queue at logout: nothing of the customer is left', async () => {
    goOffline(true);
    const { queue, databaseName } = start(ok);
    await queue.enqueue(addBook('book-a'));
    emitSessionChange('logout');
    const store = await SyncTaskStore.open(databaseName);
    await vi.waitFor(async () => expect(await store.list()).toEqual([]));
    store.close();
  });
});
