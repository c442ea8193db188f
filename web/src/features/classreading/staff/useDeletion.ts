import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type RefObject } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { useNotifications } from '@/shared/ui/Notifications';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';

/** A staff list row's delete: the row asked about (null while nothing is), and the steps of the dialog. */
export interface Deletion<Row> {
  asking: Row | null;
  ask(row: Row): void;
  cancel(): void;
  confirm(): Promise<void>;
  /** The delete is on its way. */
  busy: boolean;
}

/**
 * The delete of a list row, asked first (ConfirmDialog): which row is being asked about, whether the call
 * is on its way, and the programme's refusal as an error notification. Once a row is gone, so is the button
 * that opened the dialog: the focus goes to the list's heading (`afterDelete`, with tabIndex -1) instead of
 * the top of the page, so a keyboard or screen reader user goes on where they were.
 */
export function useDeletion<Row extends { id: string }>(
  onDelete: (row: Row) => Promise<readonly UserError[]>,
  afterDelete: RefObject<HTMLElement | null>,
): Deletion<Row> {
  const { i18n } = useLingui();
  const { notify } = useNotifications();
  const [asking, setAsking] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  // After the dialog's own clean-up (a child's effect, run first), which gave the focus back to the row's button.
  useEffect(() => {
    if (!deleted) return;
    afterDelete.current?.focus();
    setDeleted(false);
  }, [deleted, afterDelete]);

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    let errors: readonly UserError[];
    try {
      errors = await onDelete(asking);
    } catch {
      errors = [UNEXPECTED_ERROR];
    }
    setBusy(false);
    setAsking(null);
    const first = errors[0];
    if (first) notify({ type: 'error', message: staffErrorText(i18n, first) });
    else setDeleted(true);
  };

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, busy };
}
