import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import layout from '@/shared/ui/Layout.module.css';

export interface FormActionsProps {
  /** The submit button's words: what it does ('Add', 'Save', 'Log in'). */
  submitLabel: ReactNode;
  /** The form's call is on its way: the submit button shows it and cannot be pressed twice. */
  busy: boolean;
  /** The submit button cannot be pressed yet (no payment method chosen). */
  disabled?: boolean;
  /** Leaves the form unsaved; left out, the form has no cancel button. */
  onCancel?(): void;
}

/** The foot of a form: submit, then cancel where the form can be left unsaved. */
export function FormActions({ submitLabel, busy, disabled, onCancel }: FormActionsProps) {
  return (
    <div className={layout.actions}>
      <Button type="submit" variant="primary" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Annuleren</Trans>
        </Button>
      )}
    </div>
  );
}
