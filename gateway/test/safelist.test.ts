import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER, hashApiKey } from '../src/domain/partnerKeys';
import { NOT_LISTED_MESSAGE, PERSISTED_QUERY_NOT_LISTED } from '../src/safelist';
import {
  composeSupergraphFile,
  postQuery,
  startFakeSubgraph,
  startGateway,
  testConfig,
  type FakeSubgraph,
} from './harness';

/** A catalogue whose products any cache may keep for five minutes, as the shop's catalog hints them. */
const CATALOG_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@inaccessible"])
  directive @cacheControl(maxAge: Int, scope: CacheControlScope) on FIELD_DEFINITION | OBJECT
  enum CacheControlScope @inaccessible {
    PUBLIC
    PRIVATE
  }
  type Product @key(fields: "sku") @cacheControl(maxAge: 300, scope: PUBLIC) {
    sku: String!
    name: String!
  }
  type Query {
    products: [Product!]!
  }
`;

/** A listed operation, in the text the storefront's manifest gives it (printed, with __typename). */
const LISTED = print(parse('query Products { products { sku name __typename } }'));
const LISTED_ID = createHash('sha256').update(LISTED).digest('hex');
const UNLISTED = '{ products { name } }';

const persistedQuery = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

async function post(url: string, body: Record<string, unknown>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

let catalog: FakeSubgraph;
let supergraph: Awaited<ReturnType<typeof composeSupergraphFile>>;
let dir: string;
let manifestFile: string;

beforeAll(async () => {
  catalog = await startFakeSubgraph('catalog', CATALOG_SDL, {
    Query: { products: () => [{ sku: '9789044800001', name: 'De kleine ijsbeer' }] },
  });
  supergraph = await composeSupergraphFile({ catalog });
  dir = await mkdtemp(path.join(os.tmpdir(), 'safelist-test-'));
  manifestFile = path.join(dir, 'persisted-query-manifest.json');
  await writeFile(
    manifestFile,
    JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: LISTED_ID, name: 'Products', type: 'query', body: LISTED }],
    }),
  );
});

afterAll(async () => {
  await catalog?.close();
  await supergraph?.remove();
  await rm(dir, { recursive: true, force: true });
});

const productionConfig = (env: Record<string, string> = {}) =>
  testConfig({
    NODE_ENV: 'production',
    SUPERGRAPH_PATH: supergraph.file,
    CATALOG_URL: catalog.graphqlUrl,
    PERSISTED_QUERIES_PATH: manifestFile,
    ...env,
  });

const PRODUCTS = { products: [{ sku: '9789044800001', name: 'De kleine ijsbeer', __typename: 'Product' }] };

describe('the safelist of a production gateway (NODE_ENV=production)', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway(productionConfig());
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('answers a listed operation sent by id (POST)', async () => {
    const answer = await post(gateway.graphqlUrl, { extensions: persistedQuery(LISTED_ID) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: PRODUCTS });
  });

  it('answers a listed operation by GET, for HTTP caches to keep: public, per store view', async () => {
    const url = new URL(gateway.graphqlUrl);
    url.searchParams.set('operationName', 'Products');
    url.searchParams.set('extensions', JSON.stringify(persistedQuery(LISTED_ID)));
    // As Apollo Client sends it: a JSON content type, which satisfies the CSRF prevention.
    const response = await fetch(url, { headers: { 'content-type': 'application/json', store: 'nl-be' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: PRODUCTS });
    expect(response.headers.get('cache-control')).toBe('max-age=300, public');
    expect(response.headers.get('vary')).toMatch(/\bstore\b/);
  });

  it('answers a listed operation sent in full, in its listed text', async () => {
    const answer = await postQuery(gateway.graphqlUrl, LISTED);
    expect(answer.body).toEqual({ data: PRODUCTS });
  });

  it('refuses an operation that is not listed to a caller without a partner key, before any subgraph', async () => {
    const before = catalog.received.length;
    const answer = await postQuery(gateway.graphqlUrl, UNLISTED);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      { message: NOT_LISTED_MESSAGE, extensions: { code: PERSISTED_QUERY_NOT_LISTED } },
    ]);
    expect(catalog.received.length).toBe(before);
  });

  it('answers an id that is not listed with PERSISTED_QUERY_NOT_FOUND, and never stores a query', async () => {
    const unlistedId = createHash('sha256').update(UNLISTED).digest('hex');
    const unknown = await post(gateway.graphqlUrl, { extensions: persistedQuery(unlistedId) });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Apollo's protocol would register the query sent with its hash; here it is refused, and stays unknown.
    const registered = await post(gateway.graphqlUrl, {
      query: UNLISTED,
      extensions: persistedQuery(unlistedId),
    });
    expect(registered.body.errors?.[0]?.extensions?.code).toBe(PERSISTED_QUERY_NOT_LISTED);
    const again = await post(gateway.graphqlUrl, { extensions: persistedQuery(unlistedId) });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('a partner of a production gateway', () => {
  it('is answered an operation that is not listed, with its key; without a key it is refused', async () => {
    const gateway = await startGateway(
      productionConfig({ PARTNER_KEYS: `bookshop:${hashApiKey('bookshop-key')}:60:300000` }),
    );
    try {
      const withKey = await postQuery(gateway.graphqlUrl, UNLISTED, { 'x-api-key': 'bookshop-key' });
      expect(withKey.status).toBe(200);
      expect(withKey.body).toEqual({ data: { products: [{ name: 'De kleine ijsbeer' }] } });
      const anonymous = await postQuery(gateway.graphqlUrl, UNLISTED);
      expect(anonymous.status).toBe(403);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe(PERSISTED_QUERY_NOT_LISTED);
      // In production the README's demo key is off unless switched on.
      const demo = await postQuery(gateway.graphqlUrl, UNLISTED, { 'x-api-key': DEMO_PARTNER.key });
      expect(demo.status).toBe(401);
    } finally {
      await gateway.close();
    }
  });
});
