import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePorts,
  launchStack,
  LaunchError,
  startRedis,
  startTestStack,
  type RunningRedis,
  type RunningStack,
  type TestStack,
} from '@shop/stack';
import { booksInStock } from './demoBooks';

/**
 * Issue 24: cart subgraph replicas, each its own process as npm start runs one, on one Redis (REDIS_URL, Debian's
 * redis-server started for this test) against the commerce stand-in. An offline sync task's addToCart sent to
 * two of them, one after the other or at once, adds its line to the platform's cart once.
 */
let commerce: TestStack;
let redis: RunningRedis;
let sku: string;
const started: RunningStack[] = [];

/** One more cart replica on a free port of its own, before the platform of `commerce`. */
async function startReplica(env: Record<string, string> = {}): Promise<RunningStack> {
  const { cart } = await freePorts();
  const replica = await launchStack({
    only: ['cart'],
    ports: { ...commerce.ports, cart },
    dataDir: commerce.dataDir,
    stateDir: commerce.stateDir,
    env: { LOG_LEVEL: 'warn', ...env },
  });
  started.push(replica);
  return replica;
}

beforeAll(async () => {
  [commerce, redis] = await Promise.all([
    startTestStack({ only: ['commerce'], products: 40, seed: 7 }),
    startRedis(),
  ]);
  const book = booksInStock(commerce.dataDir, 10)[0];
  if (!book) throw new Error('The demo catalogue has no simple book with 10 in stock.');
  sku = book.sku;
}, 120_000);

afterAll(async () => {
  for (const replica of started) await replica.stop();
  await commerce?.stop();
  await redis?.stop();
});

interface AddToCartAnswer {
  data?: {
    addToCart: {
      outcome: string | null;
      message: string | null;
      userErrors: { code: string }[];
      cart: { id: string; items: { sku: string; qty: number }[] } | null;
    };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(replica: RunningStack, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${replica.urls.cart}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl-be' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as T;
}

async function createCart(replica: RunningStack): Promise<string> {
  const answer = await graphql<{ data: { createCart: { cart: { id: string } } } }>(
    replica,
    'mutation { createCart { cart { id } } }',
  );
  return answer.data.createCart.cart.id;
}

const ADD_TO_CART = /* GraphQL */ `
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      outcome
      message
      userErrors {
        code
      }
      cart {
        id
        items {
          sku
          qty
        }
      }
    }
  }
`;

function addToCart(replica: RunningStack, input: Record<string, unknown>) {
  return graphql<AddToCartAnswer>(replica, ADD_TO_CART, { input });
}

/** The cart's lines as the platform keeps them (GET /api/cart/pull), not as a replica answers them. */
async function platformLines(cartId: string): Promise<{ sku: string; qty: number }[]> {
  const response = await fetch(
    `${commerce.urls.commerce}/api/cart/pull?cartId=${encodeURIComponent(cartId)}`,
  );
  const answer = (await response.json()) as { code: number; result: { sku: string; qty: number }[] };
  expect(answer.code).toBe(200);
  return answer.result.map((line) => ({ sku: line.sku, qty: line.qty }));
}

describe('cart replicas sharing their idempotency keys in Redis', () => {
  let one: RunningStack;
  let two: RunningStack;

  beforeAll(async () => {
    one = await startReplica({ REDIS_URL: redis.url });
    two = await startReplica({ REDIS_URL: redis.url });
  }, 120_000);

  it('adds once for a key sent to one replica and then to the other, answering the first outcome', async () => {
    const cartId = await createCart(one);
    const input = { cartId, sku, qty: 1, idempotencyKey: crypto.randomUUID() };
    const first = await addToCart(one, input);
    expect(first.errors).toBeUndefined();
    expect(first.data?.addToCart).toMatchObject({ outcome: 'ADDED', userErrors: [] });
    const again = await addToCart(two, input);
    expect(again).toEqual(first);
    expect(await platformLines(cartId)).toEqual([{ sku, qty: 1 }]);
  });

  it('adds once for a key sent to both replicas at the same time', async () => {
    const cartId = await createCart(two);
    // Three tasks one after the other (two different keys at once on one cart would race on its quantity,
    // key or no key: each request reads the line before it sets it), each sent to both replicas at once.
    for (let task = 1; task <= 3; task += 1) {
      const input = { cartId, sku, qty: 1, idempotencyKey: crypto.randomUUID() };
      const answers = await Promise.all([addToCart(one, input), addToCart(two, input)]);
      for (const answer of answers) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.addToCart.userErrors).toEqual([]);
      }
      expect(await platformLines(cartId)).toEqual([{ sku, qty: task }]);
    }
  });

  it('lets a key whose first request failed be tried again on another replica', async () => {
    // A replica whose platform cannot be reached: its request throws, and releases the key.
    const cut = await startReplica({ REDIS_URL: redis.url, COMMERCE_API_URL: 'http://127.0.0.1:1' });
    const cartId = await createCart(one);
    const input = { cartId, sku, qty: 2, idempotencyKey: crypto.randomUUID() };
    const failed = await addToCart(cut, input);
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const retried = await addToCart(two, input);
    expect(retried.data?.addToCart).toMatchObject({ outcome: 'ADDED', cart: { items: [{ sku, qty: 2 }] } });
    expect(await addToCart(one, input)).toEqual(retried);
    expect(await platformLines(cartId)).toEqual([{ sku, qty: 2 }]);
  }, 60_000);
});

describe('a cart replica without REDIS_URL', () => {
  it('starts with its keys in its own memory, and adds once for a key it gets twice', async () => {
    const alone = await startReplica();
    const cartId = await createCart(alone);
    const input = { cartId, sku, qty: 1, idempotencyKey: crypto.randomUUID() };
    const first = await addToCart(alone, input);
    expect(first.data?.addToCart.outcome).toBe('ADDED');
    expect(await addToCart(alone, input)).toEqual(first);
    expect(await platformLines(cartId)).toEqual([{ sku, qty: 1 }]);
  }, 60_000);
});

describe('a cart replica whose Redis cannot be reached', () => {
  it('does not start, and says why', async () => {
    // Port 1 on this machine: nothing listens, the connection is refused until the start's deadline (5 s).
    const refusal = await startReplica({ REDIS_URL: 'redis://127.0.0.1:1' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LaunchError);
    expect((refusal as Error).message).toMatch(
      /^cart subgraph exited with code 1 before it was healthy\.[\s\S]*Cannot reach Redis at REDIS_URL \(no answer within 5000 ms\)\./,
    );
  }, 60_000);
});
