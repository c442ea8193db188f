import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { SchoolCodeExplained } from '../schoolIdentifiers';
import { AcceptSchoolCodeDialog } from './AcceptSchoolCodeDialog';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';
import styles from './StaffForms.module.css';

export interface SchoolCodeState {
  /** The code pupils log in with now (ten digits, seed 001 §9). */
  code: string;
  /** The proposed next code, waiting to be accepted; null when none is proposed. */
  proposal: string | null;
}

export type SchoolCodeAction = 'propose' | 'renew' | 'accept';

export interface SchoolCodePanelProps {
  schoolCode: SchoolCodeState;
  /** Asks the programme; answers its userErrors (none when done). The owner refreshes `schoolCode`. */
  onAction(action: SchoolCodeAction): Promise<readonly UserError[]>;
}

/**
 * seed 001 §4 School code: a proposal is made, it can be renewed (another proposal) and then accepted; after
 * acceptance the new code is active and the old one stops working, irreversibly, so acceptance is asked
 * first (AcceptSchoolCodeDialog).
 */
export function SchoolCodePanel({ schoolCode, onAction }: SchoolCodePanelProps) {
  const { i18n } = useLingui();
  const [running, setRunning] = useState<SchoolCodeAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const { code, proposal } = schoolCode;

  const run = async (action: SchoolCodeAction) => {
    setRunning(action);
    setRefusal(null);
    setAccepted(null);
    let errors: readonly UserError[];
    try {
      errors = await onAction(action);
    } catch {
      errors = [UNEXPECTED_ERROR];
    }
    setRunning(null);
    setConfirming(false);
    const first = errors[0];
    if (first) setRefusal(staffErrorText(i18n, first));
    else if (action === 'accept' && proposal) setAccepted(proposal);
  };

  return (
    <div className={styles.form} data-testid="school-code">
      <p>
        <SchoolCodeExplained />
      </p>
      <p>
        <Trans>
          Actieve schoolcode: <strong data-testid="school-code-active">{code}</strong>
        </Trans>
      </p>
      {accepted && (
        <Alert tone="success">
          <p>
            <Trans>Schoolcode {accepted} is nu in gebruik. De vorige code werkt niet meer.</Trans>
          </p>
        </Alert>
      )}
      {refusal && (
        <Alert tone="error">
          <p>{refusal}</p>
        </Alert>
      )}
      {proposal ? (
        <>
          <p>
            <Trans>
              Voorgestelde schoolcode: <strong data-testid="school-code-proposal">{proposal}</strong>.
              Leerlingen loggen er pas mee in als je hem in gebruik neemt.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => setConfirming(true)} disabled={running !== null}>
              <Trans>Voorgestelde code in gebruik nemen</Trans>
            </Button>
            <Button
              loading={running === 'renew'}
              disabled={running !== null}
              onClick={() => void run('renew')}
            >
              <Trans>Andere code voorstellen</Trans>
            </Button>
          </div>
          <AcceptSchoolCodeDialog
            open={confirming}
            current={code}
            proposal={proposal}
            busy={running === 'accept'}
            onConfirm={() => void run('accept')}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : (
        <div className={styles.actions}>
          <Button loading={running === 'propose'} onClick={() => void run('propose')}>
            <Trans>Nieuwe schoolcode voorstellen</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
