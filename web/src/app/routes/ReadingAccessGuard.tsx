import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readingLoginRedirectOf } from '@shop/routes';
import { useSession } from '@/shared/session';
import { Loading } from '@/shared/ui/StatusMessages';
import { useReadingPresence } from '@/features/classreading/session/readingPresence';

/**
 * seed 001 §2, the browser's side of the /en-rw guard (the web server redirects before rendering): a
 * navigation inside the app to an /en-rw page, by a visitor who is neither a shop customer nor signed in to the
 * reading programme (the session check, readingMe), goes to the reading login with the wanted path in its
 * address. The server render never redirects: the web server's guard already decided.
 */
export function ReadingAccessGuard() {
  const { pathname, search, hash } = useLocation();
  const login = readingLoginRedirectOf(`${pathname}${search}${hash}`);
  const { customer, loading } = useSession();
  const pupil = useReadingPresence({ skip: login === null || Boolean(customer) });
  if (login === null || customer || pupil === true) return <Outlet />;
  if (loading || pupil === null) return <Loading />;
  return <Navigate to={login} replace />;
}
