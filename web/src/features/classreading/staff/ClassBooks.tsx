import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Field, Select } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import type { BookListEditor_BookFragment } from './BookListEditor.generated';
import { BookListEditor } from './BookListEditor';
import type { PickedBook } from './BookPicker';
import { usePupilProgressQuery } from './PupilProgress.generated';
import styles from './StaffForms.module.css';

export interface ClassBooksProps {
  books: readonly BookListEditor_BookFragment[];
  students: readonly { id: string; name: string }[];
  /** Takes a book off the class's reading list; absent when the caller may not. */
  onRemove?(book: BookListEditor_BookFragment): Promise<void>;
  /** Puts a book on the class's reading list (BookListEditor); absent when the caller may not. */
  onAdd?(book: PickedBook): Promise<string | null>;
}

/**
 * The class's books (seed 001 §3 Class: books) and, for a chosen pupil, their reading progress per book
 * (seed 001 §3 Tracking: percentage per book ISBN).
 */
export function ClassBooks({ books, students, onRemove, onAdd }: ClassBooksProps) {
  const { t } = useLingui();
  const [pupilId, setPupilId] = useState('');
  return (
    <BookListEditor
      heading={<Trans>Boeken van de klas</Trans>}
      headingId="class-books-heading"
      empty={<Trans>Deze klas heeft nog geen boeken op haar leeslijst.</Trans>}
      books={books}
      onRemove={onRemove}
      onAdd={onAdd}
      data-testid="class-books"
    >
      {(list) => (
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
          {pupilId ? <PupilProgress studentId={pupilId} books={books} /> : list}
        </>
      )}
    </BookListEditor>
  );
}

/** One pupil's progress in each book of the class; a book never opened is at 0 %. */
function PupilProgress({
  studentId,
  books,
}: {
  studentId: string;
  books: readonly BookListEditor_BookFragment[];
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
