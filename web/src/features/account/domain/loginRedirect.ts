/** Any origin would do: only whether a value stays on it matters. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * The path a `?redirect=` value may send the shopper to after logging in, or null when it may not: only a
 * path of this shop, never another site. `//evil.example`, `/\evil.example`, `https://…`, `javascript:…` and
 * values with control characters or backslashes (which browsers read as slashes) are refused. The login page
 * itself is refused too, so logging in never leads back to the login form.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  if (/^\/[^/]+\/login\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after logging in or registering: back where the shopper came from, else the account. */
export function pathAfterLogin(redirect: string | null | undefined, accountPath: string): string {
  return safeRedirectPath(redirect) ?? accountPath;
}
