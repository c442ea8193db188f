import { DEFAULT_STORE_CODE, isStoreCode, type StoreCode } from '@shop/store-views';
import { buildShopPath } from './shopRoute';

export interface StoreRedirect {
  /** 301 where the answer holds forever, 302 for the front door (see `storeRedirectOf`). */
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

/** What a store view prefix looks like (nl-be, en-rw...): two letters, a dash, two letters. */
const STORE_PREFIX = /^[a-z]{2}-[a-z]{2}$/i;

const home = (store: StoreCode) => buildShopPath({ kind: 'home', store });

/**
 * Where a path that does not name a store view the canonical way must go, or null when it does. `pathname` is
 * the raw path (no query string). The web server answers with it before any script runs, and the browser's
 * router goes to its `location` (replacing the address), so a first visit and a click inside the app end on
 * the same page. Rules, in order:
 * - `/` is the front door: 302 to the default store's home (seed 000 §1 nl-be). Temporary on purpose: the
 *   store a visitor lands in is a choice the shop may refine (host, language, a remembered store), and a
 *   301 would stay in browsers' caches for good; every other rule has one right answer forever, so 301.
 * - /pwa.html and /{store}/pwa.html are the home route's alias (seed 000 §2): one page, one address.
 * - a country prefix (/be, /nl, /rw) is that country's store view (seed 000 §2 "Country to store").
 * - a known store prefix in capitals is written in lower case; an unknown xx-yy prefix (/fr-fr/...) is
 *   replaced by the default store, seed 000 §1 "nl-be (default and fallback)";
 * - any other path gets the default store in front (/c/boeken -> /nl-be/c/boeken).
 */
export function storeRedirectOf(pathname: string): StoreRedirect | null {
  if (pathname === '/' || pathname === '') return { status: 302, location: home(DEFAULT_STORE_CODE) };
  const [, first = '', ...rest] = pathname.split('/');
  if (first.toLowerCase() === HOME_ALIAS && rest.length === 0) {
    return { status: 301, location: home(DEFAULT_STORE_CODE) };
  }
  if (isStoreCode(first)) {
    return rest.length === 1 && rest[0]?.toLowerCase() === HOME_ALIAS
      ? { status: 301, location: home(first) }
      : null;
  }
  const country = COUNTRY_STORES[first.toLowerCase()];
  if (country) {
    return { status: 301, location: rest.length ? ['', country, ...rest].join('/') : home(country) };
  }
  if (STORE_PREFIX.test(first)) {
    const lower = first.toLowerCase();
    return {
      status: 301,
      location: ['', isStoreCode(lower) ? lower : DEFAULT_STORE_CODE, ...rest].join('/'),
    };
  }
  return { status: 301, location: `/${DEFAULT_STORE_CODE}${pathname}` };
}
