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
import { publicCacheSnapshot } from './publicCacheSnapshot';

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
}

/** Large enough for a visit's catalogue pages; above it the persisted copy is purged rather than grown. */
const MAX_PERSISTED_CHARACTERS = 4 * 1024 * 1024;

/** The persisted cache's key: one per schema version (hash of schema/api.graphql) and store view. */
export function persistedCacheKey(schemaHash: string, storeCode: StoreCode): string {
  return `apollo-cache/${schemaHash}/${storeCode}`;
}

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
  const cache = createCache(options.typePolicies);
  if (options.persistence) {
    // The storage gives up after its own timeout, so a slow IndexedDB delays the first render by 800 ms at most.
    await createCachePersistor(cache, options.persistence)
      .restore()
      .catch(() => undefined);
  }
  return new ApolloClient({
    cache,
    link: from([
      storeViewLink(options.storeCode),
      new HttpLink({ uri: options.uri ?? '/graphql', fetch: options.fetch }),
    ]),
    defaultOptions: {
      // Show what the cache (possibly restored from storage) has, and refresh it from the network once.
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
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
