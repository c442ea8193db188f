import type { SinglePageKey } from '@shop/contracts';
import { STORE_VIEWS, type StoreCode } from '@shop/store-views';
import {
  QUERY_PARAMS,
  SHOP_SEGMENTS,
  TRANSLATED_SEGMENTS,
  type CheckoutStep,
  type LoginView,
} from './segments';

/** A route that names nothing but its page. */
type Page<Kind extends string> = { kind: Kind; store: StoreCode };

/**
 * Every page of the shop, in every store view (seed 000 §2, seed 001 §2): what `buildShopPath` writes and
 * `parseShopRoute` reads back. A route's free parts (a sku, a slug, an order number...) are plain text, as
 * the shop knows them; the path carries them percent-encoded.
 */
export type ShopRoute =
  | Page<'home'>
  /**
   * /p/{parentSku}/{slug}, and /{childSku} after it for a configurable product with its chosen variant. The
   * slug is one segment. A bare /p/{parentSku} (no slug, so no variant) names the product too.
   */
  | (Page<'product'> & { sku: string } & (
        { slug: string; childSku: string | null } | { slug: null; childSku: null }
      ))
  /** /c/{slug}: the category's url path, which may hold slashes. */
  | (Page<'category'> & { urlPath: string })
  /** /e/{slug}: an editorial page of the content service by its url, which may hold slashes. */
  | (Page<'editorial'> & { slug: string })
  /**
   * Any other path: a product's or category's url_path, or a CMS page's identifier (seed 000 §2 'The path can
   * also be the product's url_path', 'CMS pages use a slug from the identifier'), found by the URL resolver.
   */
  | (Page<'urlPath'> & { urlPath: string })
  /** seed 000 §2 books.html: all books, or the search results for `term`. */
  | (Page<'books'> & { term: string | null })
  /** seed 001 §1, §4: the visitor's wishlist. */
  | Page<'wishlist'>
  | Page<'newReleases'>
  | Page<'cart'>
  | (Page<'checkout'> & { step: CheckoutStep | null })
  | (Page<'checkoutConfirmation'> & { orderNumber: string })
  | Page<'paymentReturn'>
  | Page<'cookies'>
  /**
   * seed 000 §2 static page views (privacy, terms-and-conditions) and the content service's other single
   * pages (shipping, returns): the page's key is its path, the same in every language.
   */
  | (Page<'singlePage'> & { page: SinglePageKey })
  | Page<'contact'>
  | Page<'legal'>
  /** `view` is the login page's view other than the login form itself; `redirect` where to go once logged in. */
  | (Page<'login'> & { view: Exclude<LoginView, 'login'> | null; redirect: string | null })
  | Page<'createPassword'>
  | Page<'myAccount'>
  | Page<'myOrders'>
  | (Page<'myOrder'> & { orderId: string })
  | Page<'myNewsletter'>
  | Page<'myRecentlyViewed'>
  | Page<'myDigitalProducts'>
  | Page<'pageNotFound'>
  | Page<'error'>
  | Page<'classreading'>
  /** seed 001 §2 school id page, the reading login route; `redirect` is the wanted path to go to once logged in. */
  | (Page<'readingLogin'> & { redirect: string | null })
  | Page<'readingLists'>
  | (Page<'readingList'> & { list: string })
  | Page<'readingClubs'>
  | (Page<'readingClub'> & { club: string })
  | Page<'teachers'>
  | Page<'schoolCode'>
  /** seed 001 §2 classreading/{book}: a book of the reading programme. */
  | (Page<'classreadingBook'> & { book: string })
  | Page<'newsOverview'>
  | (Page<'newsDetail'> & { slug: string })
  | Page<'authorsOverview'>
  | (Page<'authorDetail'> & { slug: string })
  | Page<'educationalMaterialOverview'>
  | (Page<'educationalMaterialDetail'> & { slug: string })
  | Page<'curatedLists'>
  | Page<'joyActionList'>
  | Page<'range'>;

export type ShopRouteKind = ShopRoute['kind'];
/** The route of one kind, e.g. `RouteOf<'category'>`. */
export type RouteOf<Kind extends ShopRouteKind> = Extract<ShopRoute, { kind: Kind }>;

/** One segment of free text, percent-encoded so that a slash, '?', '#' or '%' in it stays part of it. */
const one = (value: string): string => encodeURIComponent(value);

/** Free text that may hold slashes (a url path): each of its non-empty segments percent-encoded. */
const many = (value: string): string => value.split('/').filter(Boolean).map(one).join('/');

