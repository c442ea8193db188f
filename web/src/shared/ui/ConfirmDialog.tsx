import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence. */
  children: ReactNode;
  /** The confirming button's words: the action itself ("Verwijderen"), not "OK". */
  confirmLabel: ReactNode;
  onConfirm(): void;
  /** The action is on its way: the confirming button shows it is busy and cannot be pressed twice. */
  busy?: boolean;
  /** Cancel, Escape, the backdrop and the close button all cancel. */
  onCancel(): void;
}

/** Asks before an action that cannot be undone (seed 000 §9: confirmation before removing a product). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy = false,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t`Annuleren`}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
