import { STORE_VIEWS, type StoreCode } from '@shop/store-views';

/**
 * Where the guest cart id lives in localStorage (see cartIdStore). A cart belongs to a store of the platform
 * (seed 000 §3: storeId 1, 2, 1, 4): nl-be and en-be are the same store (id 1, EUR, Belgian tax) in two
 * languages and share their cart, while nl-nl (Dutch tax) and en-rw (USD) have their own, since a cart's
 * prices and currency are those of its store. On its own so the benchmark can give a browser a guest cart.
 */
export function cartIdKey(store: StoreCode): string {
  return `shop/store-${STORE_VIEWS[store].storeId}/cart-id`;
}
