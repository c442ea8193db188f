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
  /** seed 000 §2 my-recently-viewed. */
  recentlyViewed: (store: StoreCode) => `/${store}/my-account/recently-viewed`,
  newReleases: (store: StoreCode) =>
    `/${store}/${STORE_VIEWS[store].language === 'nl' ? NEW_RELEASES_SEGMENTS.nl : NEW_RELEASES_SEGMENTS.en}`,
};

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
