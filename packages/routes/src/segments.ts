import type { StoreView } from '@shop/store-views';

/** The language of a store view's paths (seed 000 §2 'Segments per language'). */
export type PathLanguage = StoreView['language'];

/**
 * The path segments that are the same in every store view (seed 000 §2 routes). A value with a slash is
 * several segments that only mean something together.
 */
export const SHOP_SEGMENTS = {
  /** /p/{parentSku}/{slug}[/{childSku}] */
  product: 'p',
  /** /c/{slug} */
  category: 'c',
  /** /e/{slug} */
  editorial: 'e',
  /** The seed names no path for the cart page (the mini cart is its cart view): /cart as Vue Storefront has it. */
  cart: 'cart',
  checkout: 'checkout',
  /** seed 000 §2 page kind 'order confirmation', under the checkout: checkout/confirmation/{orderNumber}. */
  checkoutConfirmation: 'confirmation',
  /** seed 000 §2 'payment return': the card payment provider's return address. */
  paymentReturn: 'adyen/process/result',
  cookies: 'cookies',
  /** seed 000 §2 legacy /contact.html: a CMS page of the catalogue with the same identifier in every store. */
  contact: 'contact',
  /** seed 000 §2 legal: one static page view, a CMS page of the catalogue. */
  legal: 'legal',
  login: 'login',
  createPassword: 'create-password',
  myAccount: 'my-account',
  /** The blocks of my-account, under its segment. */
  myOrders: 'orders',
  myNewsletter: 'newsletter',
  myRecentlyViewed: 'recently-viewed',
  myDigitalProducts: 'digital-products',
  pageNotFound: 'page-not-found',
  error: 'error',
} as const;

/** The segments under the classreading home (seed 001 §2): a book is `{home}/{book}`, so these are names no book takes. */
export interface ClassreadingSegments {
  home: string;
  /** The school id page, which is the reading login route (a pupil's login starts with the school id). */
  schoolId: string;
  readingLists: string;
  readingClubs: string;
  teachers: string;
  /** seed 001 §2 'my school code' (view, renew, accept): the seed names the screen, not its path. */
  schoolCode: string;
}

export interface TranslatedSegments {
  /** seed 000 §2 books.html = boeken.html: all books, and the search results. */
  books: string;
  /** seed 001 §2 names a wishlist screen but no path: the shop's word for it in each language. */
  wishlist: string;
  newReleases: string;
  news: string;
  authors: string;
  educationalMaterial: string;
  curatedLists: string;
  /** seed 000 §2 'action list for the joy list'. */
  joyActionList: string;
  /** seed 001 §2 range page. */
  range: string;
  classreading: ClassreadingSegments;
}

/**
 * seed 000 §2 'Segments per language' and seed 001 §2 'Paths with translated segments (Dutch form first,
 * English in brackets where it differs)'. Where seed 001 gives no English form, seed 000 does (news = nieuws,
 * new-releases = nieuwe-uitgaven, curated-lists = samengestelde-lijsten, educational-material = lesmateriaal);
 * the joy action list has only its Dutch form in either seed, so English keeps it.
 */
export const TRANSLATED_SEGMENTS: Readonly<Record<PathLanguage, TranslatedSegments>> = {
  nl: {
    books: 'boeken.html',
    wishlist: 'verlanglijst',
    newReleases: 'nieuwe-uitgaven',
    news: 'nieuws',
    authors: 'auteurs-illustratoren',
    educationalMaterial: 'lesmateriaal',
    curatedLists: 'samengestelde-lijsten',
    joyActionList: 'actielijsten/clavisjoy.html',
    range: 'assortiment.html',
    classreading: {
      home: 'klaslezen',
      schoolId: 'schoolid',
      readingLists: 'leeslijsten',
      readingClubs: 'leesclubs',
      teachers: 'leerkrachten',
      schoolCode: 'schoolcode',
    },
  },
  en: {
    books: 'books.html',
    wishlist: 'wishlist',
    newReleases: 'new-releases',
    news: 'news',
    authors: 'authors-illustrators',
    educationalMaterial: 'educational-material',
    curatedLists: 'curated-lists',
    joyActionList: 'actielijsten/clavisjoy.html',
    range: 'product-range.html',
    classreading: {
      home: 'classreading',
      schoolId: 'schoolid',
      readingLists: 'readinglists',
      readingClubs: 'readingclubs',
      teachers: 'teachers',
      schoolCode: 'schoolcode',
    },
  },
};

/** The languages whose segments a path may use: either language's words lead to the page in every store view. */
export const PATH_LANGUAGES = Object.keys(TRANSLATED_SEGMENTS) as PathLanguage[];

/** seed 000 §4: the checkout's three steps, in order (personal details, shipping, payment). */
export const CHECKOUT_STEPS = ['personal', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The views of the login page, kept in the address so the back button and a shared link show the same one. */
export const LOGIN_VIEWS = ['login', 'register', 'forgot-password'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

/** The query parameters the shop's routes carry. */
export const QUERY_PARAMS = {
  /** The checkout step: in the query, so back, forward and reload show the same step. */
  checkoutStep: 'step',
  /** The search term on the books page. */
  searchTerm: 'q',
  /** Which view of the login page. */
  loginView: 'view',
  /** Where a login (the shop's or the reading programme's) goes once logged in (seed 001 §2: the wanted path). */
  redirect: 'redirect',
} as const;
