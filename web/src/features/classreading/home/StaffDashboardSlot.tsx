import { Trans, useLingui } from '@lingui/react/macro';
import { paths, useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { roleName } from '../session/readingMessages';
import type { ReadingSessionUser } from '../session/useReadingSession';
import styles from './Home.module.css';

/**
 * The classreading home of a teacher or director (seed 001 §6). A stand-in until the staff dashboard takes
 * this place: who is signed in, their role and school code, and the ways to the pages they manage.
 */
export function StaffDashboardSlot({ user }: { user: ReadingSessionUser }) {
  const { i18n, t } = useLingui();
  const { code } = useStoreView();
  const name = `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();
  return (
    <div className={styles.page} data-testid="staff-dashboard">
      <section>
        <h1>
          <Trans>Welkom, {name}</Trans>
        </h1>
        <dl className={styles.facts}>
          <dt>
            <Trans>Rol</Trans>
          </dt>
          <dd>{roleName(i18n, user.role)}</dd>
          <dt>
            <Trans>Schoolcode</Trans>
          </dt>
          <dd>{user.schoolCode ?? user.schoolId}</dd>
        </dl>
      </section>
      <nav aria-label={t`Beheer`}>
        <ul className={styles.cards}>
          <li>
            <Link to={paths.readingLists(code)}>
              <Trans>Leeslijsten</Trans>
            </Link>
            <p>
              <Trans>De boeken van je klassen.</Trans>
            </p>
          </li>
          <li>
            <Link to={paths.readingClubs(code)}>
              <Trans>Leesclubs</Trans>
            </Link>
            <p>
              <Trans>De leesclubs van de school, met hun leden.</Trans>
            </p>
          </li>
          <li>
            <Link to={paths.classreadingTeachers(code)}>
              <Trans>Leerkrachten</Trans>
            </Link>
            <p>
              <Trans>De leerkrachten en de directie van de school.</Trans>
            </p>
          </li>
        </ul>
      </nav>
    </div>
  );
}
