import type { SinglePageKey } from '@shop/contracts';
import { DEFAULT_STORE_CODE, STORE_VIEWS, isStoreCode, type StoreCode } from '@shop/store-views';

/**
 * URLs of the shop (seed 000 §2): every route is prefixed with /{storeCode}/. One place builds them, so a
 * route change is one edit.
 */
export const NEW_RELEASES_SEGMENTS = { nl: 'nieuwe-uitgaven', en: 'new-releases' } as const;

/** seed 000 §2 translated segment: books.html = boeken.html (where the legacy /search and /zoeken lead). */
export const BOOKS_SEGMENTS = { nl: 'boeken.html', en: 'books.html' } as const;

/** seed 000 §4: the checkout's three steps, in order (personal details, shipping, payment). */
export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** The query parameter of the checkout step. */
export const CHECKOUT_STEP_PARAM = 'step';

/** seed 000 §2 'payment return' /adyen/process/result, the same in every language. */
export const PAYMENT_RETURN_SEGMENTS = 'adyen/process/result';

/** The route query parameter of the search term on the books page. */
export const SEARCH_TERM_PARAM = 'q';

/** The query parameter of a login page (the shop's and the reading programme's): where to go once logged in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * seed 001 §2 classreading paths, Dutch and English. The home's segment comes first in every path; a book is
 * `{home}/{book}`, so the other segments are names no book can take.
 */
export const CLASSREADING_SEGMENTS = {
  nl: {
    home: 'klaslezen',
    schoolId: 'schoolid',
    readingLists: 'leeslijsten',
    readingClubs: 'leesclubs',
    teachers: 'leerkrachten',
    schoolCode: 'schoolcode',
  },
  en: {
    home: 'classreading',
    schoolId: 'schoolid',
    readingLists: 'readinglists',
    readingClubs: 'readingclubs',
    teachers: 'teachers',
    schoolCode: 'schoolcode',
  },
} as const;

