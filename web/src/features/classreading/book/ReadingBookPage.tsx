import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ReaderFrame } from '@/shared/digitalBook/ReaderFrame';
import { readerOriginOf } from '@/shared/digitalBook/readerOrigin';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { BookCover } from '@/shared/product/BookCover';
import { IMAGE_SIZES, productImageUrl } from '@/shared/product/imageUrl';
import { paths, useStoreView } from '@/shared/storeView';
import { Alert } from '@/shared/ui/Alert';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { Button } from '@/shared/ui/Button';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { isNotFound } from '../session/graphqlErrors';
import { SOMETHING_WENT_WRONG } from '../session/readingMessages';
import { openBookRefusalText } from './bookMessages';
import { useOpenBookMutation } from './OpenBook.generated';
import { readerSocketId } from './readerSocket';
import { useReadingBookPageQuery, type ReadingBookPageQuery } from './ReadingBookPage.generated';
import { readingBookPageVariables } from './readingBookQuery';
import { ReadingProgress } from './ReadingProgress';
import { useReaderProgress } from './useReaderProgress';
import styles from './Books.module.css';

type Book = NonNullable<ReadingBookPageQuery['readingBook']>;

/** seed 001 §2 a book of the reading programme: its details, the pupil's progress, and the embedded reader. */
export function ReadingBookPage() {
  const variables = readingBookPageVariables(useParams());
  const { data, loading, error } = useReadingBookPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) {
    return (
      <LoadingRegion>
        <div className={styles.book}>
          <Skeleton shape="block" aspectRatio="310 / 300" />
          <div className={styles.details}>
            <Skeleton width="min(20rem, 80%)" height="2.25rem" />
            <Skeleton width="50%" />
          </div>
        </div>
      </LoadingRegion>
    );
  }
  if (isNotFound(error) || (data && !data.readingBook)) return <NotFound />;
  if (!data?.readingBook) return <LoadError />;
  return <BookDetails key={variables.sku} book={data.readingBook} />;
}

function BookDetails({ book }: { book: Book }) {
  const { i18n, t } = useLingui();
  const { code } = useStoreView();
  const [openBook, { loading: opening }] = useOpenBookMutation();
  const [readerUrl, setReaderUrl] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const { failed } = useReaderProgress({ readerUrl, isbn: book.isbn, sku: book.sku, frame });
  const progress = book.product.readingProgress;

  const open = async () => {
    setRefusal(null);
    try {
      const { data } = await openBook({ variables: { sku: book.sku, socketId: readerSocketId() } });
      const payload = data?.openBook;
      const url = payload?.readerUrl;
      if (url && readerOriginOf(url)) return setReaderUrl(url);
      const first = payload?.userErrors[0];
      setRefusal(first ? openBookRefusalText(i18n, first) : i18n._(SOMETHING_WENT_WRONG));
    } catch {
      setRefusal(i18n._(SOMETHING_WENT_WRONG));
    }
  };

  return (
    <section className={styles.details}>
      <EveryStorePageMeta name={book.name} pathIn={(store) => paths.classreadingBook(store, book.sku)} />
      <Breadcrumbs
        items={[
          { label: t`Klaslezen`, to: paths.classreading(code) },
          { label: t`Leeslijsten`, to: paths.readingLists(code) },
          { label: book.name },
        ]}
      />
      <div className={styles.book}>
        <BookCover
          src={productImageUrl(book.image, IMAGE_SIZES.thumbnail)}
          alt=""
          size={IMAGE_SIZES.thumbnail}
          loading="eager"
        />
        <div className={styles.details}>
          <h1>{book.name}</h1>
          <dl>
            <dt>
              <Trans>Auteur</Trans>
            </dt>
            <dd>{book.author}</dd>
            <dt>
              <Trans>Taal</Trans>
            </dt>
            <dd>
              <abbr>{book.language.toUpperCase()}</abbr>
            </dd>
            {book.grade && (
              <>
                <dt>
                  <Trans>Leerjaar</Trans>
                </dt>
                <dd>{book.grade}</dd>
              </>
            )}
            <dt>
              <Trans>ISBN</Trans>
            </dt>
            <dd>{book.isbn}</dd>
          </dl>
          {progress !== null && progress !== undefined && <ReadingProgress percentage={progress} />}
          {refusal && (
            <Alert tone="error" data-testid="open-book-refusal">
              <p>{refusal}</p>
            </Alert>
          )}
          <div>
            {readerUrl ? (
              <Button variant="secondary" onClick={() => setReaderUrl(null)}>
                <Trans>Boek sluiten</Trans>
              </Button>
            ) : (
              <Button variant="primary" loading={opening} onClick={() => void open()}>
                <Trans>Boek openen</Trans>
              </Button>
            )}
          </div>
          {failed && (
            <InlineMessage tone="warning" live="status">
              <Trans>Je leesvoortgang kon niet bewaard worden.</Trans>
            </InlineMessage>
          )}
        </div>
      </div>
      {readerUrl && (
        <ReaderFrame ref={frame} src={readerUrl} title={t`Lezer: ${book.name}`} data-testid="reader" />
      )}
    </section>
  );
}
