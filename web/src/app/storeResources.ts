import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { del, get, keys, set } from 'idb-keyval';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import {
  createApolloClient,
  persistApolloCache,
  persistedCacheKey,
  type CachePersistence,
} from '@/shared/graphql/createApolloClient';
import { ResilientStorage } from '@/shared/graphql/resilientStorage';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { appTypePolicies } from './typePolicies';

export interface StoreResources {
  client: ApolloClient<NormalizedCacheObject>;
  i18n: I18n;
}

const CACHE_KEY_PREFIX = 'apollo-cache/';

/** IndexedDB through idb-keyval, behind the seed's timeouts and error limits; none where IndexedDB is missing. */
const storage = typeof indexedDB === 'undefined' ? null : new ResilientStorage({ get, set, del });

function persistenceFor(code: StoreCode): CachePersistence | undefined {
  return storage ? { storage, key: persistedCacheKey(__SCHEMA_HASH__, code) } : undefined;
}

/** Caches persisted for an older schema can never be read again: remove them once per visit. */
async function removeCachesOfOtherSchemas(): Promise<void> {
  if (!storage) return;
  const current = `${CACHE_KEY_PREFIX}${__SCHEMA_HASH__}/`;
  const stale = (await keys()).filter(
    (key) => typeof key === 'string' && key.startsWith(CACHE_KEY_PREFIX) && !key.startsWith(current),
  );
  await Promise.all(stale.map((key) => del(key)));
}

const loaded = new Map<StoreCode, Promise<StoreResources>>();

/**
 * The Apollo client (with its restored cache) and the catalogue of a store view, created once per visit and
 * kept, so switching back to a store view is instant. Routes read them with React's `use()`.
 */
export function storeResources(code: StoreCode): Promise<StoreResources> {
  let resources = loaded.get(code);
  if (!resources) {
    if (loaded.size === 0) void removeCachesOfOtherSchemas().catch(() => undefined);
    resources = Promise.all([
      createApolloClient({
        storeCode: code,
        typePolicies: appTypePolicies,
        persistence: persistenceFor(code),
      }),
      loadI18n(STORE_VIEWS[code].locale),
    ]).then(([client, i18n]) => ({ client, i18n }));
    // A failed load (offline, say) is not remembered: the next visit of the route tries again.
    resources.catch(() => loaded.delete(code));
    loaded.set(code, resources);
  }
  return resources;
}

/**
 * The resources the browser created to hydrate a server-rendered page: kept like any others, and their cache
 * joined with this browser's persisted copy once the page is interactive (the server's answers stay).
 */
export function adoptStoreResources(code: StoreCode, resources: StoreResources): Promise<void> {
  loaded.set(code, Promise.resolve(resources));
  if (loaded.size === 1) void removeCachesOfOtherSchemas().catch(() => undefined);
  const persistence = persistenceFor(code);
  return persistence
    ? persistApolloCache(resources.client.cache as InMemoryCache, persistence)
    : Promise.resolve();
}
