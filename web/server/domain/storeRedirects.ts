import { DEFAULT_STORE_CODE, isStoreCode, type StoreCode } from '@shop/store-views';
// The client's rule for paths without a known store prefix: the server answers with the same target, so a
// first visit (301 from here) and a click inside the app (the router's replace) end on the same page.
import { paths, storeRedirectOf as clientStoreRedirectOf } from '../../src/shared/storeView/paths';

export interface StoreRedirect {
  status: 301 | 302;
  location: string;
}

/** seed 000 §2 "Country to store: be to nl-be, nl to nl-nl, rw to en-rw". */
export const COUNTRY_STORES: Readonly<Record<string, StoreCode>> = {
  be: 'nl-be',
  nl: 'nl-nl',
  rw: 'en-rw',
};

/** seed 000 §2: the home route's alias. */
const HOME_ALIAS = 'pwa.html';

/**
 * Where a path that does not name a store view the canonical way must go, or null when it does. `pathname` is
 * the raw path (no query string). Rules, in order:
 * - `/` is the front door: 302 to the default store's home (seed 000 §1 nl-be). Temporary on purpose: the
 *   store a visitor lands in is a choice the shop may refine (host, language, a remembered store), and a
 *   301 would stay in browsers' caches for good; every other rule has one right answer forever, so 301.
 * - /pwa.html and /{store}/pwa.html are the home route's alias (seed 000 §2): one page, one address.
 * - a country prefix (/be, /nl, /rw) is that country's store view (seed 000 §2 "Country to store").
 * - any other path without a known store prefix: the client's rule (default store nl-be in front, an unknown
 *   or upper-case xx-yy prefix replaced), seed 000 §1 "nl-be (default and fallback)".
 */
export function storeRedirectOf(pathname: string): StoreRedirect | null {
  if (pathname === '/' || pathname === '') return { status: 302, location: paths.home(DEFAULT_STORE_CODE) };
  const [, first = '', ...rest] = pathname.split('/');
  if (first.toLowerCase() === HOME_ALIAS && rest.length === 0) {
    return { status: 301, location: paths.home(DEFAULT_STORE_CODE) };
  }
  if (isStoreCode(first)) {
    return rest.length === 1 && rest[0]?.toLowerCase() === HOME_ALIAS
      ? { status: 301, location: paths.home(first) }
      : null;
  }
  const country = COUNTRY_STORES[first.toLowerCase()];
  if (country)
    return { status: 301, location: rest.length ? ['', country, ...rest].join('/') : paths.home(country) };
  const location = clientStoreRedirectOf(pathname);
  return location === null ? null : { status: 301, location };
}
