import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readingLoginRedirectOf } from '@shop/routes';
import { useOnline } from '@/shared/network/useOnline';
import { useSession } from '@/shared/session';
import { Loading } from '@/shared/ui/StatusMessages';
import { useReadingPresence } from '@/features/classreading/session/readingPresence';

/**
 * seed 001 §2, the browser's side of the /en-rw guard (the web server redirects before rendering): a
 * navigation inside the app to an /en-rw page, by a visitor who is neither a shop customer nor signed in to the
 * reading programme (the session check, readingMe), goes to the reading login with the wanted path in its
 * address. The server render never redirects: the web server's guard already decided.
 *
 * Offline (issue 24) nobody can be asked, and the session check's failure says nothing about the visitor: the
 * page is let through and shows what this browser persisted of /en-rw, which exists only while a signed-in
 * visitor's copy does (every logout removes it, see storeResources) and holds public data only.
 */
export function ReadingAccessGuard() {
  const { pathname, search, hash } = useLocation();
  const login = readingLoginRedirectOf(`${pathname}${search}${hash}`);
  const online = useOnline();
  const { customer, loading } = useSession();
  const pupil = useReadingPresence({ skip: login === null || Boolean(customer) || !online });
  if (login === null || customer || pupil === true || !online) return <Outlet />;
  if (loading || pupil === null) return <Loading />;
  return <Navigate to={login} replace />;
}
