import { isStoreCode, type StoreCode } from '@shop/store-views';
import { legacyTargetOf as legacyRouteOf, type ExternalSite } from './legacyRedirects';

/** What a shop path names, before anything is looked up. */
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

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a path as the address bar shows it (seed 000 §2 routes): query string and fragment dropped,
 * percent-escapes decoded, empty segments ignored. Legacy redirects apply to paths without a store prefix.
 */
export function parseShopPath(path: string): ShopPath {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const raw = pathname.split('/').filter((segment) => segment !== '');
  const first = raw[0]?.toLowerCase();
  const storeCode = first !== undefined && isStoreCode(first) ? first : null;
  if (storeCode === null) {
    const legacy = legacyTargetOf(raw);
    if (legacy) return { storeCode, target: legacy };
  }
  const segments = (storeCode === null ? raw : raw.slice(1)).map(decode);
  return { storeCode, target: targetOf(segments) };
}

function legacyTargetOf(raw: readonly string[]): PathTarget | null {
  // seed 000 §2 legacy redirects, shared with the web server (@shop/routes).
  const legacy = legacyRouteOf(`/${raw.join('/')}`);
  if (!legacy) return null;
  return legacy.kind === 'shop' ? { kind: 'legacy', location: legacy.location } : legacy;
}

function targetOf(segments: readonly string[]): PathTarget {
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (first === 'p' && rest.length >= 1 && rest.length <= 3 && rest[0]) {
    return { kind: 'product', sku: rest[0], slug: rest[1] ?? null, childSku: rest[2] ?? null };
  }
  if (first === 'c' && rest.length >= 1) return { kind: 'category', key: rest.join('/') };
  if (first === 'e' && rest.length >= 1) return { kind: 'editorial', slug: rest.join('/') };
  return { kind: 'urlPath', urlPath: segments.join('/') };
}
