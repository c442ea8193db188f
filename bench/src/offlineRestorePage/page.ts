/**
 * The restore benchmark's page (bench/src/offlineRestoreRun.ts), built with the shop's own build settings: the
 * shop's restore path, and beside it the least a restore can cost, for the same stored text.
 */
import { del, delMany, entries, get, keys, set } from 'idb-keyval';
import type { NormalizedCacheObject } from '@apollo/client';
import { createCache } from '@/shared/graphql/cachePolicies';
import { createApolloClient } from '@/shared/graphql/createApolloClient';
import { PERSISTED_CACHE_PREFIX, persistedCacheKey } from '@/shared/graphql/domain/cacheVersion';
import { ResilientStorage } from '@/shared/graphql/resilientStorage';
import { appTypePolicies } from '@/app/typePolicies';

const KEY = persistedCacheKey('bench', 'nl-be');

export interface RestoreRun {
  ms: number;
  entities: number;
  disabled: boolean;
}

/** Stores the text as the shop's persistor does (one string under the store view's key). */
async function store(text: string): Promise<void> {
  await set(KEY, text);
}

const newStorage = () =>
  new ResilientStorage(
    { get, set, del, keys, entries, delMany },
    { prefix: PERSISTED_CACHE_PREFIX, quotaCharacters: Number.MAX_SAFE_INTEGER },
  );

/** The shop's path on opening a store view (storeResources.ts): a fresh storage wrapper and client. */
async function restore(): Promise<RestoreRun> {
  const start = performance.now();
  const storage = newStorage();
  const client = await createApolloClient({
    storeCode: 'nl-be',
    typePolicies: appTypePolicies,
    persistence: { storage, key: KEY },
  });
  const ms = performance.now() - start;
  return { ms, entities: Object.keys(client.cache.extract()).length, disabled: storage.disabled };
}

let database: Promise<IDBDatabase> | undefined;

/** idb-keyval's database, opened once like idb-keyval keeps it open: the open is not part of a read. */
function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('keyval-store');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  return database;
}

/** One IndexedDB get with the bare API (idb-keyval's database and store) and JSON.parse. */
async function rawRead(): Promise<RestoreRun> {
  const db = await openDatabase();
  const start = performance.now();
  const text = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction('keyval', 'readonly').objectStore('keyval').get(KEY);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('get failed'));
  });
  const parsed = JSON.parse(String(text)) as Record<string, unknown>;
  return { ms: performance.now() - start, entities: Object.keys(parsed).length, disabled: false };
}

export interface RestorePhases {
  storageGet: number;
  parse: number;
  cacheRestore: number;
}

/** The restore's steps one by one (read through the storage wrapper, JSON.parse, the cache's restore). */
async function restorePhases(): Promise<RestorePhases> {
  const storage = newStorage();
  const cache = createCache(appTypePolicies);
  const start = performance.now();
  const text = await storage.getItem(KEY);
  const read = performance.now();
  const data = JSON.parse(text ?? '{}') as NormalizedCacheObject;
  const parsed = performance.now();
  cache.restore(data);
  return { storageGet: read - start, parse: parsed - read, cacheRestore: performance.now() - parsed };
}

Object.assign(globalThis, { offlineRestoreBench: { store, restore, rawRead, restorePhases } });
