import { useCallback, useEffect, useState } from 'react';

/**
 * A product as kept in the browser for lists the shopper builds (compare, recently viewed, wishlist): only
 * public catalogue data, enough to link to the product page; prices and stock are asked of the API when shown.
 */
export interface StoredProduct {
  sku: string;
  name: string;
  slug: string;
}

export function isStoredProduct(value: unknown): value is StoredProduct {
  const item = value as Partial<StoredProduct> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.sku === 'string' &&
    typeof item.name === 'string' &&
    typeof item.slug === 'string'
  );
}

/** How a list's stored JSON becomes its items: what is malformed is left out, never an error. */
export type LoadList<T> = (stored: unknown) => T[];

const loadProducts: LoadList<StoredProduct> = (stored) =>
  Array.isArray(stored) ? stored.filter(isStoredProduct) : [];

/** The list under `key`, read by `load`; an unreadable entry is an empty list, not an error. */
export function readStoredList<T>(key: string, load: LoadList<T>): T[] {
  try {
    return load(JSON.parse(localStorage.getItem(key) ?? '[]'));
  } catch {
    return [];
  }
}

/** Tells the other components of this tab that a list changed (the storage event only reaches other tabs). */
const CHANGED_EVENT = 'shop:stored-products';

export function writeStoredList(key: string, items: readonly unknown[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // storage blocked or full: the list lasts as long as the page
  }
  window.dispatchEvent(new CustomEvent<string>(CHANGED_EVENT, { detail: key }));
}

/**
 * The list under `key`, read by `load` (a stable function) and kept in step with other tabs through the
 * storage event, and whether it has been read yet (a page can show a skeleton rather than "nothing here"
 * until then). `update` saves the changed list at once.
 */
export function useStoredList<T>(
  key: string,
  load: LoadList<T>,
): [T[], (update: (items: T[]) => T[]) => void, boolean] {
  // Empty until mounted: the server has no storage, and the first client render must match its markup.
  const [items, setItems] = useState<T[]>([]);
  const [read, setRead] = useState(false);
  useEffect(() => {
    setItems(readStoredList(key, load));
    setRead(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setItems(readStoredList(key, load));
    };
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) setItems(readStoredList(key, load));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGED_EVENT, onChanged);
    };
  }, [key, load]);
  const update = useCallback(
    (change: (items: T[]) => T[]) => {
      // The stored list is the truth (another tab may have changed it); with storage blocked the lists are empty.
      const next = change(readStoredList(key, load));
      writeStoredList(key, next);
      setItems(next);
    },
    [key, load],
  );
  return [items, update, read];
}

/** A list of stored products (compare, recently viewed) under `key`: see useStoredList. */
export function useStoredProducts(
  key: string,
): [StoredProduct[], (update: (items: StoredProduct[]) => StoredProduct[]) => void, boolean] {
  return useStoredList(key, loadProducts);
}
