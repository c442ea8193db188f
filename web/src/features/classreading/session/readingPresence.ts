import { useFragment } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { isPupil, passesSessionCheck } from '../domain/readingSessionCheck';
import { useReadingMeQuery } from './ReadingMe.generated';
import { SignedInPupil_QueryFragmentDoc } from './SignedInPupil.generated';

const noSubscription = () => () => undefined;

/**
 * Whether someone is signed in to the reading programme, for the browser's side of the /en-rw guard (seed 001
 * §2): readingMe, which the pupil login writes into the cache and the logout clears; null while it is asked.
 * The server render always lets the page through (its own guard already decided), and so does the hydration
 * of that page, so the browser's first render is the server's markup.
 */
export function useReadingPresence({ skip }: { skip: boolean }): boolean | null {
  const rendering = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Asked on the server too, so the page's state carries the answer and the hydrated guard decides at once.
  const { data, loading } = useReadingMeQuery({ skip });
  if (rendering) return true;
  if (skip) return false;
  if (loading) return null;
  // No answer (the API could not be reached) admits nobody: the server's guard and the login decide again.
  return passesSessionCheck(data?.readingMe);
}

/** A pupil signed in to the reading programme, as the shop's header names them. */
export interface SignedInPupil {
  name: string;
}

/**
 * The pupil signed in to the reading programme, for the shop's header (seed 001 §6: pupils are not shop
 * customers), or null. Read from the cache only, never asked: most visitors are shoppers. The server's render
 * asks readingMe for a visitor whose cookies hold a reading session, the pupil login writes it and the logout
 * clears it, so the cache knows on every page. A fragment read, unlike a cache-only query, leaves the server's
 * render nothing to wait for.
 */
export function useSignedInPupil(): SignedInPupil | null {
  const { data, complete } = useFragment({ fragment: SignedInPupil_QueryFragmentDoc, from: 'ROOT_QUERY' });
  const user = complete ? data.readingMe : null;
  return user?.name && isPupil(user.role) ? { name: user.name } : null;
}
