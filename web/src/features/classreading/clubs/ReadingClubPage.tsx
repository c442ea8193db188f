import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { ReadingBookGrid } from '../book/ReadingBookCard';
import { isPupil } from '../domain/readingSessionCheck';
import { useReadingUser } from '../frame/readingUser';
import { isNotFound } from '../session/graphqlErrors';
import { ClubMembers } from './ClubMembers';
import { ClubMembershipButton } from './ClubMembershipButton';
import { ClubPresidentTools } from './ClubPresidentTools';
import { useReadingClubPageQuery } from './ReadingClubPage.generated';
import { readingClubPageVariables } from './readingClubQuery';
import { ClubRoleMark } from './ClubRoleMark';
import styles from './Clubs.module.css';

/** seed 001 §2 a reading club: what it is about, its administrators and members, its books; join or leave. */
export function ReadingClubPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const params = useParams();
  const user = useReadingUser();
  const { data, loading, error } = useReadingClubPageQuery({
    variables: readingClubPageVariables(params),
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) {
    return (
      <LoadingRegion>
        <Skeleton width="min(20rem, 80%)" height="2.25rem" />
        <Skeleton width="100%" />
        <Skeleton width="60%" />
      </LoadingRegion>
    );
  }
  if (isNotFound(error) || (data && !data.readingClub)) return <NotFound />;
  const club = data?.readingClub;
  if (!club) return <LoadError />;
  const managed = user.clubsManaged.includes(club.id);
  const may = (operation: string) => user.allowedOperations.includes(operation);
  // API.md: a club president changes the clubs they administer (PUT only: not delete, not create).
  const presides = managed && (may('updateReadingClub') || may('setReadingClubMembers'));
  const member = user.clubIds.includes(club.id);
  const skus = new Set(club.bookSkus);
  const books = data.readingBooks.items.filter((book) => skus.has(book.sku));
  const bookCount = club.bookSkus.length;

  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={club.name} pathIn={(store) => paths.readingClub(store, club.id)} />
      <Breadcrumbs
        items={[
          { label: t`Klaslezen`, to: paths.classreading(code) },
          { label: t`Leesclubs`, to: paths.readingClubs(code) },
          { label: club.name },
        ]}
      />
      <div className={styles.header}>
        {club.avatar && <img className={styles.avatar} src={club.avatar} alt="" width={64} height={64} />}
        <h1>{club.name}</h1>
      </div>
      <ClubRoleMark president={managed} member={member} />
      <p>{club.description}</p>
      {presides && <ClubPresidentTools club={club} may={may} />}
      {user.allowedOperations.includes('joinReadingClub') && !managed && (
        <div className={styles.header}>
          <ClubMembershipButton clubId={club.id} clubName={club.name} member={member} />
        </div>
      )}
      <section aria-labelledby="club-books" className={styles.page}>
        <h2 id="club-books">
          <Trans>Boeken van de club</Trans>
        </h2>
        {bookCount === 0 ? (
          <EmptyState role="status">
            <p>
              <Trans>Deze club heeft nog geen boeken.</Trans>
            </p>
          </EmptyState>
        ) : books.length > 0 ? (
          <ReadingBookGrid books={books} />
        ) : (
          // API.md: a pupil opens the books of their class and clubs only; a club's books are its members'.
          <p>
            {isPupil(user.role) ? (
              <Plural
                value={bookCount}
                one="Deze club leest # boek. Word lid om het te lezen."
                other="Deze club leest # boeken. Word lid om ze te lezen."
              />
            ) : (
              <Plural value={bookCount} one="Deze club leest # boek." other="Deze club leest # boeken." />
            )}
          </p>
        )}
      </section>
      <div className={styles.people}>
        <section aria-labelledby="club-administrators">
          <h2 id="club-administrators">
            <Trans>Voorzitters</Trans>
          </h2>
          <ClubMembers students={club.administrators} />
        </section>
        <section aria-labelledby="club-members">
          <h2 id="club-members">
            <Trans>Leden</Trans>
          </h2>
          <ClubMembers students={club.students} />
        </section>
      </div>
    </section>
  );
}
