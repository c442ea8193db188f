import { useSyncExternalStore } from 'react';

/**
 * Whether this tab knows of a reading-programme session, for the browser's side of the /en-rw guard (seed
 * 001 §2). The session itself is the web server's HttpOnly cookie, which no script can read; this tab knows
 * of it because a pupil logged in here, or because the server let the first page through its own guard.
 * Kept in memory only: nothing about a pupil goes to the browser's storage.
 */
let signedIn = false;
const listeners = new Set<() => void>();

let firstPageSeen = false;

/**
 * Called with the first page this tab shows: a guarded page the server rendered was let through its guard,
 * so the request carried a session. Only the first call counts; later pages were navigations in the tab.
 */
export function noteFirstPage(guarded: boolean): void {
  if (firstPageSeen) return;
  firstPageSeen = true;
  if (guarded) signedIn = true;
}

export function setReadingPresence(value: boolean): void {
  if (signedIn === value) return;
  signedIn = value;
  for (const listener of listeners) listener();
}

export function useReadingPresence(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signedIn,
    // The server render never redirects: the web server's guard already decided.
    () => true,
  );
}
