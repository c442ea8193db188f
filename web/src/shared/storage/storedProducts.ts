import { useCallback, useEffect, useState } from 'react';

/**
 * A product as kept in the browser for lists the shopper builds (compare, recently viewed): only public
 * catalogue data, enough to link to the product page; prices and stock are asked of the API when shown.
 */
export interface StoredProduct {
  sku: string;
  name: string;
  slug: string;
}

function isStoredProduct(value: unknown): value is StoredProduct {
  const item = value as Partial<StoredProduct> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.sku === 'string' &&
    typeof item.name === 'string' &&
    typeof item.slug === 'string'
  );
}

/** The list under `key`; an unreadable or malformed entry is an empty list, not an error. */
export function readStoredProducts(key: string): StoredProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredProduct) : [];
  } catch {
    return [];
  }
}

/** Tells the other components of this tab that a list changed (the storage event only reaches other tabs). */
const CHANGED_EVENT = 'shop:stored-products';

export function writeStoredProducts(key: string, items: readonly StoredProduct[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // storage blocked or full: the list lasts as long as the page
  }
  window.dispatchEvent(new CustomEvent<string>(CHANGED_EVENT, { detail: key }));
}

/**
 * The list under `key`, kept in step with other tabs through the storage event, and whether it has been
 * read yet (a page can show a skeleton rather than "nothing here" until then).
 */
export function useStoredProducts(
  key: string,
): [StoredProduct[], (update: (items: StoredProduct[]) => StoredProduct[]) => void, boolean] {
  // Empty until mounted: the server has no storage, and the first client render must match its markup.
  const [items, setItems] = useState<StoredProduct[]>([]);
  const [read, setRead] = useState(false);
  useEffect(() => {
    setItems(readStoredProducts(key));
    setRead(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setItems(readStoredProducts(key));
    };
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) setItems(readStoredProducts(key));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGED_EVENT, onChanged);
    };
  }, [key]);
  const update = useCallback(
    (change: (items: StoredProduct[]) => StoredProduct[]) => {
      // The stored list is the truth (another tab may have changed it); with storage blocked the lists are empty.
      const next = change(readStoredProducts(key));
      writeStoredProducts(key, next);
      setItems(next);
    },
    [key],
  );
  return [items, update, read];
}
