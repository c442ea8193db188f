import { useCallback, useMemo, useState } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';

/** What a dialog edits: a record, or a word for what else ('new'); never null, which means 'closed'. */
export type EditTarget = object | string;

/** What a staff list's add/edit dialog holds: what is being edited (a record, or 'new'), or nothing. */
export interface EditDialogState<Editing extends EditTarget> {
  /** What the open dialog edits; null while it is closed. */
  editing: Editing | null;
  open(editing: Editing): void;
  close(): void;
  /**
   * A form's save: the programme's userErrors go back to the form to show; none closes the dialog (the owner
   * has already updated its list).
   */
  closeOnSuccess(saving: Promise<readonly UserError[]>): Promise<readonly UserError[]>;
}

/** The state of one add/edit dialog of a staff screen (pupils, teachers, clubs, a class), shown by EditDialog. */
export function useEditDialog<Editing extends EditTarget>(): EditDialogState<Editing> {
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return useMemo(
    () => ({
      editing,
      open: (value: Editing) => setEditing(() => value),
      close,
      closeOnSuccess: async (saving: Promise<readonly UserError[]>) => {
        const errors = await saving;
        if (errors.length === 0) close();
        return errors;
      },
    }),
    [editing, close],
  );
}
