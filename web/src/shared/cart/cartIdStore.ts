import { STORE_VIEWS, type StoreCode } from '@shop/store-views';

/**
 * Where the guest cart id lives: localStorage, so the cart survives a reload. The id is the commerce
 * platform's guest cart token, which grants access to an anonymous cart only. A customer's token is another
 * matter: the web server keeps it in an HttpOnly cookie, out of JavaScript's reach, and a customer's cart is
 * found from that session. Shared: the cart feature keeps the id, the account feature sends it at login so
 * the server joins the guest cart to the customer's.
 *
 * A cart belongs to a store of the platform (seed 000 §3: storeId 1, 2, 1, 4): nl-be and en-be are the same
 * store (id 1, EUR, Belgian tax) in two languages and share their cart, while nl-nl (Dutch tax) and en-rw
 * (USD) have their own, since a cart's prices and currency are those of its store.
 */
export function cartIdKey(store: StoreCode): string {
  return `shop/store-${STORE_VIEWS[store].storeId}/cart-id`;
}

export function readCartId(store: StoreCode): string | null {
  try {
    return localStorage.getItem(cartIdKey(store));
  } catch {
    return null; // storage blocked: the cart lasts as long as the page
  }
}

export function writeCartId(store: StoreCode, cartId: string | null): void {
  try {
    if (cartId) localStorage.setItem(cartIdKey(store), cartId);
    else localStorage.removeItem(cartIdKey(store));
  } catch {
    // storage blocked: keep the cart in memory only
  }
}
