import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { useNotifications } from '@/shared/ui/Notifications';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';

/**
 * The delete of a list row, asked first (ConfirmDialog): which row is being asked about, whether the call
 * is on its way, and the programme's refusal as an error notification.
 */
export function useDeletion<Row extends { id: string }>(
  onDelete: (row: Row) => Promise<readonly UserError[]>,
) {
  const { i18n } = useLingui();
  const { notify } = useNotifications();
  const [asking, setAsking] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

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
  };

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, busy };
}
