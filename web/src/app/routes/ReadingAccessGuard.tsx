import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/shared/session';
import { readingLoginRedirectOf } from '@/shared/storeView';
import { Loading } from '@/shared/ui/StatusMessages';
import { noteFirstPage, useReadingPresence } from '@/features/classreading/session/readingPresence';

/**
 * seed 001 §2, the browser's side of the /en-rw guard (the web server redirects before rendering): a
 * navigation inside the app to an /en-rw page, by a visitor who is neither a shop customer nor a pupil known
 * to this tab, goes to the reading login with the wanted path in its address.
 */
export function ReadingAccessGuard() {
  const { pathname, search, hash } = useLocation();
  const login = readingLoginRedirectOf(`${pathname}${search}${hash}`);
  if (typeof window !== 'undefined') noteFirstPage(login !== null);
  const { customer, loading } = useSession();
  const pupil = useReadingPresence();
  if (login === null || customer || pupil) return <Outlet />;
  if (loading) return <Loading />;
  return <Navigate to={login} replace />;
}
