import { useApolloClient } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { searchTermRule } from '@shop/validation';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field, TextInput } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadMore } from '@/shared/ui/LoadMore';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { BookPickerDocument, type BookPickerQuery } from './BookPicker.generated';
import { staffErrorText } from './staffMessages';
import styles from './StaffForms.module.css';

export type PickedBook = BookPickerQuery['readingBooks']['items'][number];

interface Listing {
  items: PickedBook[];
  total: number;
  nextStart: number | null;
}

export interface BookPickerProps {
  /** The skus already on the reading list. */
  onList: readonly string[];
  /** Puts a book on the list; answers the programme's refusal text, or null when done. */
  onAdd(book: PickedBook): Promise<string | null>;
}

/**
 * Every book of the programme, 50 at a time (seed 001 §5: listing loads incrementally for a teacher or a
 * director asking for all; §9 page size 50), searched by title or author (at least 3 characters), to put on
 * a reading list: a class's or a club's.
 */
export function BookPicker({ onList, onAdd }: BookPickerProps) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [termError, setTermError] = useState<string | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Pages are kept here rather than in the cache: the list is a one-off picker, and page 2 adds to page 1.
  // 'no-cache' hands back the page itself: through the cache, the reading lists' paging policy would answer
  // the pages merged already, and page 1 would be listed twice.
  const load = useCallback(
    async (start: number, before: PickedBook[]) => {
      setLoading(true);
      setFailed(false);
      try {
        const { data } = await client.query({
          query: BookPickerDocument,
          variables: { search, start },
          fetchPolicy: 'no-cache',
        });
        const page = data.readingBooks;
        setListing({
          items: [...before, ...page.items],
          total: page.total,
          nextStart: page.nextStart ?? null,
        });
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [client, search],
  );

  useEffect(() => {
    void load(0, []);
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    const broken = trimmed === '' ? null : searchTermRule(trimmed);
    setTermError(broken ? staffErrorText(i18n, { code: broken, message: broken }) : null);
    if (!broken) setSearch(trimmed || null);
  };

  const add = async (book: PickedBook) => {
    setAdding(book.sku);
    setRefusal(await onAdd(book));
    setAdding(null);
  };

  return (
    <div className={styles.form}>
      <form className={styles.form} role="search" noValidate onSubmit={submit}>
        <Field label={<Trans>Zoek op titel of auteur</Trans>} error={termError}>
          <TextInput
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            data-autofocus
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit">
            <Trans>Zoeken</Trans>
          </Button>
        </div>
      </form>
      {refusal && (
        <InlineMessage tone="error" live="alert">
          {refusal}
        </InlineMessage>
      )}
      {listing === null ? (
        failed ? (
          <InlineMessage tone="error" live="alert">
            {t`Er is iets misgegaan. Probeer het later opnieuw.`}
          </InlineMessage>
        ) : (
          <LoadingRegion>
            <Skeleton width="100%" height="2.75rem" shape="block" />
            <Skeleton width="100%" height="2.75rem" shape="block" />
          </LoadingRegion>
        )
      ) : listing.items.length === 0 ? (
        <EmptyState role="status">
          <p>
            <Trans>Geen boeken gevonden.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list} data-testid="book-picker">
            {listing.items.map((book) => {
              const title = book.name;
              const listed = onList.includes(book.sku);
              return (
                <li key={book.sku} className={styles.row}>
                  <span className={styles.rowText}>
                    <strong>{title}</strong>
                    <span className={styles.muted}>{book.author}</span>
                  </span>
                  {listed ? (
                    <span className={styles.muted}>
                      <Trans>Op de leeslijst</Trans>
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      loading={adding === book.sku}
                      onClick={() => void add(book)}
                      aria-label={t`Toevoegen: ${title}`}
                    >
                      <Trans>Toevoegen</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <LoadMore
            hasMore={listing.nextStart !== null}
            loading={loading}
            onLoadMore={() => listing.nextStart !== null && void load(listing.nextStart, listing.items)}
            label={<Trans>Meer boeken tonen</Trans>}
            progress={<Progress shown={listing.items.length} total={listing.total} />}
          />
          {failed && (
            <InlineMessage tone="error" live="alert">
              {t`Er is iets misgegaan. Probeer het later opnieuw.`}
            </InlineMessage>
          )}
        </>
      )}
    </div>
  );
}

function Progress({ shown, total }: { shown: number; total: number }) {
  return (
    <Trans>
      {shown} van {total} boeken
    </Trans>
  );
}
