import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composeSupergraphFile,
  postQuery,
  setCacheHint,
  startFakeSubgraph,
  startGateway,
  testConfig,
  type FakeSubgraph,
} from './harness';

const SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Product @key(fields: "sku") {
    sku: String!
    name: String!
  }
  type Customer {
    email: String!
  }
  type Query {
    products: [Product!]!
    me: Customer
  }
`;

const PRODUCTS = 'query Products { products { sku name } }';
const ME = 'query Me { me { email } }';

describe('the response cache (issue 23 item 4)', () => {
  let catalog: FakeSubgraph;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let removeSupergraph: () => Promise<void>;

  beforeAll(async () => {
    catalog = await startFakeSubgraph('catalog', SDL, {
      Query: {
        // Public for 300 s, as the catalogue's @cacheControl says of products.
        products: (_parent, _args, _context, info) => {
          setCacheHint(info, { maxAge: 300, scope: 'PUBLIC' });
          return [{ sku: 'B-1', name: 'De Gruffalo' }];
        },
        me: (_parent, _args, _context, info) => {
          setCacheHint(info, { maxAge: 300, scope: 'PRIVATE' });
          return { email: 'an@example.be' };
        },
      },
    });
    const supergraph = await composeSupergraphFile({ catalog });
    removeSupergraph = supergraph.remove;
    gateway = await startGateway(
      testConfig({ SUPERGRAPH_PATH: supergraph.file, CATALOG_URL: catalog.graphqlUrl }),
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await removeSupergraph?.();
  });

  // The fake subgraph sees the gateway's forwarded headers only; the request id tells the calls apart.
  const ask = (query: string, operation: string, headers: Record<string, string> = {}) =>
    postQuery(gateway.graphqlUrl, query, { 'x-request-id': operation, ...headers });

  it('answers a guest public data once from the subgraph, then from the cache, with its Cache-Control', async () => {
    const first = await ask(PRODUCTS, 'nl-be-1', { store: 'nl-be' });
    const second = await ask(PRODUCTS, 'nl-be-2', { store: 'nl-be' });
    expect(first.body.data).toEqual({ products: [{ sku: 'B-1', name: 'De Gruffalo' }] });
    expect(second.body).toEqual(first.body);
    expect(catalog.received.map((headers) => headers['x-request-id'])).toEqual(['nl-be-1']);
    expect(first.headers.get('cache-control')).toBe('max-age=300, public');
    expect(second.headers.get('cache-control')).toBe('max-age=300, public');
    expect(second.headers.get('age')).toMatch(/^\d+$/);
  });

  it('keeps store views apart', async () => {
    await ask(PRODUCTS, 'en-be-1', { store: 'en-be' });
    await ask(PRODUCTS, 'en-be-2', { store: 'en-be' });
    await ask(PRODUCTS, 'nl-be-3', { store: 'nl-be' });
    const seen = catalog.received.map((headers) => headers['x-request-id']);
    expect(seen).toContain('en-be-1');
    expect(seen).not.toContain('en-be-2');
    expect(seen).not.toContain('nl-be-3');
  });

  it('never keeps an answer with a private field', async () => {
    await ask(ME, 'me-1');
    const again = await ask(ME, 'me-2');
    expect(again.body.data).toEqual({ me: { email: 'an@example.be' } });
    const seen = catalog.received.map((headers) => headers['x-request-id']);
    expect(seen).toEqual(expect.arrayContaining(['me-1', 'me-2']));
    expect(again.headers.get('age')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('max-age=300, private');
  });

  it("neither reads nor writes a customer's or a pupil's answers, public or not", async () => {
    // A guest's answer is in the cache: a customer and a pupil are still asked anew (no read)…
    await ask(PRODUCTS, 'guest-1', { store: 'nl-nl' });
    await ask(PRODUCTS, 'customer-1', { store: 'nl-nl', authorization: 'Bearer customer-token' });
    await ask(PRODUCTS, 'pupil-1', { store: 'nl-nl', 'x-reading-token': 'pupil-token' });
    // …and what they were answered is not kept for the guests who come after (no write).
    await ask(PRODUCTS, 'customer-2', { store: 'en-rw', authorization: 'Bearer customer-token' });
    await ask(PRODUCTS, 'pupil-2', { store: 'en-rw', 'x-reading-token': 'pupil-token' });
    await ask(PRODUCTS, 'guest-2', { store: 'en-rw' });
    const seen = catalog.received.map((headers) => headers['x-request-id']);
    expect(seen).toEqual(
      expect.arrayContaining(['guest-1', 'customer-1', 'pupil-1', 'customer-2', 'pupil-2', 'guest-2']),
    );
  });
});
