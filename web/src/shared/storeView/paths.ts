import type { SinglePageKey } from '@shop/contracts';
import { buildShopPath, QUERY_PARAMS, type CheckoutStep } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';

export { CHECKOUT_STEPS, type CheckoutStep } from '@shop/routes';

/** The query parameter of the checkout step. */
export const CHECKOUT_STEP_PARAM = QUERY_PARAMS.checkoutStep;
/** The route query parameter of the search term on the books page. */
export const SEARCH_TERM_PARAM = QUERY_PARAMS.searchTerm;
/** The query parameter of a login page (the shop's and the reading programme's): where to go once logged in. */
export const REDIRECT_PARAM = QUERY_PARAMS.redirect;

/**
 * The web app's links to the pages of the shop (seed 000 §2, seed 001 §2), by the arguments its screens have
 * at hand. Every path is built by @shop/routes, which holds the prefixes, translated segments and encoding;
 * a page it knows that the app does not show gets no link here, so that every link leads somewhere.
 */
export const paths = {
  home: (store: StoreCode) => buildShopPath({ kind: 'home', store }),
  /** /c/{slug}; the slug is the category's url path and may contain slashes. */
  category: (store: StoreCode, urlPath: string) => buildShopPath({ kind: 'category', store, urlPath }),
  product: (store: StoreCode, parentSku: string, slug: string) =>
    buildShopPath({ kind: 'product', store, sku: parentSku, slug, childSku: null }),
  /** A configurable product with its chosen variant. */
  variant: (store: StoreCode, parentSku: string, slug: string, childSku: string) =>
    buildShopPath({ kind: 'product', store, sku: parentSku, slug, childSku }),
  /** All books, or the search results for `term`. */
  books: (store: StoreCode, term?: string) => buildShopPath({ kind: 'books', store, term: term || null }),
  cart: (store: StoreCode) => buildShopPath({ kind: 'cart', store }),
  checkout: (store: StoreCode, step?: CheckoutStep) =>
    buildShopPath({ kind: 'checkout', store, step: step ?? null }),
  /** seed 000 §2 page kind 'order confirmation': the order just placed, by its number. */
  checkoutConfirmation: (store: StoreCode, orderNumber: string) =>
    buildShopPath({ kind: 'checkoutConfirmation', store, orderNumber }),
  paymentReturn: (store: StoreCode) => buildShopPath({ kind: 'paymentReturn', store }),
  cookies: (store: StoreCode) => buildShopPath({ kind: 'cookies', store }),
  singlePage: (store: StoreCode, page: SinglePageKey) => buildShopPath({ kind: 'singlePage', store, page }),
  contact: (store: StoreCode) => buildShopPath({ kind: 'contact', store }),
  legal: (store: StoreCode) => buildShopPath({ kind: 'legal', store }),
  recentlyViewed: (store: StoreCode) => buildShopPath({ kind: 'myRecentlyViewed', store }),
  /** seed 001 §1, §4: the visitor's wishlist. */
  wishlist: (store: StoreCode) => buildShopPath({ kind: 'wishlist', store }),
  newReleases: (store: StoreCode) => buildShopPath({ kind: 'newReleases', store }),
  /** seed 001 §2 classreading home: a pupil's dashboard. */
  classreading: (store: StoreCode) => buildShopPath({ kind: 'classreading', store }),
  /** The school id page, the reading login route; `redirect` is the path to go to once logged in. */
  readingLogin: (store: StoreCode, redirect?: string) =>
    buildShopPath({ kind: 'readingLogin', store, redirect: redirect || null }),
  readingLists: (store: StoreCode) => buildShopPath({ kind: 'readingLists', store }),
  readingList: (store: StoreCode, list: string) => buildShopPath({ kind: 'readingList', store, list }),
  readingClubs: (store: StoreCode) => buildShopPath({ kind: 'readingClubs', store }),
  readingClub: (store: StoreCode, club: string) => buildShopPath({ kind: 'readingClub', store, club }),
  classreadingTeachers: (store: StoreCode) => buildShopPath({ kind: 'teachers', store }),
  schoolCode: (store: StoreCode) => buildShopPath({ kind: 'schoolCode', store }),
  /** seed 001 §2 news overview and a news item. */
  news: (store: StoreCode) => buildShopPath({ kind: 'newsOverview', store }),
  newsItem: (store: StoreCode, slug: string) => buildShopPath({ kind: 'newsDetail', store, slug }),
  /** seed 001 §2 authors and illustrators overview and an author's page. */
  authors: (store: StoreCode) => buildShopPath({ kind: 'authorsOverview', store }),
  author: (store: StoreCode, slug: string) => buildShopPath({ kind: 'authorDetail', store, slug }),
  /** seed 001 §2 educational material, with /{slug}. */
  educationalMaterial: (store: StoreCode) => buildShopPath({ kind: 'educationalMaterialOverview', store }),
  educationalMaterialItem: (store: StoreCode, slug: string) =>
    buildShopPath({ kind: 'educationalMaterialDetail', store, slug }),
  /** seed 001 §2 curated lists, the joy action list and the range page. */
  curatedLists: (store: StoreCode) => buildShopPath({ kind: 'curatedLists', store }),
  joyActionList: (store: StoreCode) => buildShopPath({ kind: 'joyActionList', store }),
  range: (store: StoreCode) => buildShopPath({ kind: 'range', store }),
  /** A book of the reading programme, by its sku. */
  classreadingBook: (store: StoreCode, book: string) =>
    buildShopPath({ kind: 'classreadingBook', store, book }),
};
