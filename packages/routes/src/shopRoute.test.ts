import type { StoreCode } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import { parseShopRoute } from './parseShopRoute';
import { buildShopPath, type ShopRoute, type ShopRouteKind } from './shopRoute';

type Example = {
  [Kind in ShopRouteKind]: [Omit<Extract<ShopRoute, { kind: Kind }>, 'store'>, string, string];
};

/**
 * Every route kind with its path in a Dutch (nl-be) and an English (en-be) store view: seed 000 §2 routes and
 * 'Segments per language', seed 001 §2 'Paths with translated segments'.
 */
const EXAMPLES: Example = {
  home: [{ kind: 'home' }, '/nl-be/', '/en-be/'],
  product: [
    { kind: 'product', sku: '9789044800001', slug: 'kikker-is-verliefd', childSku: null },
    '/nl-be/p/9789044800001/kikker-is-verliefd',
    '/en-be/p/9789044800001/kikker-is-verliefd',
  ],
  category: [
    { kind: 'category', urlPath: 'prentenboeken/kartonboeken' },
    '/nl-be/c/prentenboeken/kartonboeken',
    '/en-be/c/prentenboeken/kartonboeken',
  ],
  editorial: [{ kind: 'editorial', slug: 'zomerlezen' }, '/nl-be/e/zomerlezen', '/en-be/e/zomerlezen'],
  urlPath: [
    { kind: 'urlPath', urlPath: 'kikker-is-verliefd.html' },
    '/nl-be/kikker-is-verliefd.html',
    '/en-be/kikker-is-verliefd.html',
  ],
  books: [{ kind: 'books', term: 'ijsbeer' }, '/nl-be/boeken.html?q=ijsbeer', '/en-be/books.html?q=ijsbeer'],
  wishlist: [{ kind: 'wishlist' }, '/nl-be/verlanglijst', '/en-be/wishlist'],
  newReleases: [{ kind: 'newReleases' }, '/nl-be/nieuwe-uitgaven', '/en-be/new-releases'],
  cart: [{ kind: 'cart' }, '/nl-be/cart', '/en-be/cart'],
  checkout: [
    { kind: 'checkout', step: 'payment' },
    '/nl-be/checkout?step=payment',
    '/en-be/checkout?step=payment',
  ],
  checkoutConfirmation: [
    { kind: 'checkoutConfirmation', orderNumber: '000000042' },
    '/nl-be/checkout/confirmation/000000042',
    '/en-be/checkout/confirmation/000000042',
  ],
  paymentReturn: [{ kind: 'paymentReturn' }, '/nl-be/adyen/process/result', '/en-be/adyen/process/result'],
  cookies: [{ kind: 'cookies' }, '/nl-be/cookies', '/en-be/cookies'],
  singlePage: [
    { kind: 'singlePage', page: 'terms-and-conditions' },
    '/nl-be/terms-and-conditions',
    '/en-be/terms-and-conditions',
  ],
  contact: [{ kind: 'contact' }, '/nl-be/contact', '/en-be/contact'],
  legal: [{ kind: 'legal' }, '/nl-be/legal', '/en-be/legal'],
  login: [
    { kind: 'login', view: 'register', redirect: '/nl-be/checkout' },
    '/nl-be/login?view=register&redirect=%2Fnl-be%2Fcheckout',
    '/en-be/login?view=register&redirect=%2Fnl-be%2Fcheckout',
  ],
  createPassword: [{ kind: 'createPassword' }, '/nl-be/create-password', '/en-be/create-password'],
  myAccount: [{ kind: 'myAccount' }, '/nl-be/my-account', '/en-be/my-account'],
  myOrders: [{ kind: 'myOrders' }, '/nl-be/my-account/orders', '/en-be/my-account/orders'],
  myOrder: [{ kind: 'myOrder', orderId: '17' }, '/nl-be/my-account/orders/17', '/en-be/my-account/orders/17'],
  myNewsletter: [{ kind: 'myNewsletter' }, '/nl-be/my-account/newsletter', '/en-be/my-account/newsletter'],
  myRecentlyViewed: [
    { kind: 'myRecentlyViewed' },
    '/nl-be/my-account/recently-viewed',
    '/en-be/my-account/recently-viewed',
  ],
  myDigitalProducts: [
    { kind: 'myDigitalProducts' },
    '/nl-be/my-account/digital-products',
    '/en-be/my-account/digital-products',
  ],
  pageNotFound: [{ kind: 'pageNotFound' }, '/nl-be/page-not-found', '/en-be/page-not-found'],
  error: [{ kind: 'error' }, '/nl-be/error', '/en-be/error'],
  classreading: [{ kind: 'classreading' }, '/nl-be/klaslezen', '/en-be/classreading'],
  readingLogin: [
    { kind: 'readingLogin', redirect: null },
    '/nl-be/klaslezen/schoolid',
    '/en-be/classreading/schoolid',
  ],
  readingLists: [
    { kind: 'readingLists' },
    '/nl-be/klaslezen/leeslijsten',
    '/en-be/classreading/readinglists',
  ],
  readingList: [
    { kind: 'readingList', list: 'list 7' },
    '/nl-be/klaslezen/leeslijsten/list%207',
    '/en-be/classreading/readinglists/list%207',
  ],
  readingClubs: [{ kind: 'readingClubs' }, '/nl-be/klaslezen/leesclubs', '/en-be/classreading/readingclubs'],
  readingClub: [
    { kind: 'readingClub', club: '12' },
    '/nl-be/klaslezen/leesclubs/12',
    '/en-be/classreading/readingclubs/12',
  ],
  teachers: [{ kind: 'teachers' }, '/nl-be/klaslezen/leerkrachten', '/en-be/classreading/teachers'],
  schoolCode: [{ kind: 'schoolCode' }, '/nl-be/klaslezen/schoolcode', '/en-be/classreading/schoolcode'],
  classreadingBook: [
    { kind: 'classreadingBook', book: '9789044812345' },
    '/nl-be/klaslezen/9789044812345',
    '/en-be/classreading/9789044812345',
  ],
  newsOverview: [{ kind: 'newsOverview' }, '/nl-be/nieuws', '/en-be/news'],
  newsDetail: [
    { kind: 'newsDetail', slug: 'voorleesweek' },
    '/nl-be/nieuws/voorleesweek',
    '/en-be/news/voorleesweek',
  ],
  authorsOverview: [
    { kind: 'authorsOverview' },
    '/nl-be/auteurs-illustratoren',
    '/en-be/authors-illustrators',
  ],
  authorDetail: [
    { kind: 'authorDetail', slug: 'guido-van-genechten' },
    '/nl-be/auteurs-illustratoren/guido-van-genechten',
    '/en-be/authors-illustrators/guido-van-genechten',
  ],
  educationalMaterialOverview: [
    { kind: 'educationalMaterialOverview' },
    '/nl-be/lesmateriaal',
    '/en-be/educational-material',
  ],
  educationalMaterialDetail: [
    { kind: 'educationalMaterialDetail', slug: 'kikker-in-de-klas' },
    '/nl-be/lesmateriaal/kikker-in-de-klas',
    '/en-be/educational-material/kikker-in-de-klas',
  ],
  curatedLists: [{ kind: 'curatedLists' }, '/nl-be/samengestelde-lijsten', '/en-be/curated-lists'],
  joyActionList: [
    { kind: 'joyActionList' },
    '/nl-be/actielijsten/clavisjoy.html',
    '/en-be/actielijsten/clavisjoy.html',
  ],
  range: [{ kind: 'range' }, '/nl-be/assortiment.html', '/en-be/product-range.html'],
};

