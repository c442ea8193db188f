import type { StoreCode } from '@shop/store-views';
import { parseShopRoute } from './parseShopRoute';
import { buildShopPath } from './shopRoute';

/** seed 001 §2: the store view whose pages only signed-in visitors see. */
export const GUARDED_STORE: StoreCode = 'en-rw';

/**
 * Whether a path is the reading login route of a store view, in either language's words: the one /en-rw page
 * an anonymous visitor may see (seed 001 §2), and never a place to return to after login.
 */
export function isReadingLoginPath(path: string): boolean {
  return parseShopRoute(path)?.kind === 'readingLogin';
}

/**
 * The reading login of the guarded store view: the one page its anonymous visitors may see (seed 001 §6), so it
 * is shown without the shop's links, every one of which would lead back to it.
 */
export function isGuardedReadingLogin(path: string): boolean {
  const route = parseShopRoute(path);
  return route?.store === GUARDED_STORE && route.kind === 'readingLogin';
}

/**
 * seed 001 §2: 'Anonymous users requesting any path starting with /en-rw (except the reading login route) are
 * redirected to the reading login route. The wanted path is remembered and used after login.' Where an
 * anonymous visitor of `pathAndQuery` must go instead, or null when they may stay. The wanted path travels in
 * the login's address, never in the browser's storage. Used by the web server (before any script runs) and by
 * the browser's router alike.
 */
export function readingLoginRedirectOf(pathAndQuery: string): string | null {
  const route = parseShopRoute(pathAndQuery);
  // The error page shows no data and must show when the reading login cannot: it stays reachable.
  if (route?.store !== GUARDED_STORE || route.kind === 'readingLogin' || route.kind === 'error') return null;
  return buildShopPath({ kind: 'readingLogin', store: GUARDED_STORE, redirect: pathAndQuery });
}
