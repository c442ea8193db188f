import { SINGLE_PAGES } from '@shop/contracts';
import { STORE_CODES, type StoreCode } from '@shop/store-views';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShopRoute } from './parseShopRoute';
import { CHECKOUT_STEPS, SHOP_SEGMENTS, TRANSLATED_SEGMENTS } from './segments';
import { buildShopPath, type RouteOf, type ShopRoute, type ShopRouteKind } from './shopRoute';

/** Free text as shops and editors write it, and the odd cases an index may hold. */
const AWKWARD = [
  'bébé',
  'kikker is verliefd',
  'de-kleine-ijsbeer.html',
  'a?b#c',
  '100%',
  '%20',
  'x+y',
  'a&b=c',
  '日本語',
  'kikker 🐸',
  'Ünïcödé',
  ' leading and trailing ',
];
const text = fc.oneof(
  fc.constantFrom(...AWKWARD),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

/** Dot segments are never part of an address: browsers resolve them before a request is sent. */
const notDots = (segment: string) => segment !== '.' && segment !== '..';

/** One segment of free text: it may hold slashes, which the path carries percent-encoded. */
const segment = text.filter(notDots);

/** A url path: segments joined by slashes, none empty (a path has no empty segments). */
const urlPath = fc.oneof(
  fc.constantFrom('prentenboeken/kartonboeken', 'boeken.html', 'boeken/0-3-jaar/prentenboeken.html'),
  fc
    .array(
      text.filter((value) => !value.includes('/') && notDots(value)),
      { minLength: 1, maxLength: 4 },
    )
    .map((segments) => segments.join('/')),
);

const lower = (value: string) => value.toLowerCase();
const readingWords = Object.values(TRANSLATED_SEGMENTS).map(({ classreading }) => classreading);
const { classreading: _nl, ...nlWords } = TRANSLATED_SEGMENTS.nl;
const { classreading: _en, ...enWords } = TRANSLATED_SEGMENTS.en;

/** The first segments of the shop's own pages: a url path starting with one would name that page. */
const RESERVED_FIRST = new Set(
  [
    ...Object.values(SHOP_SEGMENTS),
    ...SINGLE_PAGES,
    ...Object.values(nlWords),
    ...Object.values(enWords),
    ...readingWords.map((words) => words.home),
  ].map((words) => lower(words.split('/')[0] ?? '')),
);
/** The classreading pages' own segments, which no book takes (seed 001 §2). */
const READING_PAGES = new Set(
  readingWords.flatMap(({ home: _home, ...pages }) => Object.values(pages)).map(lower),
);

const store = fc.constantFrom(...STORE_CODES);
const page = <Kind extends ShopRouteKind>(kind: Kind) =>
  store.map((code) => ({ kind, store: code }) as RouteOf<Kind>);
const withStore = <Route extends ShopRoute>(arbitrary: fc.Arbitrary<Omit<Route, 'store'>>) =>
  fc.tuple(store, arbitrary).map(([code, rest]) => ({ ...rest, store: code }) as Route);
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** Every kind of route, in every store view: a record, so that a new kind without its arbitrary does not compile. */
const ROUTES: { [Kind in ShopRouteKind]: fc.Arbitrary<RouteOf<Kind>> } = {
  home: page('home'),
  product: withStore<RouteOf<'product'>>(
    fc.oneof(
      fc.record({
        kind: fc.constant('product' as const),
        sku: segment,
        slug: segment,
        childSku: optional(segment),
      }),
      fc.record({
        kind: fc.constant('product' as const),
        sku: segment,
        slug: fc.constant(null),
        childSku: fc.constant(null),
      }),
    ),
  ),
  category: withStore(fc.record({ kind: fc.constant('category' as const), urlPath })),
  editorial: withStore(fc.record({ kind: fc.constant('editorial' as const), slug: urlPath })),
  urlPath: withStore(
    fc.record({
      kind: fc.constant('urlPath' as const),
      urlPath: urlPath.filter((path) => !RESERVED_FIRST.has(lower(path.split('/')[0] ?? ''))),
    }),
  ),
  books: withStore(fc.record({ kind: fc.constant('books' as const), term: optional(text) })),
  wishlist: page('wishlist'),
  newReleases: page('newReleases'),
  cart: page('cart'),
  checkout: withStore(
    fc.record({ kind: fc.constant('checkout' as const), step: optional(fc.constantFrom(...CHECKOUT_STEPS)) }),
  ),
  checkoutConfirmation: withStore(
    fc.record({ kind: fc.constant('checkoutConfirmation' as const), orderNumber: segment }),
  ),
  paymentReturn: page('paymentReturn'),
  cookies: page('cookies'),
  singlePage: withStore(
    fc.record({ kind: fc.constant('singlePage' as const), page: fc.constantFrom(...SINGLE_PAGES) }),
  ),
  contact: page('contact'),
  legal: page('legal'),
  login: withStore(
    fc.record({
      kind: fc.constant('login' as const),
      view: fc.constantFrom(null, 'register' as const, 'forgot-password' as const),
      redirect: optional(text),
    }),
  ),
  createPassword: page('createPassword'),
  myAccount: page('myAccount'),
  myOrders: page('myOrders'),
  myOrder: withStore(fc.record({ kind: fc.constant('myOrder' as const), orderId: segment })),
  myNewsletter: page('myNewsletter'),
  myRecentlyViewed: page('myRecentlyViewed'),
  myDigitalProducts: page('myDigitalProducts'),
  pageNotFound: page('pageNotFound'),
  error: page('error'),
  classreading: page('classreading'),
  readingLogin: withStore(
    fc.record({ kind: fc.constant('readingLogin' as const), redirect: optional(text) }),
  ),
  readingLists: page('readingLists'),
  readingList: withStore(fc.record({ kind: fc.constant('readingList' as const), list: segment })),
  readingClubs: page('readingClubs'),
  readingClub: withStore(fc.record({ kind: fc.constant('readingClub' as const), club: segment })),
  teachers: page('teachers'),
  schoolCode: page('schoolCode'),
  classreadingBook: withStore(
    fc.record({
      kind: fc.constant('classreadingBook' as const),
      book: segment.filter((book) => !READING_PAGES.has(lower(book))),
    }),
  ),
  newsOverview: page('newsOverview'),
  newsDetail: withStore(fc.record({ kind: fc.constant('newsDetail' as const), slug: segment })),
  authorsOverview: page('authorsOverview'),
  authorDetail: withStore(fc.record({ kind: fc.constant('authorDetail' as const), slug: segment })),
  educationalMaterialOverview: page('educationalMaterialOverview'),
  educationalMaterialDetail: withStore(
    fc.record({ kind: fc.constant('educationalMaterialDetail' as const), slug: segment }),
  ),
  curatedLists: page('curatedLists'),
  joyActionList: page('joyActionList'),
  range: page('range'),
};

describe('building and parsing shop paths are inverses (seed 000 §2, seed 001 §2)', () => {
  it.each(Object.keys(ROUTES) as ShopRouteKind[])('%s, in every store view', (kind) => {
    fc.assert(
      fc.property(ROUTES[kind] as fc.Arbitrary<ShopRoute>, (route) => {
        const path = buildShopPath(route);
        const parsed = parseShopRoute(path);
        expect(parsed).toEqual(route);
        expect(buildShopPath(parsed as ShopRoute)).toBe(path);
      }),
    );
  });

  it('writes every route under its own store prefix, with no empty or dot segment', () => {
    fc.assert(
      fc.property(fc.oneof(...Object.values(ROUTES)) as fc.Arbitrary<ShopRoute>, (route) => {
        const [pathname = ''] = buildShopPath(route).split('?');
        const [, prefix, ...segments] = pathname.split('/');
        expect(prefix).toBe(route.store satisfies StoreCode);
        if (route.kind === 'home') expect(segments).toEqual(['']);
        else for (const part of segments) expect(['', '.', '..']).not.toContain(part);
      }),
    );
  });
});