const routeIn = (store: StoreCode, route: Omit<ShopRoute, 'store'>) => ({ ...route, store }) as ShopRoute;

describe('every route kind in Dutch and English (seed 000 §2, seed 001 §2)', () => {
  it.each(Object.values(EXAMPLES))('%o is %s and %s', (route, nl, en) => {
    expect(buildShopPath(routeIn('nl-be', route))).toBe(nl);
    expect(buildShopPath(routeIn('en-be', route))).toBe(en);
    expect(parseShopRoute(nl)).toEqual(routeIn('nl-be', route));
    expect(parseShopRoute(en)).toEqual(routeIn('en-be', route));
  });

  it('uses the language of the store view: nl-nl speaks Dutch, en-rw English', () => {
    expect(buildShopPath({ kind: 'newReleases', store: 'nl-nl' })).toBe('/nl-nl/nieuwe-uitgaven');
    expect(buildShopPath({ kind: 'newReleases', store: 'en-rw' })).toBe('/en-rw/new-releases');
  });
});

describe('buildShopPath', () => {
  it('writes the child sku of a chosen variant after the slug, percent-encoded like the sku', () => {
    expect(
      buildShopPath({ kind: 'product', store: 'en-be', sku: 'A/B', slug: 'kikker', childSku: 'SHIRT RED' }),
    ).toBe('/en-be/p/A%2FB/kikker/SHIRT%20RED');
  });

  it('keeps the slashes of a url path and drops the ones around and doubled', () => {
    expect(buildShopPath({ kind: 'category', store: 'nl-be', urlPath: '/boeken//0-3-jaar/' })).toBe(
      '/nl-be/c/boeken/0-3-jaar',
    );
    expect(buildShopPath({ kind: 'editorial', store: 'en-rw', slug: '/reading aloud/tips/' })).toBe(
      '/en-rw/e/reading%20aloud/tips',
    );
  });

  it('leaves empty query parameters out', () => {
    expect(buildShopPath({ kind: 'books', store: 'nl-be', term: null })).toBe('/nl-be/boeken.html');
    expect(buildShopPath({ kind: 'books', store: 'nl-be', term: '' })).toBe('/nl-be/boeken.html');
    expect(buildShopPath({ kind: 'checkout', store: 'nl-be', step: null })).toBe('/nl-be/checkout');
    expect(buildShopPath({ kind: 'login', store: 'nl-be', view: null, redirect: null })).toBe('/nl-be/login');
  });

  it('keeps the wanted path in the reading login address', () => {
    expect(
      buildShopPath({ kind: 'readingLogin', store: 'en-rw', redirect: '/en-rw/books.html?q=kikker' }),
    ).toBe('/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fbooks.html%3Fq%3Dkikker');
  });
});

