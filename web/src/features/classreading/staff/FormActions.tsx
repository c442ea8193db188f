import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from './StaffForms.module.css';

export interface FormActionsProps {
  /** The submit button's words: what it does ('Add', 'Save'). */
  submitLabel: ReactNode;
  /** The form's call is on its way: the submit button shows it and cannot be pressed twice. */
  busy: boolean;
  onCancel(): void;
}

/** The foot of a staff form in a dialog: submit, then cancel. */
export function FormActions({ submitLabel, busy, onCancel }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant="primary" loading={busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Annuleren</Trans>
      </Button>
    </div>
  );
}
