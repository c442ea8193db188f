import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion } from '@/shared/ui/Skeleton';
import { ReadingBookGrid, ReadingBookGridSkeleton } from '../book/ReadingBookCard';
import { isPupil } from '../domain/readingSessionCheck';
import { useReadingUser } from '../frame/readingUser';
import { type ReadingSessionUser } from '../session/useReadingSession';
import { useClassreadingHomePageQuery } from './ClassreadingHomePage.generated';
import { readingListSlug } from '../lists/readingListId';
import { TeacherDashboard } from '../staff/TeacherDashboard';
import styles from './Home.module.css';

/** seed 001 §2 classreading home: a dashboard per role (pupils here; teachers and directors their own). */
export function ClassreadingHomePage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const user = useReadingUser();
  return (
    <>
      <EveryStorePageMeta name={t`Klaslezen`} pathIn={paths.classreading} />
      {isPupil(user.role) ? (
        <PupilDashboard user={user} />
      ) : (
        <TeacherDashboard
          classPath={(id) => paths.readingList(code, readingListSlug({ kind: 'class', id }))}
        />
      )}
    </>
  );
}

/** A pupil's dashboard: my reading list (with my progress per book), my class, my clubs. */
function PupilDashboard({ user }: { user: ReadingSessionUser }) {
  const { code } = useStoreView();
  const { data, loading } = useClassreadingHomePageQuery({ fetchPolicy: 'cache-and-network' });
  const mine = new Set([...user.clubIds, ...user.clubsManaged]);
  const managed = new Set(user.clubsManaged);
  const clubs = data?.readingClubs.filter((club) => mine.has(club.id)) ?? [];

  return (
    <div className={styles.page}>
      <h1>
        <Trans>Hallo {user.name}</Trans>
      </h1>
      <section aria-labelledby="my-reading-list">
        <h2 id="my-reading-list">
          <Trans>Mijn leeslijst</Trans>
        </h2>
        {!data && loading ? (
          <LoadingRegion>
            <ReadingBookGridSkeleton />
          </LoadingRegion>
        ) : !data ? (
          <LoadError />
        ) : data.readingBooks.items.length === 0 ? (
          <EmptyState role="status">
            <p>
              <Trans>Er staan nog geen boeken op je leeslijst.</Trans>
            </p>
          </EmptyState>
        ) : (
          <ReadingBookGrid books={data.readingBooks.items} />
        )}
      </section>
      {data && (
        <>
          <section aria-labelledby="my-class">
            <h2 id="my-class">
              <Trans>Mijn klas</Trans>
            </h2>
            {data.myClass ? (
              <dl className={styles.facts}>
                <dt>
                  <Trans>Klas</Trans>
                </dt>
                <dd>{data.myClass.name}</dd>
                <dt>
                  <Trans>Leerjaar</Trans>
                </dt>
                <dd>{data.myClass.grade}</dd>
                {data.myClass.teacher && (
                  <>
                    <dt>
                      <Trans>Leerkracht</Trans>
                    </dt>
                    <dd>
                      {data.myClass.teacher.firstname} {data.myClass.teacher.lastname}
                    </dd>
                  </>
                )}
              </dl>
            ) : (
              <p>
                <Trans>Je zit nog niet in een klas.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="my-clubs">
            <h2 id="my-clubs">
              <Trans>Mijn leesclubs</Trans>
            </h2>
            {clubs.length === 0 ? (
              <EmptyState
                role="status"
                action={
                  <Link to={paths.readingClubs(code)}>
                    <Trans>Bekijk de leesclubs van je school</Trans>
                  </Link>
                }
              >
                <p>
                  <Trans>Je bent nog geen lid van een leesclub.</Trans>
                </p>
              </EmptyState>
            ) : (
              <ul className={styles.cards}>
                {clubs.map((club) => (
                  <li key={club.id}>
                    <Link to={paths.readingClub(code, club.id)}>{club.name}</Link>
                    {managed.has(club.id) && (
                      <p>
                        <Trans>Jij bent voorzitter</Trans>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
