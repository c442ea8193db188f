import { SINGLE_PAGES } from '@shop/contracts';
import { isStoreCode, type StoreCode } from '@shop/store-views';
import {
  CHECKOUT_STEPS,
  LOGIN_VIEWS,
  QUERY_PARAMS,
  SHOP_SEGMENTS,
  TRANSLATED_SEGMENTS,
  type CheckoutStep,
  type LoginView,
} from './segments';
import type { RouteOf, ShopRoute, ShopRouteKind } from './shopRoute';

/** A path as the address bar shows it, taken apart: raw (percent-encoded) segments and the query. */
export interface PathParts {
  /** The non-empty segments of the path, as written. */
  raw: string[];
  query: URLSearchParams;
}

/** Query string and fragment apart from the path; empty segments (a trailing or doubled slash) ignored. */
export function partsOf(path: string): PathParts {
  const withoutHash = path.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  return { raw: pathname.split('/').filter((segment) => segment !== ''), query: new URLSearchParams(search) };
}

/** The store view a path's first segment names (/nl-be, /NL-BE...), or null. */
export function storeOfPrefix(segment: string | undefined): StoreCode | null {
  const code = segment?.toLowerCase();
  return isStoreCode(code) ? code : null;
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Query = URLSearchParams;
type ExactPage = (store: StoreCode, query: Query) => ShopRoute;
type PageWithParam = (store: StoreCode, param: string) => ShopRoute;

/** The kinds of route that name nothing but their page. */
type BareKind = {
  [Kind in ShopRouteKind]: Exclude<keyof RouteOf<Kind>, 'kind' | 'store'> extends never ? Kind : never;
}[ShopRouteKind];

// The cast only spares the compiler from pairing every bare kind with every store (too many combinations).
const bare =
  (kind: BareKind): ExactPage =>
  (store) =>
    ({ kind, store }) as RouteOf<BareKind>;

const stepOf = (value: string | null): CheckoutStep | null =>
  (CHECKOUT_STEPS as readonly string[]).includes(value ?? '') ? (value as CheckoutStep) : null;

const loginViewOf = (value: string | null): Exclude<LoginView, 'login'> | null =>
  value !== 'login' && (LOGIN_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as Exclude<LoginView, 'login'>)
    : null;

const key = (...segments: string[]) => segments.join('/').toLowerCase();

/**
 * The pages whose path is fixed, by their segments (lower case: the router matches without regard to case).
 * Either language's segments lead to the page in every store view, as the web's route table has it.
 */
const EXACT_PAGES: ReadonlyMap<string, ExactPage> = new Map<string, ExactPage>([
  [key(SHOP_SEGMENTS.cart), bare('cart')],
  [
    key(SHOP_SEGMENTS.checkout),
    (store, query) => ({ kind: 'checkout', store, step: stepOf(query.get(QUERY_PARAMS.checkoutStep)) }),
  ],
  [key(SHOP_SEGMENTS.paymentReturn), bare('paymentReturn')],
  [key(SHOP_SEGMENTS.cookies), bare('cookies')],
  [key(SHOP_SEGMENTS.contact), bare('contact')],
  [key(SHOP_SEGMENTS.legal), bare('legal')],
  [
    key(SHOP_SEGMENTS.login),
    (store, query) => ({
      kind: 'login',
      store,
      view: loginViewOf(query.get(QUERY_PARAMS.loginView)),
      redirect: query.get(QUERY_PARAMS.redirect) || null,
    }),
  ],
  [key(SHOP_SEGMENTS.createPassword), bare('createPassword')],
  [key(SHOP_SEGMENTS.myAccount), bare('myAccount')],
  [key(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myOrders), bare('myOrders')],
  [key(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myNewsletter), bare('myNewsletter')],
  [key(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myRecentlyViewed), bare('myRecentlyViewed')],
  [key(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myDigitalProducts), bare('myDigitalProducts')],
  [key(SHOP_SEGMENTS.pageNotFound), bare('pageNotFound')],
  [key(SHOP_SEGMENTS.error), bare('error')],
  ...SINGLE_PAGES.map((page): [string, ExactPage] => [
    key(page),
    (store) => ({ kind: 'singlePage', store, page }),
  ]),
  ...Object.values(TRANSLATED_SEGMENTS).flatMap(
    ({ classreading: reading, ...words }): [string, ExactPage][] => [
      [
        key(words.books),
        (store, query) => ({ kind: 'books', store, term: query.get(QUERY_PARAMS.searchTerm) || null }),
      ],
      [key(words.wishlist), bare('wishlist')],
      [key(words.newReleases), bare('newReleases')],
      [key(words.news), bare('newsOverview')],
      [key(words.authors), bare('authorsOverview')],
      [key(words.educationalMaterial), bare('educationalMaterialOverview')],
      [key(words.curatedLists), bare('curatedLists')],
      [key(words.joyActionList), bare('joyActionList')],
      [key(words.range), bare('range')],
      [key(reading.home), bare('classreading')],
      [
        key(reading.home, reading.schoolId),
        (store, query) => ({
          kind: 'readingLogin',
          store,
          redirect: query.get(QUERY_PARAMS.redirect) || null,
        }),
      ],
      [key(reading.home, reading.readingLists), bare('readingLists')],
      [key(reading.home, reading.readingClubs), bare('readingClubs')],
      [key(reading.home, reading.teachers), bare('teachers')],
      [key(reading.home, reading.schoolCode), bare('schoolCode')],
    ],
  ),
]);

/**
 * The pages that end in one free segment, by the segments before it. A fixed page wins over these, so
 * classreading/{book} never takes the name of a classreading page (seed 001 §2).
 */
const PAGES_WITH_PARAM: ReadonlyMap<string, PageWithParam> = new Map<string, PageWithParam>([
  [
    key(SHOP_SEGMENTS.checkout, SHOP_SEGMENTS.checkoutConfirmation),
    (store, orderNumber) => ({ kind: 'checkoutConfirmation', store, orderNumber }),
  ],
  [
    key(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myOrders),
    (store, orderId) => ({ kind: 'myOrder', store, orderId }),
  ],
  ...Object.values(TRANSLATED_SEGMENTS).flatMap(
    ({ classreading: reading, ...words }): [string, PageWithParam][] => [
      [key(words.news), (store, slug) => ({ kind: 'newsDetail', store, slug })],
      [key(words.authors), (store, slug) => ({ kind: 'authorDetail', store, slug })],
      [key(words.educationalMaterial), (store, slug) => ({ kind: 'educationalMaterialDetail', store, slug })],
      [key(reading.home, reading.readingLists), (store, list) => ({ kind: 'readingList', store, list })],
      [key(reading.home, reading.readingClubs), (store, club) => ({ kind: 'readingClub', store, club })],
      [key(reading.home), (store, book) => ({ kind: 'classreadingBook', store, book })],
    ],
  ),
]);

/** The route of a store view's path: `segments` are the decoded segments after the store prefix. */
export function routeOfSegments(store: StoreCode, segments: readonly string[], query: Query): ShopRoute {
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'home', store };
  const word = first.toLowerCase();
  if (word === SHOP_SEGMENTS.product && rest.length >= 1 && rest.length <= 3) {
    const [sku = '', slug, childSku] = rest;
    return slug === undefined
      ? { kind: 'product', store, sku, slug: null, childSku: null }
      : { kind: 'product', store, sku, slug, childSku: childSku ?? null };
  }
  if (word === SHOP_SEGMENTS.category && rest.length >= 1) {
    return { kind: 'category', store, urlPath: rest.join('/') };
  }
  if (word === SHOP_SEGMENTS.editorial && rest.length >= 1) {
    return { kind: 'editorial', store, slug: rest.join('/') };
  }
  const exact = EXACT_PAGES.get(key(...segments));
  if (exact) return exact(store, query);
  const withParam = PAGES_WITH_PARAM.get(key(...segments.slice(0, -1)));
  const param = segments.at(-1);
  if (withParam && param !== undefined && segments.length >= 2) return withParam(store, param);
  return { kind: 'urlPath', store, urlPath: segments.join('/') };
}

/**
 * The route of a path with a store view prefix (seed 000 §2, seed 001 §2), read as the address bar shows it:
 * fragment dropped, percent-escapes decoded, empty segments ignored, fixed segments in any letter case. Null
 * when the path has no store prefix (see `storeRedirectOf` and `legacyRedirectOf` for those).
 */
export function parseShopRoute(path: string): ShopRoute | null {
  const { raw, query } = partsOf(path);
  const store = storeOfPrefix(raw[0]);
  if (store === null) return null;
  return routeOfSegments(store, raw.slice(1).map(decodeSegment), query);
}
