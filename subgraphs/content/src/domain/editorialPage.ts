import type { PageContent } from '@shop/contracts';
import { buildShopPath, parseShopPath } from '@shop/routes';
import { STORE_VIEWS, type StoreView } from '@shop/store-views';

/** Where a shop path asks for an editorial page: the store view and the page's url at the content service. */
export interface EditorialPageAddress {
  storeView: StoreView;
  /** The page's url (seed 000 §2 'editorial pages a slug from the url'), without slashes around it. */
  url: string;
}

/**
 * seed 000 §2 routes: an editorial page lives at /{store}/e/{slug}; the resolution of unknown URLs
 * (seed 001 §2) also finds it at /{store}/{slug}, where the legacy redirects send /onderwijs.html and
 * others (/nl-be/onderwijs). The store view is the path's prefix, else the request's. Paths that are
 * the home page, a product or a category page, or a legacy path, are not editorial pages: null.
 */
export function editorialPageAddressOf(
  path: string,
  requestStoreView: StoreView,
): EditorialPageAddress | null {
  const { storeCode, target } = parseShopPath(path);
  const storeView = storeCode ? STORE_VIEWS[storeCode] : requestStoreView;
  const url = target.kind === 'editorial' ? target.slug : target.kind === 'urlPath' ? target.urlPath : null;
  const trimmed = url?.replace(/^\/+|\/+$/g, '');
  return trimmed ? { storeView, url: trimmed } : null;
}

/** seed 000 §2: the canonical address of an editorial page, /{store}/e/{url}. */
export function editorialPagePath(storeView: StoreView, page: Pick<PageContent, 'url'>): string {
  return buildShopPath({ kind: 'editorial', store: storeView.code, slug: page.url });
}