describe('parseShopRoute', () => {
  it('reads either language’s segments in every store view, in any letter case, as the router does', () => {
    expect(parseShopRoute('/en-be/boeken.html?q=beer')).toEqual({
      kind: 'books',
      store: 'en-be',
      term: 'beer',
    });
    expect(parseShopRoute('/nl-be/Classreading/ReadingClubs/')).toEqual({
      kind: 'readingClubs',
      store: 'nl-be',
    });
    expect(parseShopRoute('/EN-RW/klaslezen/schoolid')).toEqual({
      kind: 'readingLogin',
      store: 'en-rw',
      redirect: null,
    });
  });

  it('takes a classreading page for a book only under the other language’s home, as the router does', () => {
    expect(parseShopRoute('/nl-be/klaslezen/readinglists')).toEqual({
      kind: 'classreadingBook',
      store: 'nl-be',
      book: 'readinglists',
    });
  });

  it('reads a product without its slug, and a path of the catalogue that is no page of the shop', () => {
    expect(parseShopRoute('/nl-be/p/9789044800001')).toEqual({
      kind: 'product',
      store: 'nl-be',
      sku: '9789044800001',
      slug: null,
      childSku: null,
    });
    for (const urlPath of ['p/a/b/c/d', 'c', 'checkout/extra', 'my-account/orders/1/2', 'nieuws/a/b']) {
      expect(parseShopRoute(`/nl-be/${urlPath}`), urlPath).toEqual({
        kind: 'urlPath',
        store: 'nl-be',
        urlPath,
      });
    }
  });

  it('drops the fragment and query parameters no route carries, and reads no unknown values', () => {
    expect(parseShopRoute('/nl-be/checkout?step=later#top')).toEqual({
      kind: 'checkout',
      store: 'nl-be',
      step: null,
    });
    expect(parseShopRoute('/nl-be/login?view=login&x=1')).toEqual({
      kind: 'login',
      store: 'nl-be',
      view: null,
      redirect: null,
    });
  });

  it('has no route for a path without a store prefix', () => {
    for (const path of ['/', '', '/c/boeken', '/fr-fr/c/livres', '/en-rwanda/'])
      expect(parseShopRoute(path), path).toBeNull();
  });
});
