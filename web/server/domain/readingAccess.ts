import { parseCookieHeader, READING_COOKIE, SESSION_COOKIE } from '../session/domain/sessionCookies';

/**
 * The sessions a request's cookies hold: a shop customer's (either of its cookies: a token about to be renewed
 * still counts) and a reading-programme pupil's. Only the cookies' presence is checked: whether a token is still
 * good is the GraphQL calls' business, and a visitor whose session ended is sent home by the pages' session check.
 */
export function visitorSessionsOf(cookieHeader: string | undefined): { customer: boolean; pupil: boolean } {
  const cookies = parseCookieHeader(cookieHeader ?? '');
  const holds = (name: string) => Boolean(cookies.get(name));
  return {
    customer: holds(SESSION_COOKIE.token) || holds(SESSION_COOKIE.refreshToken),
    pupil: holds(READING_COOKIE),
  };
}

/**
 * seed 001 §6 'Anonymous: blocked from /en-rw paths except the reading login'. Anonymous is a request that
 * carries neither a shop customer's session nor a reading-programme session.
 */
export function isAnonymousVisitor(cookieHeader: string | undefined): boolean {
  const { customer, pupil } = visitorSessionsOf(cookieHeader);
  return !customer && !pupil;
}
