import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadMore } from '@/shared/ui/LoadMore';
import { LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { ReadingBookGrid, ReadingBookGridSkeleton } from '../book/ReadingBookCard';
import { isPupil, mayPageAllBooks } from '../domain/readingSessionCheck';
import { ClassPage } from '../staff/ClassPage';
import { useReadingUser } from '../frame/readingUser';
import { isNotFound } from '../session/graphqlErrors';
import { parseReadingListSlug, readingListSlug, type ReadingListId } from './readingListId';
import { readingListPageVariables } from './readingListQuery';
import { useReadingListPageQuery } from './ReadingListPage.generated';
import styles from '../home/Home.module.css';

/** seed 001 §2 a reading list: its books with cover, title and the pupil's progress. */
export function ReadingListPage() {
  const { list: slug } = useParams();
  const list = parseReadingListSlug(slug);
  const user = useReadingUser();
  // seed 001 §5: only Teacher, Director and Club president page every book.
  if (!list || (list.kind === 'all' && !mayPageAllBooks(user.role))) return <NotFound />;
  // A teacher's or director's class list is where they manage the class: pupils, books, progress.
  if (list.kind === 'class' && !isPupil(user.role)) return <ClassPage key={slug} classId={list.id} />;
  return <ReadingListBooks key={slug} list={list} />;
}

function ReadingListBooks({ list }: { list: ReadingListId }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { data, loading, error, fetchMore } = useReadingListPageQuery({
    variables: readingListPageVariables(list),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (!data && loading) {
    return (
      <LoadingRegion>
        <Skeleton width="min(20rem, 80%)" height="2.25rem" />
        <ReadingBookGridSkeleton />
      </LoadingRegion>
    );
  }
  if (isNotFound(error) || (data && list.kind === 'class' && !data.readingClass)) return <NotFound />;
  if (data && list.kind === 'club' && !data.readingClub) return <NotFound />;
  if (!data) return <LoadError />;

  const owner = list.kind === 'class' ? data.readingClass : list.kind === 'club' ? data.readingClub : null;
  const skus = owner ? new Set(owner.bookSkus) : null;
  const books = skus ? data.readingBooks.items.filter((book) => skus.has(book.sku)) : data.readingBooks.items;
  const title =
    list.kind === 'all'
      ? t`Alle boeken`
      : list.kind === 'class'
        ? t`Klas ${owner?.name ?? ''}`
        : (owner?.name ?? '');
  const nextStart = list.kind === 'all' ? data.readingBooks.nextStart : null;

  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={title} pathIn={(store) => paths.readingList(store, readingListSlug(list))} />
      <Breadcrumbs
        items={[
          { label: t`Klaslezen`, to: paths.classreading(code) },
          { label: t`Leeslijsten`, to: paths.readingLists(code) },
          { label: title },
        ]}
      />
      <h1>{title}</h1>
      {books.length === 0 ? (
        <EmptyState role="status">
          <p>
            <Trans>Er staan nog geen boeken op deze leeslijst.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ReadingBookGrid books={books} />
      )}
      {list.kind === 'all' && (
        <LoadMore
          hasMore={nextStart !== null && nextStart !== undefined}
          loading={loading}
          onLoadMore={() => void fetchMore({ variables: { start: nextStart ?? 0 } })}
          label={<Trans>Meer boeken tonen</Trans>}
          progress={
            <Trans>
              {books.length} van {data.readingBooks.total} boeken
            </Trans>
          }
        />
      )}
    </section>
  );
}