function withQuery(path: string, params: Readonly<Record<string, string | null | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The path of a route, with the store view's prefix and its language's segments (seed 000 §2 'every route path
 * is prefixed with /{storeCode}/'). Query parameters the page reads (checkout step, search term, login view,
 * redirect) are part of it.
 */
export function buildShopPath(route: ShopRoute): string {
  const { store } = route;
  const words = TRANSLATED_SEGMENTS[STORE_VIEWS[store].language];
  const reading = words.classreading;
  const at = (...segments: string[]) => `/${store}/${segments.join('/')}`;
  switch (route.kind) {
    case 'home':
      return `/${store}/`;
    case 'product':
      return route.slug === null
        ? at(SHOP_SEGMENTS.product, one(route.sku))
        : at(
            SHOP_SEGMENTS.product,
            one(route.sku),
            one(route.slug),
            ...(route.childSku ? [one(route.childSku)] : []),
          );
    case 'category':
      return at(SHOP_SEGMENTS.category, many(route.urlPath));
    case 'editorial':
      return at(SHOP_SEGMENTS.editorial, many(route.slug));
    case 'urlPath':
      return at(many(route.urlPath));
    case 'books':
      return withQuery(at(words.books), { [QUERY_PARAMS.searchTerm]: route.term });
    case 'wishlist':
      return at(words.wishlist);
    case 'newReleases':
      return at(words.newReleases);
    case 'cart':
      return at(SHOP_SEGMENTS.cart);
    case 'checkout':
      return withQuery(at(SHOP_SEGMENTS.checkout), { [QUERY_PARAMS.checkoutStep]: route.step });
    case 'checkoutConfirmation':
      return at(SHOP_SEGMENTS.checkout, SHOP_SEGMENTS.checkoutConfirmation, one(route.orderNumber));
    case 'paymentReturn':
      return at(SHOP_SEGMENTS.paymentReturn);
    case 'cookies':
      return at(SHOP_SEGMENTS.cookies);
    case 'singlePage':
      return at(route.page);
    case 'contact':
      return at(SHOP_SEGMENTS.contact);
    case 'legal':
      return at(SHOP_SEGMENTS.legal);
    case 'login':
      return withQuery(at(SHOP_SEGMENTS.login), {
        [QUERY_PARAMS.loginView]: route.view,
        [QUERY_PARAMS.redirect]: route.redirect,
      });
    case 'createPassword':
      return at(SHOP_SEGMENTS.createPassword);
    case 'myAccount':
      return at(SHOP_SEGMENTS.myAccount);
    case 'myOrders':
      return at(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myOrders);
    case 'myOrder':
      return at(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myOrders, one(route.orderId));
    case 'myNewsletter':
      return at(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myNewsletter);
    case 'myRecentlyViewed':
      return at(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myRecentlyViewed);
    case 'myDigitalProducts':
      return at(SHOP_SEGMENTS.myAccount, SHOP_SEGMENTS.myDigitalProducts);
    case 'pageNotFound':
      return at(SHOP_SEGMENTS.pageNotFound);
    case 'error':
      return at(SHOP_SEGMENTS.error);
    case 'classreading':
      return at(reading.home);
    case 'readingLogin':
      return withQuery(at(reading.home, reading.schoolId), { [QUERY_PARAMS.redirect]: route.redirect });
    case 'readingLists':
      return at(reading.home, reading.readingLists);
    case 'readingList':
      return at(reading.home, reading.readingLists, one(route.list));
    case 'readingClubs':
      return at(reading.home, reading.readingClubs);
    case 'readingClub':
      return at(reading.home, reading.readingClubs, one(route.club));
    case 'teachers':
      return at(reading.home, reading.teachers);
    case 'schoolCode':
      return at(reading.home, reading.schoolCode);
    case 'classreadingBook':
      return at(reading.home, one(route.book));
    case 'newsOverview':
      return at(words.news);
    case 'newsDetail':
      return at(words.news, one(route.slug));
    case 'authorsOverview':
      return at(words.authors);
    case 'authorDetail':
      return at(words.authors, one(route.slug));
    case 'educationalMaterialOverview':
      return at(words.educationalMaterial);
    case 'educationalMaterialDetail':
      return at(words.educationalMaterial, one(route.slug));
    case 'curatedLists':
      return at(words.curatedLists);
    case 'joyActionList':
      return at(words.joyActionList);
    case 'range':
      return at(words.range);
  }
}
