import type { ReadingSessionChange } from '@shop/service';

/**
 * seed 001 §4 'Reading-programme session': a profile refresh with reading-programme data (the profile's
 * classReading JWT, seed 001 §3) logs the user into the reading programme; otherwise it logs the user out.
 *
 * A session already carried is kept: the reading programme may have replaced the profile's JWT by one of
 * its own (seed 001 §4, any JWT in an answer replaces the stored one), and going back to the profile's
 * would rewrite the cookie on every page.
 */
export function readingSessionAfterProfileRefresh(
  profileJwt: string | null | undefined,
  carried: string | null,
): ReadingSessionChange | null {
  if (profileJwt) return carried === null ? { kind: 'renewed', token: profileJwt } : null;
  return carried === null ? null : { kind: 'ended' };
}

/**
 * A shop customer session that starts or ends (log in, log out, a refused refresh) ends the reading session
 * the browser carried: it may be a pupil's on a shared computer, or the last customer's. A session that starts
 * with the new customer's profile in the same answer (the login's customer) is that profile's refresh: its
 * classReading JWT starts the new customer's reading session at once, so a teacher's first classreading page
 * after the login finds it (the web renders that page's session check alongside its first profile query).
 */
export function readingSessionAfterShopSessionChange(
  carried: string | null,
  newProfileJwt: string | null = null,
): ReadingSessionChange | null {
  if (newProfileJwt) return { kind: 'renewed', token: newProfileJwt };
  return carried === null ? null : { kind: 'ended' };
}
