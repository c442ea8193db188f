import type { StoreCode } from '@shop/store-views';

/**
 * The wishlist of a store view (names and slugs are in its language), in localStorage (seed 001 §4). On its
 * own, free of the browser's types, so the benchmark can give a browser a wishlist.
 */
export function wishlistKey(store: StoreCode): string {
  return `shop/${store}/wishlist`;
}
