import { describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import {
  createApolloClient,
  createCachePersistor,
  newApolloClient,
  persistApolloCache,
  persistedCacheKey,
} from './createApolloClient';
import type { InMemoryCache } from '@apollo/client';
import { createCache } from './cachePolicies';
import { ResilientStorage } from './resilientStorage';
import type { PersistentStorage } from 'apollo3-cache-persist';

const PRODUCT = gql`
  query ProductName($sku: String!) {
    product(sku: $sku) {
      sku
      name
    }
  }
`;

function fakeGateway(name: string) {
  const requests: { headers: Headers; body: unknown }[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return new Response(
      JSON.stringify({ data: { product: { __typename: 'Product', sku: '9789044800001', name } } }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { fetch, requests };
}

class MemoryStorage implements PersistentStorage<string> {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('createApolloClient', () => {
  it('sends the store view of the route as the Store header', async () => {
    const gateway = fakeGateway('The little polar bear');
    const client = await createApolloClient({
      storeCode: 'en-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
    });
    const result = await client.query({ query: PRODUCT, variables: { sku: '9789044800001' } });
    expect(result.data.product.name).toBe('The little polar bear');
    expect(gateway.requests[0]?.headers.get('Store')).toBe('en-be');
  });

  it('versions the persisted cache with the schema hash and the store view', () => {
    expect(persistedCacheKey('abc123', 'nl-nl')).toBe('apollo-cache/abc123/nl-nl');
  });

  it('restores a persisted cache before the first query, so a cached product needs no request', async () => {
    const storage = new MemoryStorage();
    const key = persistedCacheKey('test', 'nl-be');
    storage.setItem(
      key,
      JSON.stringify({
        ROOT_QUERY: {
          __typename: 'Query',
          'product({"sku":"9789044800001"})': { __ref: 'Product:{"sku":"9789044800001"}' },
        },
        'Product:{"sku":"9789044800001"}': {
          __typename: 'Product',
          sku: '9789044800001',
          name: 'De kleine ijsbeer',
        },
      }),
    );
    const gateway = fakeGateway('from the network');
    const client = await createApolloClient({
      storeCode: 'nl-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
      persistence: { storage, key },
    });
    const result = await client.query({
      query: PRODUCT,
      variables: { sku: '9789044800001' },
      fetchPolicy: 'cache-first',
    });
    expect(result.data.product.name).toBe('De kleine ijsbeer');
    expect(gateway.requests).toHaveLength(0);
  });

  it("keeps a server-rendered page's answers at once, with what was stored before", async () => {
    const storage = new MemoryStorage();
    const key = persistedCacheKey('test', 'nl-be');
    const product = (sku: string, name: string) => ({
      [`product({"sku":"${sku}"})`]: { __ref: `Product:{"sku":"${sku}"}` },
      [`Product:{"sku":"${sku}"}`]: { __typename: 'Product', sku, name },
    });
    const earlier = product('9789044800001', 'De kleine ijsbeer');
    storage.setItem(
      key,
      JSON.stringify({
        ROOT_QUERY: {
          __typename: 'Query',
          'product({"sku":"9789044800001"})': earlier['product({"sku":"9789044800001"})'],
        },
        'Product:{"sku":"9789044800001"}': earlier['Product:{"sku":"9789044800001"}'],
      }),
    );
    const server = product('9789044800002', 'Het grote boek');
    const client = newApolloClient({
      storeCode: 'nl-be',
      initialState: {
        ROOT_QUERY: {
          __typename: 'Query',
          'product({"sku":"9789044800002"})': server['product({"sku":"9789044800002"})'],
        },
        'Product:{"sku":"9789044800002"}': server['Product:{"sku":"9789044800002"}'],
      },
    });
    await persistApolloCache(client.cache as InMemoryCache, { storage, key });
    // No query ran in the browser, yet both the server's page and the earlier one are stored.
    const stored = storage.values.get(key) ?? '';
    expect(stored).toContain('Het grote boek');
    expect(stored).toContain('De kleine ijsbeer');
  });

  it('never writes a cart to storage, even when it is in the cache', async () => {
    const cache = createCache();
    cache.writeQuery({
      query: gql`
        query CartAndProduct {
          cart(id: "guest-token-1") {
            id
            itemsQty
          }
          product(sku: "9789044800001") {
            sku
            name
          }
        }
      `,
      data: {
        cart: { __typename: 'Cart', id: 'guest-token-1', itemsQty: 2 },
        product: { __typename: 'Product', sku: '9789044800001', name: 'De kleine ijsbeer' },
      },
    });
    const storage = new MemoryStorage();
    const persistor = createCachePersistor(cache, { storage, key: 'k' });
    await persistor.persist();
    persistor.remove();
    const stored = storage.values.get('k') ?? '';
    expect(stored).toContain('De kleine ijsbeer');
    expect(stored).not.toContain('guest-token-1');
  });

  it('opens the shop 800 ms late at most when IndexedDB does not answer, and then runs without storage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silent = () => new Promise<never>(() => undefined);
    const storage = new ResilientStorage(
      { get: silent, set: silent, del: silent, keys: silent, entries: silent, delMany: silent },
      { prefix: 'apollo-cache/', quotaCharacters: 1000 },
    );
    const gateway = fakeGateway('De kleine ijsbeer');
    let ready = false;
    const creating = createApolloClient({
      storeCode: 'nl-be',
      uri: 'http://shop.test/graphql',
      fetch: gateway.fetch,
      persistence: { storage, key: persistedCacheKey('test', 'nl-be') },
    }).then((created) => {
      ready = true;
      return created;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const client = await creating;
    vi.useRealTimers();
    expect(storage.disabled).toBe(true);
    const result = await client.query({ query: PRODUCT, variables: { sku: '9789044800001' } });
    expect(result.data.product.name).toBe('De kleine ijsbeer');
  });
});
