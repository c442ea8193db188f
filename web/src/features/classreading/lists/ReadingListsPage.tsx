import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { Link } from '@/shared/ui/Link';
import { LoadedList } from '@/shared/ui/StatusMessages';
import { isPupil, mayPageAllBooks } from '../domain/readingSessionCheck';
import { useReadingUser } from '../frame/readingUser';
import { readingListSlug, type ReadingListId } from './readingListId';
import { useReadingListsPageQuery } from './ReadingListsPage.generated';
import styles from '../home/Home.module.css';

interface ListCard {
  list: ReadingListId;
  name: string;
  books?: number;
}

/**
 * seed 001 §2 reading lists: the lists the signed-in user reads or manages, each leading to its books: the
 * class's reading list (a teacher's: each class they teach), the books of the pupil's clubs (staff: every club
 * of the school), and every book of the programme for those who may page it (seed 001 §5).
 */
export function ReadingListsPage() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const user = useReadingUser();
  const { data, loading } = useReadingListsPageQuery({ fetchPolicy: 'cache-and-network' });
  const mine = new Set([...user.clubIds, ...user.clubsManaged]);
  const cards: ListCard[] = data
    ? [
        ...data.readingClasses.map((schoolClass) => ({
          list: { kind: 'class', id: schoolClass.id } as const,
          name: t`Klas ${schoolClass.name}`,
          books: schoolClass.bookSkus.length,
        })),
        ...data.readingClubs
          .filter((club) => !isPupil(user.role) || mine.has(club.id))
          .map((club) => ({
            list: { kind: 'club', id: club.id } as const,
            name: club.name,
            books: club.bookSkus.length,
          })),
        ...(mayPageAllBooks(user.role) ? [{ list: { kind: 'all' } as const, name: t`Alle boeken` }] : []),
      ]
    : [];

  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Leeslijsten`} pathIn={paths.readingLists} />
      <h1>
        <Trans>Leeslijsten</Trans>
      </h1>
      <LoadedList
        loading={!data && loading}
        failed={!data}
        empty={cards.length === 0}
        emptyMessage={<Trans>Er zijn nog geen leeslijsten.</Trans>}
        rowHeight="3.5rem"
      >
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={readingListSlug(card.list)}>
              <Link to={paths.readingList(code, readingListSlug(card.list))}>{card.name}</Link>
              {card.books !== undefined && (
                <p>
                  <Trans>{card.books} boeken</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      </LoadedList>
    </section>
  );
}
