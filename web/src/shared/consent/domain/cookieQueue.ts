import { consentAllows, type ConsentCategory, type CookieConsent } from './cookieConsent';

/**
 * seed 001 §4 'Queued cookies are written once consent allows them': a cookie (or a browser storage entry)
 * of a category the visitor has not allowed waits in a queue, and is written when a consent allows it.
 */
export interface QueuedCookie {
  category: ConsentCategory;
  /** Names the entry: a newer write of the same name replaces the queued one. */
  name: string;
  write(): void;
}

/** The queue with `cookie` added, replacing a queued one of the same category and name. */
export function enqueueCookie(queue: readonly QueuedCookie[], cookie: QueuedCookie): QueuedCookie[] {
  return [
    ...queue.filter((queued) => queued.category !== cookie.category || queued.name !== cookie.name),
    cookie,
  ];
}

/** What `consent` allows to write now, in the order queued, and what stays queued. */
export function releasedCookies(
  queue: readonly QueuedCookie[],
  consent: CookieConsent | null,
): { write: QueuedCookie[]; queued: QueuedCookie[] } {
  const write = queue.filter((cookie) => consentAllows(consent, cookie.category));
  return { write, queued: queue.filter((cookie) => !write.includes(cookie)) };
}
