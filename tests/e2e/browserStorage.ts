/// <reference lib="dom" />
import type { BrowserContext, Page } from '@playwright/test';

/** What the page keeps in storage: its localStorage and the entries of idb-keyval's IndexedDB store. */
export interface BrowserStorage {
  localStorage: Record<string, string>;
  indexedDb: Record<string, string>;
}

export function readBrowserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(async () => {
    const local = Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']),
    );
    const indexedDb = await new Promise<Record<string, string>>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => resolve({});
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) return resolve({});
        const store = db.transaction('keyval', 'readonly').objectStore('keyval');
        const entries: Record<string, string> = {};
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const current = cursor.result;
          if (!current) return resolve(entries);
          entries[String(current.key)] =
            typeof current.value === 'string' ? current.value : JSON.stringify(current.value);
          current.continue();
        };
        cursor.onerror = () => resolve(entries);
      };
    });
    return { localStorage: local, indexedDb };
  });
}

/**
 * Records, in every document the context opens from now on, when the page writes to idb-keyval's store (the
 * persisted Apollo cache is written there, debounced after the cache's last change), so a journey can wait
 * for a write it caused instead of sleeping.
 */
export async function recordStorageWrites(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const writes: number[] = [];
    Object.defineProperty(window, '__keyvalWrites', { value: writes });
    const { put, delete: remove } = IDBObjectStore.prototype;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'keyval') writes.push(Date.now());
      return put.apply(this, args);
    };
    IDBObjectStore.prototype.delete = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
      if (this.name === 'keyval') writes.push(Date.now());
      return remove.call(this, query);
    };
  });
}

/** Whether the page wrote to idb-keyval's store after `since` (the page's own Date.now()). */
export function wroteStorageSince(page: Page, since: number): Promise<boolean> {
  return page.evaluate(
    (after) =>
      ((window as unknown as { __keyvalWrites?: number[] }).__keyvalWrites ?? []).some((at) => at > after),
    since,
  );
}
