import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { EmbeddedBook } from '@/shared/digitalBook/EmbeddedBook';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { CoverThumbnail } from '@/shared/product/CoverThumbnail';
import { accountPaths } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError } from '@/shared/ui/StatusMessages';
import {
  useMyDigitalProductsPageQuery,
  type MyDigitalProductsPageQuery,
} from './MyDigitalProductsPage.generated';
import { RequireLogin } from './RequireLogin';
import styles from './Account.module.css';

type DigitalBook = NonNullable<MyDigitalProductsPageQuery['myDigitalProducts']>[number];

/**
 * seed 000 §2 my-digital-products: the e-books and audiobooks the customer bought (seed 001 §3 'Digital product:
 * list of books, each with an embed code'), each opened in a dialog: an e-book in the reader, an audiobook in the
 * player.
 */
export function MyDigitalProductsPage() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Mijn digitale producten`} pathIn={accountPaths.myDigitalProducts} />
      <RequireLogin>
        <DigitalProducts />
      </RequireLogin>
    </>
  );
}

function DigitalProducts() {
  const { t } = useLingui();
  const { code } = useStoreView();
  // Asked again on every visit: an audiobook's address plays for a few hours only.
  const { data, loading } = useMyDigitalProductsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [opened, setOpened] = useState<DigitalBook | null>(null);
  const books = data?.myDigitalProducts;
  const heading = (
    <h2>
      <Trans>Mijn digitale producten</Trans>
    </h2>
  );
  if (!books) {
    // null without an error: the digital products service refused the session's token.
    if (loading && !data) return <DigitalProductsSkeleton heading={heading} />;
    return <LoadError />;
  }
  if (books.length === 0) {
    const ebooks = data.ebooks;
    return (
      <section className={styles.block}>
        {heading}
        <EmptyState
          data-testid="digital-products-empty"
          action={ebooks && <Link to={paths.category(code, ebooks.urlPath)}>{ebooks.name}</Link>}
        >
          <p>
            <Trans>Je hebt nog geen digitale producten.</Trans>
          </p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className={styles.block}>
      {heading}
      <ul className={styles.cards}>
        {books.map((book) => (
          <li key={book.id} className={`${styles.card} ${styles.digitalBook}`} data-testid="digital-product">
            <CoverThumbnail image={book.image} />
            <div className={styles.digitalBookText}>
              <h3>{book.name}</h3>
              <p className={styles.muted}>
                {book.kind === 'AUDIOBOOK' ? <Trans>Luisterboek</Trans> : <Trans>E-book</Trans>}
              </p>
              <div>
                {/* Named with the title, as every card has the button: the name starts with what it shows. */}
                <Button
                  variant="primary"
                  onClick={() => setOpened(book)}
                  aria-label={book.kind === 'AUDIOBOOK' ? t`Luisteren: ${book.name}` : t`Lezen: ${book.name}`}
                >
                  {book.kind === 'AUDIOBOOK' ? <Trans>Luisteren</Trans> : <Trans>Lezen</Trans>}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.name}
        placement={opened?.kind === 'AUDIOBOOK' ? 'center' : 'fullscreen'}
        data-testid="digital-product-dialog"
      >
        {opened && (
          <EmbeddedBook name={opened.name} readerUrl={opened.readerUrl} audioUrl={opened.audioUrl} />
        )}
      </Dialog>
    </section>
  );
}

function DigitalProductsSkeleton({ heading }: { heading: ReactNode }) {
  return (
    <section className={styles.block}>
      {heading}
      <LoadingRegion>
        <ul className={styles.cards}>
          {[1, 2].map((n) => (
            <li key={n} className={`${styles.card} ${styles.digitalBook}`}>
              <Skeleton shape="block" aspectRatio="310 / 300" />
              <div className={styles.digitalBookText}>
                <Skeleton width="80%" height="1.25em" />
                <Skeleton width="40%" />
              </div>
            </li>
          ))}
        </ul>
      </LoadingRegion>
    </section>
  );
}
