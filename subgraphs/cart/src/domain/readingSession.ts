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
 * the browser carried: it may be a pupil's on a shared computer, or the last customer's. The next profile
 * refresh starts the new customer's, if they have one.
 */
export function readingSessionAfterShopSessionChange(carried: string | null): ReadingSessionChange | null {
  return carried === null ? null : { kind: 'ended' };
}
