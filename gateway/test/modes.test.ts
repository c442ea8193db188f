import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME } from '@shop/service';
import {
  CATALOG_SDL,
  composeSupergraphFile,
  postQuery,
  startFakeSubgraph,
  startGateway,
  testConfig,
} from './harness';

const CART_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "sku") {
    sku: String!
    stock: Int
  }
  type Query {
    "Always fails, so an error that would carry a stack trace exists."
    broken: String
  }
`;

const INTROSPECTION = '{ __schema { queryType { name } } }';
const MISSPELLED = '{ products { skuu } }';

/** A gateway over a fake catalog and a fake cart whose `broken` field always fails, with `env` on top. */
async function startModeGateway(env: Record<string, string>) {
  const catalog = await startFakeSubgraph('catalog', CATALOG_SDL, {
    Query: { products: () => [{ sku: 'a', name: 'A' }] },
  });
  const cart = await startFakeSubgraph('cart', CART_SDL, {
    Query: {
      broken: () => {
        throw new Error('boom');
      },
    },
  });
  const supergraph = await composeSupergraphFile({ catalog, cart });
  const gateway = await startGateway(
    testConfig({
      SUPERGRAPH_PATH: supergraph.file,
      CATALOG_URL: catalog.graphqlUrl,
      CART_URL: cart.graphqlUrl,
      // No storefront build: nothing is listed, so in production every operation here is one a partner would
      // send (the safelist has its own tests).
      PERSISTED_QUERIES_PATH: '',
      ...env,
    }),
  );
  return {
    gateway,
    close: async () => {
      await gateway.close();
      await catalog.close();
      await cart.close();
      await supergraph.remove();
    },
  };
}

/** The same gateway in development and in production differs only by NODE_ENV. */
describe.each(['development', 'production'] as const)('gateway with NODE_ENV=%s', (mode) => {
  const production = mode === 'production';
  let shop: Awaited<ReturnType<typeof startModeGateway>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    shop = await startModeGateway({ NODE_ENV: mode });
    gateway = shop.gateway;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it(production ? 'refuses introspection' : 'allows introspection for the Sandbox', async () => {
    const answer = await postQuery(gateway.graphqlUrl, INTROSPECTION);
    if (production) {
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } else {
      expect(answer.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    }
  });

  it(
    production ? 'suggests no field names for a misspelled field' : 'suggests the field a developer meant',
    async () => {
      const answer = await postQuery(gateway.graphqlUrl, MISSPELLED);
      const message = answer.body.errors?.[0]?.message ?? '';
      expect(message).toContain('Cannot query field "skuu" on type "Product".');
      if (production) expect(message).not.toMatch(/did you mean/i);
      else expect(message).toContain('Did you mean "sku"?');
    },
  );

  it(production ? 'sends no stack traces' : 'sends stack traces to developers', async () => {
    for (const query of [MISSPELLED, '{ broken }']) {
      const answer = await postQuery(gateway.graphqlUrl, query);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      for (const error of answer.body.errors ?? []) {
        if (production) expect(error.extensions).not.toHaveProperty('stacktrace');
        else expect(error.extensions?.stacktrace).toEqual(expect.any(Array));
      }
    }
  });

  it(
    production ? 'shows no landing page to a browser' : 'shows the Apollo Sandbox to a browser',
    async () => {
      const response = await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } });
      const html = await response.text();
      if (production) {
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(html).not.toContain('EmbeddedSandbox');
      } else {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(html).toContain('new window.EmbeddedSandbox(');
      }
    },
  );

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ products { sku } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it('answers /health, naming the runtime it runs on', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok', runtime: RUNTIME });
  });
});

describe("gateway with NODE_ENV=production and GATEWAY_SANDBOX=true (npm start's local shop)", () => {
  let shop: Awaited<ReturnType<typeof startModeGateway>>;

  beforeAll(async () => {
    shop = await startModeGateway({ NODE_ENV: 'production', GATEWAY_SANDBOX: 'true' });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('shows the Apollo Sandbox and allows introspection', async () => {
    const page = await fetch(shop.gateway.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('new window.EmbeddedSandbox(');
    const answer = await postQuery(shop.gateway.graphqlUrl, INTROSPECTION);
    expect(answer.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('still answers errors as in production: no suggestions, no stack traces', async () => {
    const answer = await postQuery(shop.gateway.graphqlUrl, MISSPELLED);
    expect(answer.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
    expect(answer.body.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });
});
