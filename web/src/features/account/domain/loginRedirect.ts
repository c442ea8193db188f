import { parseShopRoute } from '@shop/routes';
import { sameSitePath } from '@/shared/storeView';

/**
 * The path a `?redirect=` value may send the shopper to after logging in, or null when it may not: only a
 * path of this shop, never another site (see sameSitePath). The login page itself is refused too, so logging
 * in never leads back to the login form.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  if (path === null || parseShopRoute(path)?.kind === 'login') return null;
  return path;
}

/** Where to go after logging in or registering: back where the shopper came from, else the account. */
export function pathAfterLogin(redirect: string | null | undefined, accountPath: string): string {
  return safeRedirectPath(redirect) ?? accountPath;
}
