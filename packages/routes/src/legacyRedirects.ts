import { DEFAULT_STORE_CODE } from '@shop/store-views';
import { buildShopPath, type ShopRoute } from './shopRoute';

/** The two legacy paths that left the shop for sites of their own (seed 000 §2 says only "external sites"). */
export type ExternalSite = 'muziek' | 'clavisplus';
export type ExternalSites = Readonly<Record<ExternalSite, string>>;

/** The local stack's stand-ins for the external sites; configuration sets the real addresses. */
export const DEFAULT_EXTERNAL_SITES: ExternalSites = {
  muziek: 'https://muziek.clavis.example',
  clavisplus: 'https://clavisplus.clavis.example',
};

/** Where a legacy path lives now: a path of the shop, or one of the external sites. */
export type LegacyTarget = { kind: 'shop'; location: string } | { kind: 'external'; site: ExternalSite };

const store = DEFAULT_STORE_CODE;
const shop = (route: ShopRoute): LegacyTarget => ({ kind: 'shop', location: buildShopPath(route) });
/** The editorial pages of the content service that took over the old site's pages. */
const page = (urlPath: string) => shop({ kind: 'urlPath', store, urlPath });

/**
 * seed 000 §2 'Legacy redirects', row by row: the old site's paths and where they live now. All of them
 * land in the default store view (nl-be), as the seed's table says.
 */
const LEGACY_PATHS: Readonly<Record<string, LegacyTarget>> = {
  '/contact.html': shop({ kind: 'contact', store }),
  '/nieuws': shop({ kind: 'newsOverview', store }),
  '/search': shop({ kind: 'books', store, term: null }),
  '/zoeken': shop({ kind: 'books', store, term: null }),
  '/onderwijs.html': page('onderwijs'),
  '/lesmateriaal.html': page('onderwijs'),
  '/kleurplaten.html': page('onderwijs'),
  '/professionals.html': page('boekhandels-en-retail'),
  '/activiteiten.html': page('activiteiten'),
  '/muziek': { kind: 'external', site: 'muziek' },
  '/clavisplus': { kind: 'external', site: 'clavisplus' },
};

/** seed 000 §2: /book/{slug} -> /nl-be/{slug}.html (the product's url_path in the default store view). */
const BOOK = /^\/book\/([^/]+)$/i;

/**
 * The target of a legacy path, or null when `pathname` is not one. `pathname` is the raw (percent-encoded)
 * path without query string; the slug of /book/{slug} is carried over as it came, so the target is as
 * well-formed as the request. A trailing slash and letter case do not matter: old links and printed
 * material were written both ways.
 */
export function legacyTargetOf(pathname: string): LegacyTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const book = BOOK.exec(path);
  // Not through buildShopPath: the slug is already percent-encoded, and must stay as it came.
  if (book) return { kind: 'shop', location: `/${store}/${book[1]}.html` };
  return LEGACY_PATHS[path.toLowerCase()] ?? null;
}

/** The new address of a legacy path (a shop path or an external URL), or null when it is not one. */
export function legacyRedirectOf(pathname: string, sites: ExternalSites): string | null {
  const target = legacyTargetOf(pathname);
  if (!target) return null;
  return target.kind === 'shop' ? target.location : sites[target.site];
}

/**
 * Appends the request's query string to a redirect target (seed 000 §2 redirects keep what the visitor
 * asked for, e.g. /zoeken?q=beer). `search` is the raw query string with or without its '?'.
 */
export function withQueryString(target: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const [base, hash] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
