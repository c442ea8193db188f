import 'fake-indexeddb/auto';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncTask } from './domain/syncTask';
import { apolloSyncTransport, graphqlSyncTask, withIdempotencyKey } from './graphqlSyncTask';
import { SyncQueue } from './syncQueue';
import { SyncTaskStore } from './syncTaskStore';
import { inTabLocks } from './tabLocks';
import { storageTokenLockRecord, TokenLockAcrossTabs } from './tokenLockAcrossTabs';

const ADD_TO_CART = gql`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      message
    }
  }
`;

function clientAnswering(answer: () => Promise<Response>) {
  const bodies: unknown[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: '/graphql',
      fetch: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      },
    }),
  });
  return { client, bodies };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const task = (key: string) =>
  createSyncTask(
    graphqlSyncTask({
      operationName: 'AddToCart',
      variables: withIdempotencyKey({ input: { cartId: 'cart-1', sku: 'book-a', qty: 1 } }, key),
    }),
    key,
    1_000,
  );

const stores: SyncTaskStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

describe('GraphQL sync tasks', () => {
  it('are sent through Apollo Client with the idempotency key in their input, their data the result', async () => {
    const { client, bodies } = clientAnswering(() => json(200, { data: { addToCart: { message: 'ok' } } }));
    const send = apolloSyncTransport(client, { AddToCart: ADD_TO_CART });
    expect(await send(task('task-1'))).toEqual({
      code: 200,
      result: { addToCart: { message: 'ok' } },
      resultCode: null,
      message: null,
    });
    expect(bodies).toMatchObject([
      { operationName: 'AddToCart', variables: { input: { sku: 'book-a', idempotencyKey: 'task-1' } } },
    ]);
  });

  it("read the web server's session answers: SESSION_EXPIRED in the errors, SESSION_REFRESH_UNAVAILABLE with 503", async () => {
    const expired = clientAnswering(() =>
      json(200, {
        errors: [{ message: 'Error refreshing user token.', extensions: { code: 'SESSION_EXPIRED' } }],
      }),
    );
    expect(
      await apolloSyncTransport(expired.client, { AddToCart: ADD_TO_CART })(task('task-1')),
    ).toMatchObject({
      code: 200,
      resultCode: 'SESSION_EXPIRED',
    });
    const unavailable = clientAnswering(() =>
      json(503, {
        errors: [{ message: 'Refresh the page.', extensions: { code: 'SESSION_REFRESH_UNAVAILABLE' } }],
      }),
    );
    expect(
      await apolloSyncTransport(unavailable.client, { AddToCart: ADD_TO_CART })(task('task-1')),
    ).toMatchObject({ code: 503, resultCode: 'SESSION_REFRESH_UNAVAILABLE' });
  });

  it("read an answer that is not JSON as 'Error with response - bad content-type!'", async () => {
    const { client } = clientAnswering(() =>
      Promise.resolve(
        new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect(await apolloSyncTransport(client, { AddToCart: ADD_TO_CART })(task('task-1'))).toMatchObject({
      code: 502,
      message: 'Error with response - bad content-type!',
    });
  });

  it('throw when no answer came (offline), so the task waits', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apolloSyncTransport(client, { AddToCart: ADD_TO_CART })(task('task-1'))).rejects.toThrow();
  });

  it('are replayed by the queue, each with its own id as its key', async () => {
    const { client, bodies } = clientAnswering(() => json(200, { data: { addToCart: { message: 'ok' } } }));
    const store = await SyncTaskStore.open('shop-sync-graphql-test');
    stores.push(store);
    const locks = inTabLocks();
    let ids = 0;
    const queue = new SyncQueue({
      store,
      locks,
      locksSpanTabs: true,
      tokenLock: new TokenLockAcrossTabs({ locks, record: storageTokenLockRecord(null) }),
      replayId: 'tab-1',
      send: apolloSyncTransport(client, { AddToCart: ADD_TO_CART }),
      newTaskId: () => `task-${++ids}`,
    });
    for (const sku of ['book-a', 'book-b'])
      await queue.enqueue((key) =>
        graphqlSyncTask({
          operationName: 'AddToCart',
          variables: withIdempotencyKey({ input: { cartId: 'cart-1', sku, qty: 1 } }, key),
        }),
      );
    expect(await queue.replay()).toMatchObject({ answered: 2, offline: false });
    expect(bodies).toMatchObject([
      { variables: { input: { sku: 'book-a', idempotencyKey: 'task-1' } } },
      { variables: { input: { sku: 'book-b', idempotencyKey: 'task-2' } } },
    ]);
  });
});
