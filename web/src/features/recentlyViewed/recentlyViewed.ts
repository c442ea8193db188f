import type { StoreCode } from '@shop/store-views';
import type { StoredProduct } from '@/shared/storage/storedProducts';

/** How many products the list remembers; the oldest view goes first. */
export const RECENTLY_VIEWED_LIMIT = 12;

export function recentlyViewedKey(store: StoreCode): string {
  return `shop/${store}/recently-viewed`;
}

/** The last viewed product first, each product once (a second view moves it to the front). */
export function recordView(list: readonly StoredProduct[], product: StoredProduct): StoredProduct[] {
  return [product, ...list.filter((item) => item.sku !== product.sku)].slice(0, RECENTLY_VIEWED_LIMIT);
}
