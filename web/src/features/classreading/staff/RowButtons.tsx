import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button';

interface RowButtonProps {
  /** Whose row: the accessible name says it ('Lotte wijzigen'), so a screen reader's button list is clear. */
  name: string;
  onClick: () => void;
}

/** The edit button of a row of the staff lists (pupils, teachers, clubs). */
export function EditRowButton({ name, onClick }: RowButtonProps) {
  const { t } = useLingui();
  return (
    <Button size="sm" onClick={onClick} aria-label={t`${name} wijzigen`}>
      <Trans>Wijzigen</Trans>
    </Button>
  );
}

/** The remove button of a row of the staff lists; what it removes is confirmed in a dialog first. */
export function RemoveRowButton({ name, onClick }: RowButtonProps) {
  const { t } = useLingui();
  return (
    <Button size="sm" variant="ghost" onClick={onClick} aria-label={t`${name} verwijderen`}>
      <Trans>Verwijderen</Trans>
    </Button>
  );
}
