import { cookieValue } from '@/shared/cookies/cookieHeader';

/**
 * seed 001 §3 Promo notification: 'It can be closed; isClosed and lastClosed record this.' The visitor's
 * lastClosed is kept in a cookie (the server's render reads it too, so a closed notification never flashes
 * before the browser takes over); the notification stays closed until editors change it after that moment
 * (its last_updated).
 */
export const PROMO_CLOSED_COOKIE = 'promo-last-closed';

/** How long the choice is remembered. */
const PROMO_CLOSED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The content service's last_updated ('2026-11-26 09:00:00', UTC as Magento writes it) or an ISO time, in ms. */
export function timeOf(value: string): number | null {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** isClosed: the visitor closed the notification after its last update. */
export function isPromoClosed(lastClosed: string | null, lastUpdated: string): boolean {
  if (lastClosed === null) return false;
  const closedAt = timeOf(lastClosed);
  const updatedAt = timeOf(lastUpdated);
  return closedAt !== null && updatedAt !== null && closedAt >= updatedAt;
}

/** The visitor's lastClosed in a Cookie header, or null. */
export function promoLastClosedOf(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader ?? '', PROMO_CLOSED_COOKIE);
  return value !== null && timeOf(value) !== null ? value : null;
}

/** The `document.cookie` assignment that records closing the notification at `now`. */
export function promoClosedCookieOf(now: Date, secure: boolean): string {
  return [
    `${PROMO_CLOSED_COOKIE}=${encodeURIComponent(now.toISOString())}`,
    'Path=/',
    `Max-Age=${PROMO_CLOSED_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
