import { parseCookieHeader, READING_COOKIE, SESSION_COOKIE } from '../session/domain/sessionCookies';

/**
 * seed 001 §6 'Anonymous: blocked from /en-rw paths except the reading login'. Anonymous is a request that
 * carries neither a shop customer's session (either of its cookies: a token about to be renewed still counts)
 * nor a reading-programme session. Only the cookies' presence is checked: whether a token is still good is
 * the GraphQL calls' business, and a visitor whose session ended is sent home by the pages' session check.
 */
export function isAnonymousVisitor(cookieHeader: string | undefined): boolean {
  const cookies = parseCookieHeader(cookieHeader ?? '');
  return ![SESSION_COOKIE.token, SESSION_COOKIE.refreshToken, READING_COOKIE].some((name) =>
    Boolean(cookies.get(name)),
  );
}
