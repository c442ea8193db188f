import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { writeWhenAllowed } from '../consent/cookieConsent';
import { PROMO_CLOSED_COOKIE, promoClosedCookieOf, promoLastClosedOf } from './domain/promoClosed';

/**
 * The visitor's lastClosed of the promo notification (seed 001 §3): from its cookie in the browser, from the
 * request's cookie in the server's render. The cookie remembers a choice beyond this visit, so it waits for
 * the personalization consent (seed 001 §4 'Queued cookies are written once consent allows them'); until then
 * the notification stays closed for the rest of this visit only.
 */
const listeners = new Set<() => void>();
let closedThisVisit: string | null = null;

function currentLastClosed(): string | null {
  if (typeof document === 'undefined') return null;
  return promoLastClosedOf(document.cookie) ?? closedThisVisit;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records that the visitor closed the notification now. */
export function closePromoNotification(now = new Date()): void {
  closedThisVisit = now.toISOString();
  writeWhenAllowed('personalization', PROMO_CLOSED_COOKIE, () => {
    document.cookie = promoClosedCookieOf(now, window.location.protocol === 'https:');
  });
  for (const listener of listeners) listener();
}

const ServerPromoContext = createContext<string | null | undefined>(undefined);

/** Server render only: the lastClosed of the request's cookie, so a closed notification is not rendered. */
export function ServerPromoProvider({
  lastClosed,
  children,
}: {
  lastClosed: string | null;
  children: ReactNode;
}) {
  return <ServerPromoContext value={lastClosed}>{children}</ServerPromoContext>;
}

/** The visitor's lastClosed, kept up to date; the browser hydrates with the value the server rendered from. */
export function usePromoLastClosed(): string | null {
  const server = useContext(ServerPromoContext);
  return useSyncExternalStore(subscribe, currentLastClosed, () =>
    server === undefined ? currentLastClosed() : server,
  );
}
