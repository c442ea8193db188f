import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_SDL,
  composeSupergraphFile,
  postQuery,
  startFakeSubgraph,
  startGateway,
  testConfig,
  type FakeSubgraph,
} from './harness';

const CART_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "sku") {
    sku: String!
    stock: Int
    "Answers only after SLOW_MS, longer than the gateway's subgraph timeout."
    slowStock: Int
  }
  type Query {
    cartVersion: String
  }
`;

const TIMEOUT_MS = 400;
const SLOW_MS = 2000;

const PRODUCTS = [
  { sku: '9789044800001', name: 'De Gruffalo' },
  { sku: '9789044800002', name: 'Kikker is verliefd' },
];

describe('gateway over two subgraphs', () => {
  let catalog: FakeSubgraph;
  let cart: FakeSubgraph;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let supergraph: Awaited<ReturnType<typeof composeSupergraphFile>>;

  beforeAll(async () => {
    catalog = await startFakeSubgraph('catalog', CATALOG_SDL, {
      Query: { products: () => PRODUCTS },
      Product: { __resolveReference: ({ sku }: { sku: string }) => PRODUCTS.find((p) => p.sku === sku) },
    });
    cart = await startFakeSubgraph('cart', CART_SDL, {
      Query: { cartVersion: () => '1' },
      Product: {
        __resolveReference: ({ sku }: { sku: string }) => ({ sku }),
        stock: ({ sku }: { sku: string }) => (sku.endsWith('1') ? 7 : 0),
        slowStock: () => new Promise((resolve) => setTimeout(() => resolve(3), SLOW_MS)),
      },
    });
    supergraph = await composeSupergraphFile({ catalog, cart });
    gateway = await startGateway(
      testConfig({
        SUPERGRAPH_PATH: supergraph.file,
        CATALOG_URL: catalog.graphqlUrl,
        CART_URL: cart.graphqlUrl,
        SUBGRAPH_TIMEOUT_MS: String(TIMEOUT_MS),
      }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await cart?.close();
    await supergraph?.remove();
  });

  const clear = () => {
    catalog.received.length = 0;
    cart.received.length = 0;
  };

  it('answers a query that spans both subgraphs by the Product key', async () => {
    const answer = await postQuery(gateway.graphqlUrl, '{ products { sku name stock } }');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      products: [
        { sku: '9789044800001', name: 'De Gruffalo', stock: 7 },
        { sku: '9789044800002', name: 'Kikker is verliefd', stock: 0 },
      ],
    });
  });

  it('forwards Store, Authorization, X-Reading-Token and the request id, and no other client header', async () => {
    clear();
    const answer = await postQuery(gateway.graphqlUrl, '{ products { sku stock } }', {
      Store: 'en-be',
      Authorization: 'Bearer customer-token-1',
      'X-Reading-Token': 'reading.jwt.token',
      'X-Request-Id': 'trace-42',
      Cookie: 'session=secret',
      'X-Forwarded-For': '203.0.113.9',
      'X-Evil': 'impersonate',
    });
    expect(answer.body.errors).toBeUndefined();
    expect(catalog.received).toHaveLength(1);
    expect(cart.received).toHaveLength(1);
    for (const headers of [...catalog.received, ...cart.received]) {
      expect(headers).toMatchObject({
        store: 'en-be',
        authorization: 'Bearer customer-token-1',
        'x-reading-token': 'reading.jwt.token',
        'x-request-id': 'trace-42',
      });
      expect(headers).not.toHaveProperty('cookie');
      expect(headers).not.toHaveProperty('x-forwarded-for');
      expect(headers).not.toHaveProperty('x-evil');
    }
    expect(answer.headers.get('x-request-id')).toBe('trace-42');
  });

  it('falls back to the default store view and forwards no tokens when the client sends none', async () => {
    clear();
    await postQuery(gateway.graphqlUrl, '{ products { sku } }', {
      Store: 'xx-yy',
      Authorization: 'Basic dXNlcjpwdw==',
    });
    expect(catalog.received[0]).toMatchObject({ store: 'nl-be' });
    expect(catalog.received[0]).not.toHaveProperty('authorization');
    expect(catalog.received[0]).not.toHaveProperty('x-reading-token');
  });

  it('gives one new request id per client request, the same in both subgraphs and in the response', async () => {
    clear();
    const first = await postQuery(gateway.graphqlUrl, '{ products { sku stock } }', {
      'X-Request-Id': 'not a valid id!',
    });
    const second = await postQuery(gateway.graphqlUrl, '{ products { sku stock } }');
    const [catalogFirst, catalogSecond] = catalog.received.map((h) => h['x-request-id']);
    const [cartFirst, cartSecond] = cart.received.map((h) => h['x-request-id']);
    expect(catalogFirst).toMatch(/^[0-9a-f-]{36}$/);
    expect(cartFirst).toBe(catalogFirst);
    expect(first.headers.get('x-request-id')).toBe(catalogFirst);
    expect(cartSecond).toBe(catalogSecond);
    expect(second.headers.get('x-request-id')).toBe(catalogSecond);
    expect(catalogSecond).not.toBe(catalogFirst);
  });

  it('turns a subgraph slower than SUBGRAPH_TIMEOUT_MS into an error with a code, and keeps the other data', async () => {
    const started = Date.now();
    const answer = await postQuery(gateway.graphqlUrl, '{ products { sku name slowStock } }');
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(answer.body.data).toEqual({
      products: PRODUCTS.map((p) => ({ ...p, slowStock: null })),
    });
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: `The cart service did not answer within ${TIMEOUT_MS} ms.`,
      extensions: { code: 'SUBGRAPH_TIMEOUT', serviceName: 'cart' },
    });
  });
});

describe('gateway with a subgraph down', () => {
  it('answers with SUBGRAPH_UNAVAILABLE and the data of the subgraphs that are up', async () => {
    const catalog = await startFakeSubgraph('catalog', CATALOG_SDL, { Query: { products: () => PRODUCTS } });
    const cart = await startFakeSubgraph('cart', CART_SDL, {});
    const supergraph = await composeSupergraphFile({ catalog, cart });
    const cartUrl = cart.graphqlUrl;
    await cart.close();
    const gateway = await startGateway(
      testConfig({ SUPERGRAPH_PATH: supergraph.file, CATALOG_URL: catalog.graphqlUrl, CART_URL: cartUrl }),
    );
    try {
      const answer = await postQuery(gateway.graphqlUrl, '{ products { name stock } }');
      expect(answer.body.data).toEqual({ products: PRODUCTS.map((p) => ({ name: p.name, stock: null })) });
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'SUBGRAPH_UNAVAILABLE',
        serviceName: 'cart',
      });
      // The client never learns where the subgraph lives.
      expect(JSON.stringify(answer.body)).not.toContain(cartUrl);
    } finally {
      await gateway.close();
      await catalog.close();
      await supergraph.remove();
    }
  });
});
