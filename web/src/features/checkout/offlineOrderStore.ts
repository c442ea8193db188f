import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineOrder } from './domain/offlineOrder';

/**
 * The orders placed offline, in IndexedDB (shared by the shop's tabs, kept over a reload): one per store view,
 * the last one placed, as a checkout has one cart. Private to the shopper: cleared at logout.
 */
export const OFFLINE_ORDER_DB_NAME = 'shop-offline-orders';
const VERSION = 1;

interface OfflineOrderDb extends DBSchema {
  orders: { key: string; value: OfflineOrder };
}

let opened: Promise<IDBPDatabase<OfflineOrderDb>> | null = null;

function database(): Promise<IDBPDatabase<OfflineOrderDb>> | null {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= openDB<OfflineOrderDb>(OFFLINE_ORDER_DB_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('orders', { keyPath: 'storeCode' });
    },
  });
  return opened;
}

/** Keeps the order; false when this browser cannot keep one (no IndexedDB). */
export async function keepOfflineOrder(order: OfflineOrder): Promise<boolean> {
  const db = database();
  if (!db) return false;
  await (await db).put('orders', order);
  return true;
}

export async function offlineOrderOfStore(storeCode: string): Promise<OfflineOrder | null> {
  const db = database();
  return (db && (await (await db).get('orders', storeCode))) ?? null;
}

/** Drops the store view's order once placed (or refused): only if it is still the one with `idempotencyKey`. */
export async function forgetOfflineOrder(storeCode: string, idempotencyKey: string): Promise<void> {
  const db = database();
  if (!db) return;
  const tx = (await db).transaction('orders', 'readwrite');
  const kept = await tx.store.get(storeCode);
  if (kept?.idempotencyKey === idempotencyKey) await tx.store.delete(storeCode);
  await tx.done;
}

/** Every store view's orders, at logout. */
export async function clearOfflineOrders(): Promise<void> {
  const db = database();
  if (db) await (await db).clear('orders');
}
