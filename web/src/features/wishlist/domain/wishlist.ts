import { isStoredProduct, type StoredProduct } from '@/shared/storage/storedProducts';

export { wishlistKey } from './wishlistKey';

/**
 * seed 001 §3 'Wishlist item: sku, qty (always 1 on add), plus product fields'. The product fields kept are
 * the few a line needs before the catalogue answers (its name, and its slug for the link); its current name,
 * price and stock are asked of the catalogue when the wishlist is shown.
 */
export interface WishlistItem extends StoredProduct {
  qty: number;
}

/** seed 001 §9 'Wishlist quantity on add is 1'. */
export const WISHLIST_QTY_ON_ADD = 1;

export function isInWishlist(wishlist: readonly WishlistItem[], sku: string): boolean {
  return wishlist.some((item) => item.sku === sku);
}

/** seed 001 §4 'Add is ignored if the sku is already present'; a new item has qty 1. */
export function addToWishlist(wishlist: readonly WishlistItem[], product: StoredProduct): WishlistItem[] {
  if (isInWishlist(wishlist, product.sku)) return [...wishlist];
  const { sku, name, slug } = product;
  return [...wishlist, { sku, qty: WISHLIST_QTY_ON_ADD, name, slug }];
}

/** seed 001 §4 'Remove is by sku'. */
export function removeFromWishlist(wishlist: readonly WishlistItem[], sku: string): WishlistItem[] {
  return wishlist.filter((item) => item.sku !== sku);
}

/** seed 001 §4 'there is a clear-all'; seed 000 §4: logout clears the wishlist too. */
export function clearWishlist(): WishlistItem[] {
  return [];
}

/**
 * seed 001 §4 'a load from local storage': what was saved, as wishlist items. Malformed entries are left out
 * and a sku is kept once (as adding would have), a missing or broken qty is the qty of an add, and nothing
 * but the item's fields is kept.
 */
export function loadWishlist(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.reduce<WishlistItem[]>((wishlist, entry: unknown) => {
    if (!isStoredProduct(entry) || isInWishlist(wishlist, entry.sku)) return wishlist;
    const { qty } = entry as { qty?: unknown };
    const { sku, name, slug } = entry;
    const validQty = typeof qty === 'number' && Number.isInteger(qty) && qty > 0 ? qty : WISHLIST_QTY_ON_ADD;
    return [...wishlist, { sku, qty: validQty, name, slug }];
  }, []);
}
