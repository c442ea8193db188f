import { useApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionDocument, useSession } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { passesSessionCheck, SESSION_CHECK_FAILURE_DELAY_MS } from '../domain/readingSessionCheck';
import { isUnauthenticated } from './graphqlErrors';
import { useReadingMeQuery } from './ReadingMe.generated';
import type { ReadingSession_UserFragment } from './ReadingSession_user.generated';
import { LOGIN_REQUIRED } from './readingMessages';
import { useReadingLogout } from './useReadingLogout';

export type ReadingSessionUser = ReadingSession_UserFragment;

export type ReadingSession =
  | { status: 'loading' }
  | { status: 'signed-in'; user: ReadingSessionUser }
  /** The session check failed: the page says a login is needed, and the visitor goes home after 1 s. */
  | { status: 'failed' }
  /** The check could not be made (network): not a failed check (seed 001 §8: such failures are swallowed). */
  | { status: 'error' };

/**
 * seed 001 §2, §5 the session check of the classreading pages: readingMe answers the signed-in user. When it
 * fails (no user, UNAUTHENTICATED, or a user with neither a name nor firstname and lastname) the visitor is
 * logged out after 1 second (seed 001 §9) and sent home, where a notice offers the reading login.
 *
 * A shop customer gets one profile refresh first (seed 001 §4: a profile refresh with reading-programme data
 * logs the user in): a teacher whose browser was closed keeps the shop's session but lost the reading one.
 * `endWhenFailed: false` keeps the visitor where they are (the programme's home explains it to them instead).
 */
export function useReadingSession({
  endWhenFailed = true,
}: { endWhenFailed?: boolean } = {}): ReadingSession {
  const { i18n, t } = useLingui();
  const { code } = useStoreView();
  const { pathname, search } = useLocation();
  const client = useApolloClient();
  const { customer, loading: customerLoading } = useSession();
  // Asked again on entering the classreading pages: a session may have ended since the cache learned of it.
  const { data, error, loading, refetch } = useReadingMeQuery({ fetchPolicy: 'cache-and-network' });
  const logOut = useReadingLogout();
  const [profileRefresh, setProfileRefresh] = useState<'not tried' | 'running' | 'done'>('not tried');
  const user = data?.readingMe;
  const signedIn = Boolean(user && passesSessionCheck(user));
  const checkFailed = !signedIn && (isUnauthenticated(error) || Boolean(data && !loading));
  const refreshFirst = checkFailed && profileRefresh !== 'done' && (customerLoading || customer !== null);
  const session: ReadingSession =
    user && signedIn
      ? { status: 'signed-in', user }
      : checkFailed && !refreshFirst
        ? { status: 'failed' }
        : error && !checkFailed
          ? { status: 'error' }
          : { status: 'loading' };
  const failed = session.status === 'failed';

  useEffect(() => {
    if (!checkFailed || customerLoading || customer === null || profileRefresh !== 'not tried') return;
    setProfileRefresh('running');
    void client
      .query({ query: SessionDocument, fetchPolicy: 'network-only' })
      .then(() => refetch())
      .catch(() => undefined)
      .finally(() => setProfileRefresh('done'));
  }, [checkFailed, customerLoading, customer, profileRefresh, client, refetch]);
  const wanted = `${pathname}${search}`;

  useEffect(() => {
    if (!failed || !endWhenFailed) return;
    const timer = setTimeout(() => {
      void logOut({
        notice: {
          type: 'warning',
          message: i18n._(LOGIN_REQUIRED),
          action: { to: paths.readingLogin(code, wanted), label: t`Inloggen voor klaslezen` },
        },
      });
    }, SESSION_CHECK_FAILURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, endWhenFailed, logOut, i18n, t, code, wanted]);

  return session;
}
