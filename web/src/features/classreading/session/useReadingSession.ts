import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
 */
export function useReadingSession(): ReadingSession {
  const { i18n, t } = useLingui();
  const { code } = useStoreView();
  const { pathname, search } = useLocation();
  // Asked again on entering the classreading pages: a session may have ended since the cache learned of it.
  const { data, error, loading } = useReadingMeQuery({ fetchPolicy: 'cache-and-network' });
  const logOut = useReadingLogout();
  const user = data?.readingMe;
  const session: ReadingSession =
    user && passesSessionCheck(user)
      ? { status: 'signed-in', user }
      : isUnauthenticated(error) || (data && !loading)
        ? { status: 'failed' }
        : error
          ? { status: 'error' }
          : { status: 'loading' };
  const failed = session.status === 'failed';
  const wanted = `${pathname}${search}`;

  useEffect(() => {
    if (!failed) return;
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
  }, [failed, logOut, i18n, t, code, wanted]);

  return session;
}
