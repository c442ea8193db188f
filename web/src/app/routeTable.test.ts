import { buildShopPath, type ShopRoute, type ShopRouteKind } from '@shop/routes';
import { STORE_CODES } from '@shop/store-views';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

type Sample = { [Kind in ShopRouteKind]: Omit<Extract<ShopRoute, { kind: Kind }>, 'store' | 'kind'> };

/** One route of every kind @shop/routes knows, with what its free parts may be. */
const SAMPLES: Sample = {
  home: {},
  product: { sku: '9789044800001', slug: 'kikker', childSku: '9789044800002' },
  category: { urlPath: 'prentenboeken/kartonboeken' },
  editorial: { slug: 'zomerlezen' },
  urlPath: { urlPath: 'kikker-is-verliefd.html' },
  books: { term: 'beer' },
  newReleases: {},
  wishlist: {},
  cart: {},
  checkout: { step: 'shipping' },
  checkoutConfirmation: { orderNumber: '000000042' },
  paymentReturn: {},
  cookies: {},
  singlePage: { page: 'privacy' },
  contact: {},
  legal: {},
  login: { view: 'register', redirect: null },
  createPassword: {},
  myAccount: {},
  myOrders: {},
  myOrder: { orderId: '17' },
  myNewsletter: {},
  myRecentlyViewed: {},
  myDigitalProducts: {},
  pageNotFound: {},
  error: {},
  classreading: {},
  readingLogin: { redirect: null },
  readingLists: {},
  readingList: { list: '3' },
  readingClubs: {},
  readingClub: { club: '12' },
  teachers: {},
  schoolCode: {},
  classreadingBook: { book: '9789044800001' },
  newsOverview: {},
  newsDetail: { slug: 'voorleesweek' },
  authorsOverview: {},
  authorDetail: { slug: 'guido-van-genechten' },
  educationalMaterialOverview: {},
  educationalMaterialDetail: { slug: 'kikker-in-de-klas' },
  curatedLists: {},
  joyActionList: {},
  range: {},
};

/**
 * The kinds the catch-all answers: the catalogue's and the content service's pages, which the URL resolver
 * finds (seed 000 §2), and the pages the shop has no screen for yet, which nothing links to.
 */
const CATCH_ALL: readonly ShopRouteKind[] = [
  'product',
  'category',
  'editorial',
  'urlPath',
  'contact',
  'legal',
];

const kinds = Object.keys(SAMPLES) as ShopRouteKind[];

describe('the route table and @shop/routes agree (seed 000 §2, seed 001 §2)', () => {
  it.each(kinds.filter((kind) => !CATCH_ALL.includes(kind)))(
    'a path built for %s, in every store view, has its own route',
    (kind) => {
      for (const store of STORE_CODES) {
        const path = buildShopPath({ kind, store, ...SAMPLES[kind] } as ShopRoute);
        const matches = matchRoutes(routes, path) ?? [];
        expect(matches.at(-1)?.route.path, path).not.toBe('*');
      }
    },
  );

  it.each(CATCH_ALL)('a path built for %s goes to the catch-all', (kind) => {
    for (const store of STORE_CODES) {
      const path = buildShopPath({ kind, store, ...SAMPLES[kind] } as ShopRoute);
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toBe('*');
    }
  });
});
