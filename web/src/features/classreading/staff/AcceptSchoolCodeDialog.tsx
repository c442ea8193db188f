import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

export interface AcceptSchoolCodeDialogProps {
  open: boolean;
  /** The code pupils log in with today; it stops working on acceptance. */
  current: string;
  /** The proposed code that becomes the active one. */
  proposal: string;
  /** The acceptance is on its way. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * seed 001 §4 School code: 'After acceptance the new code is active and the old one stops working. This is
 * irreversible.' Asked before accepting, in plain words: which code stops, which one starts, and that there
 * is no way back.
 */
export function AcceptSchoolCodeDialog({
  open,
  current,
  proposal,
  busy = false,
  onConfirm,
  onCancel,
}: AcceptSchoolCodeDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Nieuwe schoolcode in gebruik nemen?</Trans>}
      confirmLabel={<Trans>Schoolcode {proposal} in gebruik nemen</Trans>}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <Trans>
          Vanaf nu loggen leerlingen in met schoolcode <strong>{proposal}</strong>. De huidige code{' '}
          <strong>{current}</strong> werkt dan niet meer.
        </Trans>
      </p>
      <p>
        <strong>
          <Trans>Dit kan niet ongedaan gemaakt worden.</Trans>
        </strong>
      </p>
    </ConfirmDialog>
  );
}
