import { buildShopPath } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';

export {
  DEFAULT_EXTERNAL_SITES,
  parseShopPath,
  type ExternalSite,
  type PathTarget,
  type ShopPath,
} from '@shop/routes';

/** The url paths a category may be found by for a path: as given, and without a trailing '.html'. */
export function categoryUrlPathsOf(urlPath: string): string[] {
  const bare = urlPath.replace(/\.html$/i, '');
  return bare === urlPath ? [urlPath] : [urlPath, bare];
}

/** seed 000 §2: /{store}/p/{parentSku}/{slug}, and /{childSku} after it when a variant is chosen. */
export function productPath(
  store: StoreCode,
  product: { sku: string; slug: string },
  childSku?: string | null,
): string {
  return buildShopPath({
    kind: 'product',
    store,
    sku: product.sku,
    slug: product.slug,
    childSku: childSku ?? null,
  });
}

/** seed 000 §2: /{store}/c/{slug}, the slug being the category's url path. */
export function categoryPath(store: StoreCode, category: { url_path: string }): string {
  return buildShopPath({ kind: 'category', store, urlPath: category.url_path });
}

/** seed 000 §2: 'CMS pages use a slug from the identifier': /{store}/{identifier}. */
export function cmsPagePath(store: StoreCode, page: { identifier: string }): string {
  return buildShopPath({ kind: 'urlPath', store, urlPath: page.identifier });
}
