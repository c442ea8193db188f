import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  from,
  type InMemoryCache,
  type NormalizedCacheObject,
  type TypePolicies,
} from '@apollo/client';
import { CachePersistor, type PersistentStorage } from 'apollo3-cache-persist';
import type { StoreCode } from '@shop/store-views';
import { createCache } from './cachePolicies';
import { freshestCacheInto } from './freshestCache';
export { persistedCacheKey } from './domain/cacheVersion';
import { persistedQueryLink } from './persistedQueryLink';
import { publicCacheSnapshot } from './publicCacheSnapshot';
import { sessionProblemLink } from '@/shared/session/sessionProblems';

export interface CachePersistence {
  storage: PersistentStorage<string>;
  /** Storage key; the caller versions it (see persistedCacheKey). */
  key: string;
}

export interface ApolloClientOptions {
  storeCode: StoreCode;
  /** The GraphQL endpoint; the web server proxies /graphql to the gateway (one origin). */
  uri?: string;
  typePolicies?: TypePolicies;
  persistence?: CachePersistence;
  fetch?: typeof fetch;
  /** Sent with every request: the server render forwards the visitor's cookies and request id. */
  headers?: Record<string, string>;
  /** The server render's client: one per request, never refetching what a render already asked. */
  ssrMode?: boolean;
  /** The cache the server rendered the page with (in the browser, before hydrating). */
  initialState?: NormalizedCacheObject;
}

/**
 * Queries the first render asks are answered from the server's cache during this time after the browser's
 * client is created, so hydration neither asks the same queries again nor shows anything else.
 */
const HYDRATION_CACHE_ONLY_MS = 1000;

/** Large enough for a visit's catalogue pages; above it the persisted copy is purged rather than grown. */
export const MAX_PERSISTED_CHARACTERS = 4 * 1024 * 1024;

/** Sends the store view of the route as the `Store` header (ARCHITECTURE: request context). */
export function storeViewLink(storeCode: StoreCode): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, Store: storeCode },
    }));
    return forward(operation);
  });
}

/**
 * One client per store view: names, prices and currencies differ per store view while a product keeps its
 * sku, so a single cache would show one store's data in another. Each client has its own cache and its own
 * persisted copy, restored before the first query so cached pages show at once, even offline.
 */
export async function createApolloClient(
  options: ApolloClientOptions,
): Promise<ApolloClient<NormalizedCacheObject>> {
  const client = newApolloClient(options);
  if (options.persistence) await persistApolloCache(client.cache as InMemoryCache, options.persistence);
  return client;
}

/** The client itself, ready at once: with the server's cache when it hydrates a server-rendered page. */
export function newApolloClient(options: ApolloClientOptions): ApolloClient<NormalizedCacheObject> {
  // A server render's cache lives for one page (see createCache).
  const cache = createCache(options.typePolicies, { resultCaching: !options.ssrMode });
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    cache,
    ssrMode: options.ssrMode ?? false,
    ...(options.initialState ? { ssrForceFetchDelay: HYDRATION_CACHE_ONLY_MS } : {}),
    link: from([
      // seed 000 §8: an answer that ends or cannot renew the session is told to the page (shared/session).
      sessionProblemLink(),
      storeViewLink(options.storeCode),
      // Issue 23: the app's own operations go by id, public queries by GET (persistedQueryLink.ts).
      persistedQueryLink(),
      new HttpLink({ uri: options.uri ?? '/graphql', fetch: options.fetch, headers: options.headers }),
    ]),
    defaultOptions: {
      // Show what the cache (possibly restored from storage) has, and refresh it from the network once.
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}

/**
 * Restores the copy persisted in this browser under what the cache already holds (the server's fresher
 * answers win, see freshestCacheInto), then keeps the copy up to date on every write. The storage gives up
 * after its own timeout, so a slow IndexedDB delays this by 800 ms at most.
 */
export async function persistApolloCache(cache: InMemoryCache, persistence: CachePersistence): Promise<void> {
  const stored = await Promise.resolve(persistence.storage.getItem(persistence.key)).catch(() => null);
  const fromServer = cache.extract();
  if (stored) {
    try {
      cache.restore(freshestCacheInto(JSON.parse(stored) as NormalizedCacheObject, fromServer));
    } catch {
      // An unreadable copy is dropped; the next write replaces it.
    }
  }
  const persistor = createCachePersistor(cache, persistence);
  // A server-rendered page came with its answers in the cache, restored rather than written, so the persistor
  // (which follows writes) would not keep them: a guest reading pages opened by links from elsewhere, without
  // a query of their own, would find none of them offline. They are kept now.
  if (Object.keys(fromServer).length > 0) await persistor.persist().catch(() => undefined);
}

/** Persists the cache on every write (debounced), keeping only its public part (see publicCacheSnapshot). */
export function createCachePersistor(
  cache: InMemoryCache,
  persistence: CachePersistence,
): CachePersistor<NormalizedCacheObject> {
  return new CachePersistor({
    cache,
    storage: persistence.storage,
    key: persistence.key,
    maxSize: MAX_PERSISTED_CHARACTERS,
    persistenceMapper: async (serialized: string) =>
      JSON.stringify(publicCacheSnapshot(JSON.parse(serialized) as NormalizedCacheObject)),
  });
}
