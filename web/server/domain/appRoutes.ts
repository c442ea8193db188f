import { isStoreCode, type StoreCode, type StoreView } from '@shop/store-views';

type Language = StoreView['language'];

/**
 * A route of the app whose page needs no catalogue lookup: its path per language, as a pattern of
 * segments where `:name` is one segment taken from the address.
 */
export interface StaticRoute {
  name: string;
  paths: Readonly<Record<Language, string>>;
}

const same = (path: string): Record<Language, string> => ({ nl: path, en: path });
const translated = (nl: string, en: string): Record<Language, string> => ({ nl, en });

/**
 * Every route of the seeds the app serves besides home, product, category and the catch-all, in one place,
 * whether the client shows its real page yet or a placeholder: the server answers them with 200, anything
 * else it cannot find with 404.
 * - seed 000 §2 "Routes", the same in every language;
 * - seed 000 §2 "Translated-path content pages" and seed 001 §2, with their Dutch and English segments (the
 *   English of the demo data where the seeds give one form: 'news', 'new-releases'...); a segment that the
 *   seeds give in one form only is the same in both languages.
 * Editorial pages (/e/{slug}) are here until the URL resolver can tell whether one exists.
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { name: 'checkout', paths: same('checkout') },
  { name: 'legal', paths: same('legal') },
  { name: 'privacy', paths: same('privacy') },
  { name: 'terms-and-conditions', paths: same('terms-and-conditions') },
  { name: 'my-account', paths: same('my-account') },
  { name: 'my-newsletter', paths: same('my-account/newsletter') },
  { name: 'my-orders', paths: same('my-account/orders') },
  { name: 'my-order', paths: same('my-account/orders/:orderId') },
  { name: 'my-recently-viewed', paths: same('my-account/recently-viewed') },
  { name: 'my-digital-products', paths: same('my-account/digital-products') },
  { name: 'error', paths: same('error') },
  { name: 'editorial', paths: same('e/:slug') },
  { name: 'create-password', paths: same('create-password') },
  { name: 'login', paths: same('login') },
  { name: 'cookies', paths: same('cookies') },
  { name: 'payment-return', paths: same('adyen/process/result') },
  { name: 'news', paths: translated('nieuws', 'news') },
  { name: 'news-detail', paths: translated('nieuws/:slug', 'news/:slug') },
  { name: 'new-releases', paths: translated('nieuwe-uitgaven', 'new-releases') },
  { name: 'curated-lists', paths: translated('samengestelde-lijsten', 'curated-lists') },
  { name: 'authors', paths: translated('auteurs-illustratoren', 'authors-illustrators') },
  { name: 'author', paths: translated('auteurs-illustratoren/:slug', 'authors-illustrators/:slug') },
  { name: 'educational-material', paths: translated('lesmateriaal', 'educational-material') },
  {
    name: 'educational-material-detail',
    paths: translated('lesmateriaal/:slug', 'educational-material/:slug'),
  },
  { name: 'joy-action-list', paths: same('actielijsten/clavisjoy.html') },
  { name: 'books', paths: translated('boeken.html', 'books.html') },
  { name: 'range', paths: translated('assortiment.html', 'product-range.html') },
  { name: 'classreading', paths: translated('klaslezen', 'classreading') },
  { name: 'classreading-school-id', paths: translated('klaslezen/schoolid', 'classreading/schoolid') },
  { name: 'reading-lists', paths: translated('klaslezen/leeslijsten', 'classreading/readinglists') },
  {
    name: 'reading-list',
    paths: translated(
      'klaslezen/leeslijsten/readinglists/:list',
      'classreading/readinglists/readinglists/:list',
    ),
  },
  { name: 'reading-clubs', paths: same('klaslezen/leesclubs') },
  { name: 'reading-club', paths: same('klaslezen/leesclubs/readingclubs/:club') },
  { name: 'teachers', paths: same('klaslezen/leerkrachten') },
  { name: 'classreading-book', paths: same('classreading/:book') },
];

/** What the path after the store prefix is, before anything is looked up. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'static'; route: StaticRoute; params: Readonly<Record<string, string>> }
  /**
   * seed 000 §2 page-not-found (a route whose page says the page does not exist), and paths that cannot be a
   * page at all (an empty or dot segment).
   */
  | { kind: 'not-found' }
  /**
   * A page only the catalogue can tell exists: /p/{parentSku}/{slug}[/{childSku}], /c/{slug}, and any other
   * path, which may be a product's or category's url path or a CMS page (seed 000 §2 "Resolution of unknown
   * URLs"; e.g. /nl-be/{slug}.html, where the legacy /book/{slug} points).
   */
  | { kind: 'catalogue' };

/**
 * The store view and route of a raw (percent-encoded) path that starts with a store prefix, or null when it
 * does not (those are redirected first, see storeRedirects.ts). A segment that is not valid percent-encoding
 * cannot name any page.
 */
export function pageOf(pathname: string): { store: StoreCode; route: PageRoute } | null {
  const [, store, ...raw] = pathname.split('/');
  if (!isStoreCode(store)) return null;
  if (raw.at(-1) === '') raw.pop();
  const segments: string[] = [];
  for (const segment of raw) {
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return { store, route: { kind: 'not-found' } };
    }
  }
  return { store, route: matchPageRoute(segments) };
}

/**
 * The route of `segments`: the path after /{store}/, split on '/' and percent-decoded, without empty
 * trailing segment. Static routes match their segments of either language (a Dutch address in an English
 * store view still shows its page; the canonical link names the store's own), so the table above is all
 * the server needs to know of them.
 */
export function matchPageRoute(segments: readonly string[]): PageRoute {
  if (segments.length === 0) return { kind: 'home' };
  // Dot segments would make an address (and its canonical link) point somewhere else.
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { kind: 'not-found' };
  }
  if (segments.length === 1 && segments[0] === 'page-not-found') return { kind: 'not-found' };
  if (segments[0] === 'p' || segments[0] === 'c') return { kind: 'catalogue' };
  for (const route of STATIC_ROUTES) {
    for (const pattern of new Set(Object.values(route.paths))) {
      const params = matchPattern(pattern, segments);
      if (params) return { kind: 'static', route, params };
    }
  }
  return { kind: 'catalogue' };
}

/** The path of a static route in `language`, after the store prefix, its params percent-encoded. */
export function staticRoutePath(
  route: StaticRoute,
  params: Readonly<Record<string, string>>,
  language: Language,
): string {
  return route.paths[language]
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment,
    )
    .join('/');
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}
