import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApolloServerPlugin } from '@apollo/server';
import { encodeShopSession, READING_SESSION_HEADER, SHOP_SESSION_HEADER } from '@shop/service';
import {
  CATALOG_SDL,
  composeSupergraphFile,
  postQuery,
  startFakeSubgraph,
  startGateway,
  testConfig,
  type FakeContext,
  type FakeSubgraph,
} from './harness';

/**
 * The session contract between the cart subgraph and the storefront's web server, as the gateway carries it:
 * X-Session-Transport goes to every subgraph, X-Shop-Session comes back from any subgraph answer.
 */
const CART_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "sku") {
    sku: String!
    "Renews the session while resolving, as a cart that rotates the customer's tokens might."
    renewingStock: Int
  }
  type Query {
    cartVersion: String
  }
  type Mutation {
    logIn: Boolean
    logOut: Boolean
    garbledSession: Boolean
    readingLogIn: Boolean
    readingLogOut: Boolean
    garbledReadingSession: Boolean
  }
`;

const RENEWED = encodeShopSession({
  kind: 'renewed',
  tokens: { token: 'new-token', refreshToken: 'new-refresh', expiresAt: '2030-01-01T00:00:00.000Z' },
});

const READING_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdHVkZW50OjEifQ.c2ln';

/** Answers the X-Shop-Session a resolver left in the context, as the real cart subgraph does. */
const shopSessionAnswer: ApolloServerPlugin<FakeContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (typeof contextValue.shopSession === 'string')
          response.http.headers.set(SHOP_SESSION_HEADER, contextValue.shopSession);
        if (typeof contextValue.readingSession === 'string')
          response.http.headers.set(READING_SESSION_HEADER, contextValue.readingSession);
      },
    };
  },
};

describe('gateway: customer sessions', () => {
  let catalog: FakeSubgraph;
  let cart: FakeSubgraph;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let supergraph: Awaited<ReturnType<typeof composeSupergraphFile>>;

  beforeAll(async () => {
    catalog = await startFakeSubgraph('catalog', CATALOG_SDL, {
      Query: { products: () => [{ sku: '9789044800001', name: 'De Gruffalo' }] },
      Product: { __resolveReference: ({ sku }: { sku: string }) => ({ sku, name: 'De Gruffalo' }) },
    });
    cart = await startFakeSubgraph(
      'cart',
      CART_SDL,
      {
        Query: { cartVersion: () => '1' },
        Mutation: {
          logIn: (_: unknown, __: unknown, context: FakeContext) => {
            context.shopSession = RENEWED;
            return true;
          },
          logOut: (_: unknown, __: unknown, context: FakeContext) => {
            context.shopSession = 'end';
            return true;
          },
          garbledSession: (_: unknown, __: unknown, context: FakeContext) => {
            context.shopSession = 'not-json-at-all';
            return true;
          },
          readingLogIn: (_: unknown, __: unknown, context: FakeContext) => {
            context.readingSession = READING_JWT;
            return true;
          },
          readingLogOut: (_: unknown, __: unknown, context: FakeContext) => {
            context.readingSession = 'end';
            return true;
          },
          garbledReadingSession: (_: unknown, __: unknown, context: FakeContext) => {
            context.readingSession = 'two words';
            return true;
          },
        },
        Product: {
          __resolveReference: ({ sku }: { sku: string }) => ({ sku }),
          renewingStock: (_: unknown, __: unknown, context: FakeContext) => {
            context.shopSession = RENEWED;
            return 3;
          },
        },
      },
      [shopSessionAnswer],
    );
    supergraph = await composeSupergraphFile({ catalog, cart });
    gateway = await startGateway(
      testConfig({
        SUPERGRAPH_PATH: supergraph.file,
        CATALOG_URL: catalog.graphqlUrl,
        CART_URL: cart.graphqlUrl,
      }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await cart?.close();
    await supergraph?.remove();
  });

  beforeEach(() => {
    catalog.received.length = 0;
    cart.received.length = 0;
  });

  it('forwards X-Session-Transport: cookie to every subgraph, and bearer when the client says nothing else', async () => {
    await postQuery(gateway.graphqlUrl, '{ products { sku renewingStock } }', {
      'X-Session-Transport': 'cookie',
      Authorization: 'Bearer t-1',
    });
    expect(catalog.received[0]).toMatchObject({
      'x-session-transport': 'cookie',
      authorization: 'Bearer t-1',
    });
    expect(cart.received[0]).toMatchObject({ 'x-session-transport': 'cookie', authorization: 'Bearer t-1' });

    catalog.received.length = 0;
    await postQuery(gateway.graphqlUrl, '{ products { sku } }', { 'X-Session-Transport': 'carrier pigeon' });
    expect(catalog.received[0]).toMatchObject({ 'x-session-transport': 'bearer' });
  });

  it("copies a mutation's X-Shop-Session to the gateway's answer, never cached", async () => {
    const answer = await postQuery(gateway.graphqlUrl, 'mutation { logIn }', {
      'X-Session-Transport': 'cookie',
    });
    expect(answer.body).toEqual({ data: { logIn: true } });
    expect(answer.headers.get(SHOP_SESSION_HEADER)).toBe(RENEWED);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('copies an ended session as "end"', async () => {
    const answer = await postQuery(gateway.graphqlUrl, 'mutation { logOut }');
    expect(answer.headers.get(SHOP_SESSION_HEADER)).toBe('end');
  });

  it('copies the header from a subgraph answer deep in the query plan (an entity fetch), not only the root', async () => {
    const answer = await postQuery(gateway.graphqlUrl, '{ products { sku renewingStock } }');
    expect(answer.body.data).toEqual({ products: [{ sku: '9789044800001', renewingStock: 3 }] });
    expect(answer.headers.get(SHOP_SESSION_HEADER)).toBe(RENEWED);
  });

  it('answers no X-Shop-Session when no subgraph sent one, and drops a malformed one', async () => {
    const plain = await postQuery(gateway.graphqlUrl, '{ products { sku } }');
    expect(plain.headers.get(SHOP_SESSION_HEADER)).toBeNull();
    const garbled = await postQuery(gateway.graphqlUrl, 'mutation { garbledSession }');
    expect(garbled.body.data).toEqual({ garbledSession: true });
    expect(garbled.headers.get(SHOP_SESSION_HEADER)).toBeNull();
  });

  it('copies X-Reading-Session the same way: a new reading JWT, its end, never a malformed one', async () => {
    const login = await postQuery(gateway.graphqlUrl, 'mutation { readingLogIn }');
    expect(login.headers.get(READING_SESSION_HEADER)).toBe(READING_JWT);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get(SHOP_SESSION_HEADER)).toBeNull();
    const logout = await postQuery(gateway.graphqlUrl, 'mutation { readingLogOut }');
    expect(logout.headers.get(READING_SESSION_HEADER)).toBe('end');
    const garbled = await postQuery(gateway.graphqlUrl, 'mutation { garbledReadingSession }');
    expect(garbled.headers.get(READING_SESSION_HEADER)).toBeNull();
  });

  describe('CSRF prevention', () => {
    it('refuses a text/plain POST carrying a mutation with 400, and no subgraph sees it', async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { logOut }' }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/CSRF/);
      expect(response.headers.get(SHOP_SESSION_HEADER)).toBeNull();
      expect(cart.received).toHaveLength(0);
    });

    it('refuses a GET without a preflight header, and answers it with apollo-require-preflight', async () => {
      const url = `${gateway.graphqlUrl}?query=${encodeURIComponent('{ cartVersion }')}`;
      const refused = await fetch(url);
      expect(refused.status).toBe(400);
      expect(cart.received).toHaveLength(0);
      const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toEqual({ data: { cartVersion: '1' } });
    });

    it('answers a JSON POST', async () => {
      const answer = await postQuery(gateway.graphqlUrl, 'mutation { logOut }');
      expect(answer.status).toBe(200);
      expect(cart.received).toHaveLength(1);
    });
  });
});
