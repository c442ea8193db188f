import type { StoreCode } from '@shop/store-views';
import type { StoredProduct } from '@/shared/storage/storedProducts';

/** The compare list of a store view (names are in its language), in localStorage (seed 000 §9 storage keys). */
export function compareListKey(store: StoreCode): string {
  return `shop/${store}/compare`;
}

/** seed 000 §3 Compare item: "the list is unique by sku" — a product already there is not added again. */
export function addToCompare(list: readonly StoredProduct[], product: StoredProduct): StoredProduct[] {
  return list.some((item) => item.sku === product.sku) ? [...list] : [...list, product];
}

export function removeFromCompare(list: readonly StoredProduct[], sku: string): StoredProduct[] {
  return list.filter((item) => item.sku !== sku);
}