export const paths = {
  home: (store: StoreCode) => `/${store}/`,
  /** seed 000 §2 category route /c/{slug}; the slug is the category's url path and may contain slashes. */
  category: (store: StoreCode, urlPath: string) => `/${store}/c/${trimSlashes(urlPath)}`,
  /** seed 000 §2 product route /p/{parentSku}/{slug}. */
  product: (store: StoreCode, parentSku: string, slug: string) =>
    `/${store}/p/${encodeURIComponent(parentSku)}/${trimSlashes(slug)}`,
  /** seed 000 §2 /p/{parentSku}/{slug}/{childSku}: a configurable product with its chosen variant. */
  variant: (store: StoreCode, parentSku: string, slug: string, childSku: string) =>
    `${paths.product(store, parentSku, slug)}/${encodeURIComponent(childSku)}`,
  /** seed 000 §2 translated segment: new-releases = nieuwe-uitgaven. */
  /** All books, or the search results for `term` (seed 000 §2 books.html, the search results page). */
  books: (store: StoreCode, term?: string) =>
    `/${store}/${BOOKS_SEGMENTS[STORE_VIEWS[store].language]}${term ? `?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term })}` : ''}`,
  /** The cart page: the seed names no path for it (the mini cart is its cart view); /cart as Vue Storefront has it. */
  cart: (store: StoreCode) => `/${store}/cart`,
  /** seed 000 §2 checkout; `step` is kept in the query so back, forward and reload show the same step. */
  checkout: (store: StoreCode, step?: CheckoutStep) =>
    `/${store}/checkout${step ? `?${CHECKOUT_STEP_PARAM}=${step}` : ''}`,
  /** seed 000 §2 page kind 'order confirmation': the order just placed, by its number. */
  checkoutConfirmation: (store: StoreCode, orderNumber: string) =>
    `/${store}/checkout/confirmation/${encodeURIComponent(orderNumber)}`,
  /** seed 000 §2 'payment return': the card payment provider's return address after a redirect. */
  paymentReturn: (store: StoreCode) => `/${store}/${PAYMENT_RETURN_SEGMENTS}`,
  /** seed 000 §2 cookies: the cookie preferences (seed 001 §2), the same path in every language. */
  cookies: (store: StoreCode) => `/${store}/cookies`,
  /**
   * seed 000 §2 static page views (/privacy, /terms-and-conditions) and the shop's other single pages of the
   * content service (/shipping, /returns): the page's key is its path, the same in every language, as the
   * seed's static routes are.
   */
  singlePage: (store: StoreCode, page: SinglePageKey) => `/${store}/${page}`,
  /** seed 000 §2 legacy /contact.html: the contact page, a CMS page of the catalogue with the same identifier in every store. */
  contact: (store: StoreCode) => `/${store}/contact`,
  /** seed 000 §2 legal: one static page view, a CMS page of the catalogue. */
  legal: (store: StoreCode) => `/${store}/legal`,
  /** seed 000 §2 my-recently-viewed. */
  recentlyViewed: (store: StoreCode) => `/${store}/my-account/recently-viewed`,
  newReleases: (store: StoreCode) =>
    `/${store}/${STORE_VIEWS[store].language === 'nl' ? NEW_RELEASES_SEGMENTS.nl : NEW_RELEASES_SEGMENTS.en}`,
  /** seed 001 §2 classreading home: a pupil's dashboard. */
  classreading: (store: StoreCode) => classreadingPath(store),
  /**
   * seed 001 §2 school id page, which is also the reading login route of seed 001 §2: a pupil's login starts
   * with the school id. `redirect` is the path to go to once logged in (seed 001 §2: the wanted path).
   */
  readingLogin: (store: StoreCode, redirect?: string) =>
    `${classreadingPath(store, 'schoolId')}${redirect ? `?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : ''}`,
  /** seed 001 §2 reading lists, and one list under them. */
  readingLists: (store: StoreCode) => classreadingPath(store, 'readingLists'),
  readingList: (store: StoreCode, list: string) =>
    `${classreadingPath(store, 'readingLists')}/${encodeURIComponent(list)}`,
  /** seed 001 §2 reading clubs, and one club under them. */
  readingClubs: (store: StoreCode) => classreadingPath(store, 'readingClubs'),
  readingClub: (store: StoreCode, club: string) =>
    `${classreadingPath(store, 'readingClubs')}/${encodeURIComponent(club)}`,
  /** seed 001 §2 teachers. */
  classreadingTeachers: (store: StoreCode) => classreadingPath(store, 'teachers'),
  /** seed 001 §2 'my school code' (view, renew, accept): the seed names the screen, not its path. */
  schoolCode: (store: StoreCode) => classreadingPath(store, 'schoolCode'),
  /** seed 001 §2 a book of the reading programme, by its sku. */
  classreadingBook: (store: StoreCode, book: string) =>
    `${classreadingPath(store)}/${encodeURIComponent(book)}`,
};

function classreadingPath(
  store: StoreCode,
  page?: Exclude<keyof (typeof CLASSREADING_SEGMENTS)['nl'], 'home'>,
): string {
  const segments = CLASSREADING_SEGMENTS[STORE_VIEWS[store].language];
  return `/${store}/${segments.home}${page ? `/${segments[page]}` : ''}`;
}

/**
 * Whether a path (without query) is the reading login route of a store view, in either language's words: the
 * one /en-rw page an anonymous visitor may see (seed 001 §2), and never a place to return to after login.
 */
export function isReadingLoginPath(pathname: string): boolean {
  const [, store, home, page, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!isStoreCode(store) || rest.length > 0) return false;
  return Object.values(CLASSREADING_SEGMENTS).some(
    (segments) => home === segments.home && page === segments.schoolId,
  );
}

/** seed 001 §2: the store view whose pages only signed-in visitors see. */
export const GUARDED_STORE: StoreCode = 'en-rw';

/**
 * seed 001 §2: 'Anonymous users requesting any path starting with /en-rw (except the reading login route) are
 * redirected to the reading login route. The wanted path is remembered and used after login.' Where an
 * anonymous visitor of `pathAndQuery` must go instead, or null when they may stay. The wanted path travels in
 * the login's address, never in the browser's storage. Used by the web server (before any script runs) and by
 * the browser's router alike.
 */
export function readingLoginRedirectOf(pathAndQuery: string): string | null {
  const pathname = pathAndQuery.split(/[?#]/, 1)[0] ?? '';
  const [, store] = pathname.split('/');
  if (store !== GUARDED_STORE || isReadingLoginPath(pathname)) return null;
  return paths.readingLogin(GUARDED_STORE, pathAndQuery);
}

/** What a store view prefix looks like (nl-be, en-rw...): two letters, a dash, two letters. */
const STORE_PREFIX = /^[a-z]{2}-[a-z]{2}$/i;

/**
 * Where a path without a known store prefix should go (seed 000 §1: nl-be is the default and the fallback),
 * or null when the path already starts with a store view. An unknown prefix such as /fr-fr/... is replaced;
 * a path without any prefix (/c/boeken) gets /nl-be in front.
 */
export function storeRedirectOf(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (isStoreCode(first)) return null;
  if (STORE_PREFIX.test(first)) {
    const lower = first.toLowerCase();
    return ['', isStoreCode(lower) ? lower : DEFAULT_STORE_CODE, ...rest].join('/');
  }
  return pathname === '/' || pathname === ''
    ? paths.home(DEFAULT_STORE_CODE)
    : `/${DEFAULT_STORE_CODE}${pathname}`;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
