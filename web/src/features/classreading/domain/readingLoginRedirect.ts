import type { StoreCode } from '@shop/store-views';
import { isReadingLoginPath, paths, sameSitePath } from '@/shared/storeView';

/**
 * seed 001 §2: 'The wanted path is remembered and used after login.' Where a pupil goes after logging in:
 * the `redirect` of the login's address when it is a page of this store view (same site, under the store
 * prefix, not the reading login itself), else the classreading home.
 */
export function pathAfterReadingLogin(redirect: string | null | undefined, store: StoreCode): string {
  const path = sameSitePath(redirect);
  const pathname = path?.split(/[?#]/, 1)[0] ?? '';
  const inStore = pathname === `/${store}` || pathname.startsWith(`/${store}/`);
  return path !== null && inStore && !isReadingLoginPath(pathname) ? path : paths.classreading(store);
}
