import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { BookListEditor_BookFragment } from './BookListEditor.generated';
import { BookPicker, type PickedBook } from './BookPicker';
import { StaffListHeader } from './StaffList';
import styles from './StaffForms.module.css';

export interface BookListEditorProps {
  /** The section's heading ('Books of the class') and its id. */
  heading: ReactNode;
  headingId: string;
  /** What an empty list says. */
  empty: ReactNode;
  books: readonly BookListEditor_BookFragment[];
  /** Takes a book off the list; absent when the caller may not. */
  onRemove?(book: BookListEditor_BookFragment): Promise<void>;
  /** Puts a book on the list, answering the programme's refusal text or null; absent when the caller may not. */
  onAdd?(book: PickedBook): Promise<string | null>;
  /** Around the list of a non-empty list: what the owner shows with it or instead of it (a pupil's progress). */
  children?(list: ReactNode): ReactNode;
  'data-testid'?: string;
}

/**
 * A reading list as staff manage it (seed 001 §1: teachers manage reading lists; §7 add_books, remove_books):
 * a class's or a club's books, each taken off with one button, and more put on from every book of the programme
 * in a dialog (BookPicker).
 */
export function BookListEditor({
  heading,
  headingId,
  empty,
  books,
  onRemove,
  onAdd,
  children = (list) => list,
  'data-testid': testId,
}: BookListEditorProps) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const list = (
    <ul className={styles.list}>
      {books.map((book) => {
        const title = book.name;
        return (
          <li key={book.sku} className={styles.row} data-testid="listed-book">
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
  );

  return (
    <section aria-labelledby={headingId} className={styles.form} data-testid={testId}>
      <StaffListHeader
        heading={<h2 id={headingId}>{heading}</h2>}
        addLabel={<Trans>Boeken toevoegen</Trans>}
        onAdd={onAdd && (() => setPicking(true))}
      />
      {books.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        children(list)
      )}
      {onAdd && (
        <Dialog
          open={picking}
          onClose={() => setPicking(false)}
          title={<Trans>Boeken toevoegen aan de leeslijst</Trans>}
          placement="fullscreen"
        >
          <BookPicker onList={books.map((book) => book.sku)} onAdd={onAdd} />
        </Dialog>
      )}
    </section>
  );
}
