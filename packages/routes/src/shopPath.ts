import { DEFAULT_STORE_CODE, type StoreCode } from '@shop/store-views';
import { legacyTargetOf as legacyRouteOf, type ExternalSite } from './legacyRedirects';
import { decodeSegment, partsOf, routeOfSegments, storeOfPrefix } from './parseShopRoute';
import type { ShopRoute } from './shopRoute';

/** What a shop path names for the URL resolver, before anything is looked up. */
export type PathTarget =
  /** seed 000 §2 legacy redirect to a path of the shop. */
  | { kind: 'legacy'; location: string }
  /** seed 000 §2 legacy redirect to an external site. */
  | { kind: 'external'; site: ExternalSite }
  /** /p/{parentSku}/{slug} and /p/{parentSku}/{slug}/{childSku}. */
  | { kind: 'product'; sku: string; slug: string | null; childSku: string | null }
  /** /c/{slug}: the slug is the category's url path (it may hold slashes), url key or slug. */
  | { kind: 'category'; key: string }
  /** /e/{slug}: an editorial page of the content service, found by its url. */
  | { kind: 'editorial'; slug: string }
  /** Any other path: a product's or category's url_path, or a CMS page's identifier. */
  | { kind: 'urlPath'; urlPath: string }
  /** The store's home (no path after the prefix): the web app's own route. */
  | { kind: 'home' };

export interface ShopPath {
  /** The store view of the path's prefix (/nl-be, /nl-nl, /en-be, /en-rw); null when it has none. */
  storeCode: StoreCode | null;
  target: PathTarget;
}

/**
 * Reads a path for the URL resolver (seed 000 §2 'Resolution of unknown URLs'): legacy redirects for paths
 * without a store prefix, the catalogue's and content's routes by their kind, and every other path, the
 * web app's own pages included, as a url path to look up. Query string and fragment dropped, percent-escapes
 * decoded, empty segments ignored. A path without a store prefix is read like one with it, in the caller's
 * store view.
 */
export function parseShopPath(path: string): ShopPath {
  const { raw, query } = partsOf(path);
  const storeCode = storeOfPrefix(raw[0]);
  if (storeCode === null) {
    const legacy = legacyTargetOf(raw);
    if (legacy) return { storeCode, target: legacy };
  }
  const segments = (storeCode === null ? raw : raw.slice(1)).map(decodeSegment);
  // The store only picks the language of the words, and either language's words are read in every store.
  const route = routeOfSegments(storeCode ?? DEFAULT_STORE_CODE, segments, query);
  return { storeCode, target: targetOf(route, segments) };
}

function legacyTargetOf(raw: readonly string[]): PathTarget | null {
  const legacy = legacyRouteOf(`/${raw.join('/')}`);
  if (!legacy) return null;
  return legacy.kind === 'shop' ? { kind: 'legacy', location: legacy.location } : legacy;
}

function targetOf(route: ShopRoute, segments: readonly string[]): PathTarget {
  switch (route.kind) {
    case 'home':
      return { kind: 'home' };
    case 'product':
      return { kind: 'product', sku: route.sku, slug: route.slug, childSku: route.childSku };
    case 'category':
      return { kind: 'category', key: route.urlPath };
    case 'editorial':
      return { kind: 'editorial', slug: route.slug };
    default:
      // The web app's own pages are found by its route table before anyone asks the resolver; asked anyway,
      // they are looked up as what they are written as.
      return { kind: 'urlPath', urlPath: segments.join('/') };
  }
}
