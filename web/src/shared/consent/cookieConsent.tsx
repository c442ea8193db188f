import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  consentAllows,
  consentCookieOf,
  consentFromCookieHeader,
  consentOf,
  type ConsentCategory,
  type CookieConsent,
  type OptionalConsentCategory,
} from './domain/cookieConsent';
import { enqueueCookie, releasedCookies, type QueuedCookie } from './domain/cookieQueue';

/**
 * The visitor's cookie consent in the browser (seed 001 §4 'Cookie consent'): read from the consent cookie,
 * which the web server reads too (its render shows the notice only without a valid consent), and written
 * there by the notice and the /cookies page. Writes of a category not allowed yet wait in a queue.
 */

const listeners = new Set<() => void>();
let queue: QueuedCookie[] = [];
/** The last cookie string read and its consent: the same object while the cookies do not change. */
let read: { cookies: string; consent: CookieConsent | null } | null = null;

/** The consent that holds now in this browser, or null (none, discarded or expired); null on the server. */
export function currentConsent(): CookieConsent | null {
  if (typeof document === 'undefined') return null;
  const cookies = document.cookie;
  if (read?.cookies !== cookies) read = { cookies, consent: consentFromCookieHeader(cookies, new Date()) };
  return read.consent;
}

/** Whether the visitor's consent allows `category` now (strictly necessary: always). */
export function consentAllowsNow(category: ConsentCategory): boolean {
  return consentAllows(currentConsent(), category);
}

/** Records the visitor's choice, dated now, then writes the queued cookies it allows. */
export function saveConsent(allowed: Iterable<OptionalConsentCategory>): void {
  const now = new Date();
  document.cookie = consentCookieOf(consentOf(allowed, now), now, window.location.protocol === 'https:');
  const released = releasedCookies(queue, currentConsent());
  queue = released.queued;
  for (const cookie of released.write) cookie.write();
  for (const listener of listeners) listener();
}

/**
 * seed 001 §4 'Queued cookies are written once consent allows them': writes a cookie or storage entry of
 * `category` now when the consent allows it, otherwise once a consent does (a later write of the same name
 * replaces the queued one).
 */
export function writeWhenAllowed(category: ConsentCategory, name: string, write: () => void): void {
  if (consentAllowsNow(category)) write();
  else queue = enqueueCookie(queue, { category, name, write });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server render's consent, read from the request's cookie; undefined in the browser. */
const ServerConsentContext = createContext<CookieConsent | null | undefined>(undefined);

/** Server render only: the consent the request's cookie holds, so the page shows the notice only without one. */
export function ServerConsentProvider({
  consent,
  children,
}: {
  consent: CookieConsent | null;
  children: ReactNode;
}) {
  return <ServerConsentContext value={consent}>{children}</ServerConsentContext>;
}

/**
 * The consent that holds, kept up to date with the visitor's choices. The browser hydrates with the cookie the
 * server rendered from, so the first render shows the notice exactly when the server's did.
 */
export function useCookieConsent(): CookieConsent | null {
  const server = useContext(ServerConsentContext);
  return useSyncExternalStore(subscribe, currentConsent, () =>
    server === undefined ? currentConsent() : server,
  );
}
