import { Trans } from '@lingui/react/macro';
import type { BookListEditor_BookFragment } from './BookListEditor.generated';
import { BookListEditor } from './BookListEditor';
import { useBookListChanges } from './useBookListChanges';
import { useUpdateReadingClubMutation } from './UpdateReadingClub.generated';

export interface ClubBooksProps {
  club: { id: string; name: string; books: readonly BookListEditor_BookFragment[] };
  /** Queries of the page to ask again after a change (names of operations). */
  refetchQueries?: string[];
}

/**
 * A reading club's books (seed 001 §3 Reading club: books; §7 PUT /readingclubs/{id} add_books, remove_books),
 * managed by the club's teacher or the director with the class page's editor. The answer's club (same id)
 * replaces the cached one, so the list shows the change at once.
 */
export function ClubBooks({ club, refetchQueries = [] }: ClubBooksProps) {
  const [update] = useUpdateReadingClubMutation({ refetchQueries });
  const books = useBookListChanges(
    async (sku) =>
      (await update({ variables: { input: { id: club.id, addBooks: [sku] } } })).data?.updateReadingClub
        ?.userErrors,
    async (sku) =>
      (await update({ variables: { input: { id: club.id, removeBooks: [sku] } } })).data?.updateReadingClub
        ?.userErrors,
  );
  const name = club.name;
  return (
    <BookListEditor
      heading={<Trans>Boeken van {name}</Trans>}
      headingId={`club-books-heading-${club.id}`}
      empty={<Trans>Deze club heeft nog geen boeken.</Trans>}
      books={club.books}
      onAdd={books.onAdd}
      onRemove={books.onRemove}
      data-testid="club-books"
    />
  );
}
