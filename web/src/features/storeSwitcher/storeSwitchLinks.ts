import { STORE_CODES, STORE_VIEWS, isStoreCode, type StoreCode, type StoreView } from '@shop/store-views';
import { paths } from '@/shared/storeView';

export interface StoreSwitchLink {
  storeView: StoreView;
  href: string;
  current: boolean;
}

/**
 * Where each store view's link goes from the current page. Product routes keep their path: a product has the
 * same sku in every store view and the page looks it up by sku, so /nl-be/p/{sku}/{slug} becomes
 * /en-be/p/{sku}/{slug}. Category slugs are translated per language (seed 000 §2) and cannot be derived from
 * this store's slug, so a category page, like every other page for now, links to the other store's home.
 * The URL resolver of a later issue can map the rest.
 */
export function storeSwitchLinks(pathname: string, current: StoreCode): StoreSwitchLink[] {
  const [, prefix, ...rest] = pathname.split('/');
  const onProduct = isStoreCode(prefix) && rest[0] === 'p' && rest.length >= 3;
  return STORE_CODES.map((code) => ({
    storeView: STORE_VIEWS[code],
    href: onProduct ? ['', code, ...rest].join('/') : paths.home(code),
    current: code === current,
  }));
}
