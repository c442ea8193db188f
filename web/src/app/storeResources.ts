import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { del, delMany, entries, get, keys, set } from 'idb-keyval';
import { GUARDED_STORE } from '@shop/routes';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import {
  MAX_PERSISTED_CHARACTERS,
  createApolloClient,
  persistApolloCache,
  type CachePersistence,
} from '@/shared/graphql/createApolloClient';
import { PERSISTED_CACHE_PREFIX, persistedCacheKey } from '@/shared/graphql/domain/cacheVersion';
import { startPersistedCacheUpkeep } from '@/shared/graphql/persistedCacheUpkeep';
import { ResilientStorage } from '@/shared/graphql/resilientStorage';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { onSessionChange } from '@/shared/session';
import { appTypePolicies } from './typePolicies';

export interface StoreResources {
  client: ApolloClient<NormalizedCacheObject>;
  i18n: I18n;
}

/**
 * IndexedDB through idb-keyval, behind the seed's storage cache rules (resilientStorage.ts); none where
 * IndexedDB is missing. The quota is one full persisted copy for each store view.
 */
const storage =
  typeof indexedDB === 'undefined'
    ? null
    : new ResilientStorage(
        { get, set, del, keys, entries, delMany },
        {
          prefix: PERSISTED_CACHE_PREFIX,
          quotaCharacters: MAX_PERSISTED_CHARACTERS * Object.keys(STORE_VIEWS).length,
          estimate: async () => navigator.storage?.estimate?.(),
        },
      );

function persistenceFor(code: StoreCode): CachePersistence | undefined {
  return storage ? { storage, key: persistedCacheKey(__SCHEMA_HASH__, code) } : undefined;
}

let upkeepStarted = false;
function startStorageUpkeep(): void {
  if (!storage || upkeepStarted) return;
  upkeepStarted = true;
  startPersistedCacheUpkeep(storage, __SCHEMA_HASH__);
  onSessionChange((change) => {
    if (change === 'logout' || change === 'reading-logout') void forgetGuardedStoreView();
  });
}

/**
 * seed 001 §2: /en-rw is for signed-in visitors only; offline its guard cannot ask (ReadingAccessGuard), so what
 * this browser kept of it must not outlive the session that saw it. At every logout, of a customer or of a
 * reading session, its persisted copy is removed and its client dropped (the next visit starts afresh).
 */
async function forgetGuardedStoreView(): Promise<void> {
  const resources = loaded.get(GUARDED_STORE);
  loaded.delete(GUARDED_STORE);
  // Its persistor would write the copy back at the cache's next change.
  if (resources) await resources.then(({ client }) => client.clearStore()).catch(() => undefined);
  await storage?.removeItem(persistedCacheKey(__SCHEMA_HASH__, GUARDED_STORE));
}

const loaded = new Map<StoreCode, Promise<StoreResources>>();

/**
 * The Apollo client (with its restored cache) and the catalogue of a store view, created once per visit and
 * kept, so switching back to a store view is instant. Routes read them with React's `use()`.
 */
export function storeResources(code: StoreCode): Promise<StoreResources> {
  let resources = loaded.get(code);
  if (!resources) {
    startStorageUpkeep();
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
  startStorageUpkeep();
  const persistence = persistenceFor(code);
  return persistence
    ? persistApolloCache(resources.client.cache as InMemoryCache, persistence)
    : Promise.resolve();
}
