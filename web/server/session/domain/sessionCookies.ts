/**
 * The customer session in the browser: two HttpOnly cookies the web server alone reads and writes
 * (ARCHITECTURE: the browser never holds a token where JavaScript can read it). seed 000 §3 'User session
 * state': token and refreshToken.
 */
export const SESSION_COOKIE = { token: 'shop_token', refreshToken: 'shop_refresh' } as const;

/**
 * The reading programme's JWT (seed 001 §4), HttpOnly like the shop's tokens. A browser-session cookie: pupils
 * work on shared school computers, so closing the browser ends their session even without a logout.
 */
export const READING_COOKIE = 'reading_token';

/** The tokens a request's cookies carry; either may be missing (a cookie deleted by hand). */
export interface SessionTokens {
  token: string | null;
  refreshToken: string | null;
}

export interface SessionCookieOptions {
  /** Over HTTPS only (the shop's public URL is https); off for http://localhost in development. */
  secure: boolean;
  /** How long the browser keeps the session (seconds); every renewal starts it again. */
  maxAgeSeconds: number;
}

/** The session in a Cookie request header, or null when it holds neither session cookie. */
export function sessionFromCookieHeader(cookieHeader: string | undefined): SessionTokens | null {
  const cookies = parseCookieHeader(cookieHeader ?? '');
  const token = cookies.get(SESSION_COOKIE.token) || null;
  const refreshToken = cookies.get(SESSION_COOKIE.refreshToken) || null;
  return token === null && refreshToken === null ? null : { token, refreshToken };
}

/** The reading programme's JWT in a Cookie request header, or null. */
export function readingTokenFromCookieHeader(cookieHeader: string | undefined): string | null {
  return parseCookieHeader(cookieHeader ?? '').get(READING_COOKIE) || null;
}

/** The Set-Cookie value that keeps a reading-programme JWT (`null`: it ended, the cookie expires now). */
export function readingSetCookie(
  token: string | null,
  options: Pick<SessionCookieOptions, 'secure'>,
): string {
  return token === null
    ? setCookie(READING_COOKIE, '', 0, options.secure)
    : setCookie(READING_COOKIE, token, null, options.secure);
}

/** Set-Cookie values that keep a new or renewed session. */
export function sessionSetCookies(
  tokens: { token: string; refreshToken: string },
  options: SessionCookieOptions,
): string[] {
  return [
    setCookie(SESSION_COOKIE.token, tokens.token, options.maxAgeSeconds, options.secure),
    setCookie(SESSION_COOKIE.refreshToken, tokens.refreshToken, options.maxAgeSeconds, options.secure),
  ];
}

/** Set-Cookie values that end the session: both cookies expire now. */
export function endedSessionSetCookies(options: Pick<SessionCookieOptions, 'secure'>): string[] {
  return [
    setCookie(SESSION_COOKIE.token, '', 0, options.secure),
    setCookie(SESSION_COOKIE.refreshToken, '', 0, options.secure),
  ];
}

/**
 * SameSite=Lax rather than Strict: a shopper who follows a link to the shop from a mail (the password reset
 * link of seed 000 §7) or another site arrives logged in; cross-site POSTs still carry no cookie, and the
 * gateway's CSRF prevention refuses the cross-site GETs and simple POSTs that Lax lets through.
 */
function setCookie(name: string, value: string, maxAgeSeconds: number | null, secure: boolean): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    // No Max-Age: the browser drops the cookie when it closes.
    ...(maxAgeSeconds === null ? [] : [`Max-Age=${Math.floor(maxAgeSeconds)}`]),
    ...(maxAgeSeconds === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

/** name → value of a Cookie header; the first of duplicate names wins (the most specific path comes first). */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(pair.slice(at + 1).trim()));
  }
  return cookies;
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
