import { useLingui } from '@lingui/react/macro';
import type { UserError } from '@/shared/forms/fieldErrors';
import { useNotifications } from '@/shared/ui/Notifications';
import type { BookListEditor_BookFragment } from './BookListEditor.generated';
import type { PickedBook } from './BookPicker';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';

/** A change of a reading list through the programme: its userErrors, none when done. */
type ListChange = (sku: string) => Promise<readonly UserError[] | undefined>;

/**
 * BookListEditor's onAdd and onRemove over a list's two mutations (a class's or a club's): a refused or failed
 * addition answers its text, shown in the picker; a refused or failed removal is an error notification. Both
 * in the store view's language. The owner's mutations answer the list (same id), which replaces the cached one.
 */
export function useBookListChanges(add: ListChange, remove: ListChange) {
  const { i18n } = useLingui();
  const { notify } = useNotifications();

  const refusalOf = async (change: ListChange, sku: string): Promise<UserError | null> => {
    try {
      const userErrors = await change(sku);
      return userErrors ? (userErrors[0] ?? null) : UNEXPECTED_ERROR;
    } catch {
      return UNEXPECTED_ERROR;
    }
  };

  return {
    onAdd: async (book: PickedBook): Promise<string | null> => {
      const refusal = await refusalOf(add, book.sku);
      return refusal ? staffErrorText(i18n, refusal) : null;
    },
    onRemove: async (book: BookListEditor_BookFragment): Promise<void> => {
      const refusal = await refusalOf(remove, book.sku);
      if (refusal) notify({ type: 'error', message: staffErrorText(i18n, refusal) });
    },
  };
}
