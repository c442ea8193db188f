/// <reference lib="dom" />
import type { Page } from '@playwright/test';

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
