import { buildShopPath, parseShopRoute } from '@shop/routes';
import { STORE_CODES, STORE_VIEWS, type StoreCode, type StoreView } from '@shop/store-views';
import { paths } from '@/shared/storeView';

export interface StoreSwitchLink {
  storeView: StoreView;
  href: string;
  current: boolean;
}

/** The same page's path in another store view, as the URL resolver gives it (`Route.alternates`). */
export interface StoreAlternate {
  storeCode: string;
  path: string;
}

/**
 * Where each store view's link goes from the current page. The URL resolver's alternates come first: they
 * match the page by sku, category id or CMS page id, so a category whose slug differs per language
 * (seed 000 §2) keeps its page. Until they are known (or for a page they do not cover), product routes keep
 * their path, since a product has the same sku in every store view, and other pages link to the home.
 */
export function storeSwitchLinks(
  pathname: string,
  current: StoreCode,
  alternates: readonly StoreAlternate[] = [],
): StoreSwitchLink[] {
  const route = parseShopRoute(pathname);
  const product = route?.kind === 'product' && route.slug !== null ? route : null;
  return STORE_CODES.map((code) => ({
    storeView: STORE_VIEWS[code],
    href:
      code === current
        ? pathname
        : (alternates.find((alternate) => alternate.storeCode === code)?.path ??
          (product ? buildShopPath({ ...product, store: code }) : paths.home(code))),
    current: code === current,
  }));
}
