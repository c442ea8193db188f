import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useResolvedPath } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { isPupil } from '../domain/readingSessionCheck';
import { ProgrammeIntro } from '../home/ProgrammeIntro';
import { useReadingLogout } from '../session/useReadingLogout';
import { useReadingSession, type ReadingSessionUser } from '../session/useReadingSession';
import { LoginRequired } from './LoginRequired';
import styles from './Frame.module.css';

/**
 * The frame of every classreading page but the login (seed 001 §2): the session check, the navigation between
 * the dashboard, reading lists, clubs and teachers, who is signed in, and a pupil's logout (seed 001 §8).
 * The page inside gets the signed-in user from the frame (useReadingUser). The classreading home is the
 * programme's page for everybody: a visitor who is not signed in gets the programme explained there, with the
 * ways in, instead of the login notice and the trip home of the other pages.
 */
export function ClassreadingFrame() {
  const { pathname } = useLocation();
  const atHome = pathname.replace(/\/+$/, '') === useResolvedPath('.').pathname.replace(/\/+$/, '');
  const session = useReadingSession({ endWhenFailed: !atHome });
  if (session.status === 'loading') {
    return (
      <LoadingRegion>
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        <Skeleton width="100%" />
        <Skeleton width="70%" />
      </LoadingRegion>
    );
  }
  if (session.status === 'failed') return atHome ? <ProgrammeIntro /> : <LoginRequired />;
  if (session.status === 'error') return <LoadError />;
  return (
    <div className={styles.frame}>
      <FrameBar user={session.user} />
      <Outlet context={{ readingUser: session.user }} />
    </div>
  );
}

function FrameBar({ user }: { user: ReadingSessionUser }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { pathname } = useLocation();
  const logOut = useReadingLogout();
  const here = pathname.replace(/\/+$/, '');
  const links = [
    { to: paths.classreading(code), label: t`Mijn klaslezen`, exact: true },
    { to: paths.readingLists(code), label: t`Leeslijsten`, exact: false },
    { to: paths.readingClubs(code), label: t`Leesclubs`, exact: false },
    { to: paths.classreadingTeachers(code), label: t`Leerkrachten`, exact: false },
    // seed 001 §6: the director gets and sets the school code.
    ...(user.role === 'Director' ? [{ to: paths.schoolCode(code), label: t`Schoolcode`, exact: false }] : []),
  ];
  const pupil = isPupil(user.role);
  const name = user.name ?? `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return (
    <div className={styles.bar}>
      <nav className={styles.nav} aria-label={t`Klaslezen`}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                variant="quiet"
                to={link.to}
                aria-current={(link.exact ? here === link.to : here.startsWith(link.to)) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.who}>
        <p data-testid="reading-user">
          {pupil && user.className ? (
            <Trans>
              {name}, klas {user.className}
            </Trans>
          ) : (
            name
          )}
        </p>
        {pupil && (
          <Button variant="secondary" size="sm" onClick={() => void logOut()}>
            <Trans>Uitloggen</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
