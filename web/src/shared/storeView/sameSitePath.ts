/** Any origin would do: only whether a value stays on it matters. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * A `?redirect=` value as a path of this shop, or null when it could lead elsewhere: `//evil.example`,
 * `/\evil.example`, `https://…`, `javascript:…` and values with control characters or backslashes (which
 * browsers read as slashes) are refused. Shared by the shop's login and the reading programme's login, which
 * each add where they never return to.
 */
export function sameSitePath(value: string | null | undefined): string | null {
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
  return `${url.pathname}${url.search}${url.hash}`;
}
