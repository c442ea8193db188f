import { STORE_CODES } from '@shop/store-views';
import { useCallback, useEffect } from 'react';
import { onSessionChange } from '@/shared/session';
import { useStoredList, writeStoredList, type StoredProduct } from '@/shared/storage/storedProducts';
import { useStoreView } from '@/shared/storeView';
import {
  addToWishlist,
  clearWishlist,
  loadWishlist,
  removeFromWishlist,
  wishlistKey,
  type WishlistItem,
} from './domain/wishlist';

export interface Wishlist {
  items: WishlistItem[];
  /** Read from this browser's storage yet (never in the server's render, which has none). */
  read: boolean;
  add(product: StoredProduct): void;
  remove(sku: string): void;
  clear(): void;
}

/**
 * The store view's wishlist, loaded from local storage once mounted and saved to it after each change (seed
 * 001 §4), in step with every other part of the page and other tabs showing it.
 */
export function useWishlist(): Wishlist {
  const { code } = useStoreView();
  const [items, update, read] = useStoredList(wishlistKey(code), loadWishlist);
  const add = useCallback(
    (product: StoredProduct) => update((list) => addToWishlist(list, product)),
    [update],
  );
  const remove = useCallback((sku: string) => update((list) => removeFromWishlist(list, sku)), [update]);
  const clear = useCallback(() => update(clearWishlist), [update]);
  return { items, read, add, remove, clear };
}

/**
 * seed 000 §4 'User session': logout clears the wishlist, of every store view (the session is the shop's, not
 * a store view's). Mounted once with the store view, so it works whichever page the shopper logs out from.
 */
export function useClearWishlistAtLogout(): void {
  useEffect(
    () =>
      onSessionChange((change) => {
        if (change !== 'logout') return;
        for (const code of STORE_CODES) writeStoredList(wishlistKey(code), clearWishlist());
      }),
    [],
  );
}
