import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { LoadedList } from '@/shared/ui/StatusMessages';
import { isPupil } from '../domain/readingSessionCheck';
import { useReadingUser } from '../frame/readingUser';
import { ClubsAdmin } from '../staff/ClubsAdmin';
import { ClubMembershipButton } from './ClubMembershipButton';
import { shownName } from './ClubMembers';
import { useReadingClubsPageQuery } from './ReadingClubsPage.generated';
import { ClubRoleMark } from './ClubRoleMark';
import styles from './Clubs.module.css';

/**
 * seed 001 §2 reading clubs: the clubs of the school. A pupil joins or leaves as member (seed 001 §4); the
 * clubs the pupil belongs to or administers (clubs_manage) are marked.
 */
export function ReadingClubsPage() {
  const { t } = useLingui();
  const user = useReadingUser();
  if (isPupil(user.role)) return <PupilReadingClubs />;
  // seed 001 §4, §6: teachers create clubs and, with the director, manage them.
  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Leesclubs`} pathIn={paths.readingClubs} />
      <ClubsAdmin />
    </section>
  );
}

function PupilReadingClubs() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const user = useReadingUser();
  const { data, loading } = useReadingClubsPageQuery({ fetchPolicy: 'cache-and-network' });
  const mayJoin = user.allowedOperations.includes('joinReadingClub');
  const managed = new Set(user.clubsManaged);
  const member = new Set(user.clubIds);

  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Leesclubs`} pathIn={paths.readingClubs} />
      <h1>
        <Trans>Leesclubs</Trans>
      </h1>
      <LoadedList
        loading={!data && loading}
        failed={!data}
        empty={!data?.readingClubs.length}
        emptyMessage={<Trans>Je school heeft nog geen leesclubs.</Trans>}
        rowHeight="6rem"
      >
        <ul className={styles.clubs}>
          {data?.readingClubs.map((club) => (
            <li key={club.id} className={styles.club} data-testid="reading-club">
              <h2>
                <Link to={paths.readingClub(code, club.id)}>{club.name}</Link>
              </h2>
              <ClubRoleMark president={managed.has(club.id)} member={member.has(club.id)} />
              <p>{club.description}</p>
              <p className={styles.muted}>
                <Plural value={club.students.length} one="# lid" other="# leden" />
                {club.administrators.length > 0 && (
                  <>
                    {' · '}
                    <Trans>Voorzitter: {club.administrators.map(shownName).join(', ')}</Trans>
                  </>
                )}
              </p>
              {mayJoin && !managed.has(club.id) && (
                <ClubMembershipButton clubId={club.id} clubName={club.name} member={member.has(club.id)} />
              )}
            </li>
          ))}
        </ul>
      </LoadedList>
    </section>
  );
}
