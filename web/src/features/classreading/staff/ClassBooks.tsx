import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field, Select } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import type { ClassBooks_BookFragment } from './ClassBooks.generated';
import { usePupilProgressQuery } from './PupilProgress.generated';
import styles from './StaffForms.module.css';

export interface ClassBooksProps {
  books: readonly ClassBooks_BookFragment[];
  students: readonly { id: string; name: string }[];
  /** Takes a book off the class's reading list; absent when the caller may not. */
  onRemove?(book: ClassBooks_BookFragment): Promise<void>;
  /** The control that adds books (the owner keeps its dialog). */
  addAction?: ReactNode;
}

/**
 * The class's books (seed 001 §3 Class: books) and, for a chosen pupil, their reading progress per book
 * (seed 001 §3 Tracking: percentage per book ISBN).
 */
export function ClassBooks({ books, students, onRemove, addAction }: ClassBooksProps) {
  const { t } = useLingui();
  const [pupilId, setPupilId] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <section aria-labelledby="class-books-heading" className={styles.form} data-testid="class-books">
      <div className={styles.header}>
        <h2 id="class-books-heading">
          <Trans>Boeken van de klas</Trans>
        </h2>
        {addAction}
      </div>
      {books.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Deze klas heeft nog geen boeken op haar leeslijst.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          {students.length > 0 && (
            <Field label={<Trans>Leesvorderingen van</Trans>}>
              <Select value={pupilId} onChange={(event) => setPupilId(event.target.value)}>
                <option value="">{t`Kies een leerling`}</option>
                {students.map((student) => (
                  <option key={student.id} value={student.id}>
                    {student.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {pupilId ? (
            <PupilProgress studentId={pupilId} books={books} />
          ) : (
            <ul className={styles.list}>
              {books.map((book) => {
                const title = book.name;
                return (
                  <li key={book.sku} className={styles.row} data-testid="class-book">
                    <span className={styles.rowText}>
                      <strong>{title}</strong>
                      {book.author && <span className={styles.muted}>{book.author}</span>}
                    </span>
                    {onRemove && (
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={removing === book.sku}
                        aria-label={t`Van de leeslijst halen: ${title}`}
                        onClick={() => {
                          setRemoving(book.sku);
                          void onRemove(book).finally(() => setRemoving(null));
                        }}
                      >
                        <Trans>Van de leeslijst halen</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** One pupil's progress in each book of the class; a book never opened is at 0 %. */
function PupilProgress({
  studentId,
  books,
}: {
  studentId: string;
  books: readonly ClassBooks_BookFragment[];
}) {
  const { data, loading, error } = usePupilProgressQuery({ variables: { studentId } });
  if (!data) {
    if (loading)
      return (
        <LoadingRegion>
          <Skeleton width="100%" height="2.5rem" shape="block" />
          <Skeleton width="100%" height="2.5rem" shape="block" />
        </LoadingRegion>
      );
    return error ? (
      <InlineMessage tone="error" live="alert">
        <Trans>De leesvorderingen konden niet geladen worden. Probeer het later opnieuw.</Trans>
      </InlineMessage>
    ) : null;
  }
  const byIsbn = new Map(data.readingProgress.map((progress) => [progress.isbn, progress.percentage]));
  return (
    <ul className={styles.list} data-testid="pupil-progress">
      {books.map((book) => {
        const title = book.name;
        const percentage = (book.isbn && byIsbn.get(book.isbn)) || 0;
        return (
          <li key={book.sku} className={styles.row}>
            <span className={styles.rowText}>
              <strong>{title}</strong>
              <span className={styles.muted}>
                <Trans>{percentage}% gelezen</Trans>
              </span>
            </span>
            <progress className={styles.bar} max={100} value={percentage} aria-label={title} />
          </li>
        );
      })}
    </ul>
  );
}
