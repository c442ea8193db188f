import { parseShopRoute } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';
import { paths, sameSitePath } from '@/shared/storeView';

/**
 * seed 001 §2: 'The wanted path is remembered and used after login.' Where a pupil goes after logging in:
 * the `redirect` of the login's address when it is a page of this store view (same site, under the store
 * prefix, not the reading login itself), else the classreading home.
 */
export function pathAfterReadingLogin(redirect: string | null | undefined, store: StoreCode): string {
  const path = sameSitePath(redirect);
  const route = path === null ? null : parseShopRoute(path);
  return path !== null && route?.store === store && route.kind !== 'readingLogin'
    ? path
    : paths.classreading(store);
}
