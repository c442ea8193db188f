import type { StoreCode } from '@shop/store-views';
import { cartIdKey } from './cartIdKey';

export { cartIdKey };

/**
 * Where the guest cart id lives: localStorage, so the cart survives a reload. The id is the commerce
 * platform's guest cart token, which grants access to an anonymous cart only. A customer's token is another
 * matter: the web server keeps it in an HttpOnly cookie, out of JavaScript's reach. It lives in shared/
 * because the cart keeps it and the account's login reads it (the guest cart to join, seed 000 §4).
 * The key is in cartIdKey.ts.
 */
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
