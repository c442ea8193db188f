import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/Button';
import { Field, TextInput } from '@/shared/ui/Field';
import {
  BULK_IMPORT_TEMPLATE_FILE_NAMES,
  BULK_IMPORT_TEMPLATES,
  type BulkImportKind,
} from '@shop/validation';
import { readBulkFile } from './readBulkFile';
import { bulkRowErrorText, staffErrorText, UNEXPECTED_ERROR } from './staffMessages';
import styles from './BulkImport.module.css';
import { FormActions } from '@/shared/forms/FormActions';

/** One error of one row of the file (seed 001 §4: 'an error with a per-row list'). */
export interface BulkRowError {
  /** The line of the file, counted as a spreadsheet shows it (the header is line 1). */
  row: number;
  code: string;
  message: string;
}

/** What the import did: every record added, or the file refused as a whole, with the rows in error. */
export type BulkImportOutcome =
  | { kind: 'success'; imported: number }
  | {
      kind: 'refused';
      errors: readonly Pick<UserError, 'code' | 'message'>[];
      rowErrors: readonly BulkRowError[];
    };

export interface BulkImportProps {
  /** Students (into a class) or teachers (of the school): which template is offered. */
  kind: BulkImportKind;
  /** Sends the file's UTF-8 text to the API and answers its outcome; a throw is an unexpected failure. */
  onImport(csv: string): Promise<BulkImportOutcome>;
}

type Phase =
  | { step: 'idle' }
  | { step: 'reading'; fraction: number }
  | { step: 'sending' }
  | { step: 'done'; outcome: BulkImportOutcome };

/**
 * seed 001 §2, §4, §5, §9: bulk import of students or teachers from a CSV file (UTF-8, the template's headers,
 * at most 100 records). The file is read in the browser, checked for its encoding and sent as text; the
 * outcome takes the focus, so a screen reader reads it and a keyboard user lands on the list of rows to fix.
 */
export function BulkImport({ kind, onImport }: BulkImportProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const progressId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [missingFile, setMissingFile] = useState(false);
  const [outcomeShown, setOutcomeShown] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a success (a file input's value cannot be set).
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (outcomeShown > 0) outcomeRef.current?.focus();
  }, [outcomeShown]);

  const finish = (outcome: BulkImportOutcome) => {
    setPhase({ step: 'done', outcome });
    setOutcomeShown((count) => count + 1);
    if (outcome.kind === 'success') {
      setFile(null);
      setInputKey((key) => key + 1);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      formRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    setMissingFile(false);
    setPhase({ step: 'reading', fraction: 0 });
    const read = await readBulkFile(file, (fraction) => setPhase({ step: 'reading', fraction }));
    if ('problem' in read) {
      const code = read.problem === 'not-utf8' ? 'BULK_ENCODING' : 'UNREADABLE_FILE';
      return finish({ kind: 'refused', errors: [{ code, message: code }], rowErrors: [] });
    }
    setPhase({ step: 'sending' });
    try {
      finish(await onImport(read.text));
    } catch {
      finish({ kind: 'refused', errors: [UNEXPECTED_ERROR], rowErrors: [] });
    }
  };

  const busy = phase.step === 'reading' || phase.step === 'sending';
  const errorText = (error: Pick<UserError, 'code' | 'message'>) => staffErrorText(i18n, error);

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid={`bulk-import-${kind}`}>
      <h2 id={headingId}>
        {kind === 'students' ? <Trans>Leerlingen importeren</Trans> : <Trans>Leerkrachten importeren</Trans>}
      </h2>
      <p>
        <Trans>
          Laad een CSV-bestand in UTF-8 op met maximaal 100 records. De eerste regel bevat de kolomnamen van
          het sjabloon.
        </Trans>
      </p>
      <p>
        <a
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(BULK_IMPORT_TEMPLATES[kind])}`}
          download={BULK_IMPORT_TEMPLATE_FILE_NAMES[kind]}
        >
          <Trans>Sjabloon downloaden</Trans>
        </a>
      </p>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={<Trans>CSV-bestand</Trans>}
          required
          error={missingFile ? <Trans>Kies een bestand.</Trans> : undefined}
        >
          <TextInput
            key={inputKey}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
        </Field>
        <FormActions submitLabel={<Trans>Importeren</Trans>} busy={busy} />
      </form>
      {busy && (
        <div className={styles.progress}>
          <span id={progressId}>
            {phase.step === 'reading' ? (
              <Trans>Bestand lezen… {Math.round(phase.fraction * 100)}%</Trans>
            ) : (
              <Trans>Bestand versturen…</Trans>
            )}
          </span>
          {/* While sending there is no measure of the way left: an indeterminate bar (no value). */}
          <progress
            className={styles.bar}
            aria-labelledby={progressId}
            max={1}
            value={phase.step === 'reading' ? phase.fraction : undefined}
          />
        </div>
      )}
      {phase.step === 'done' && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} data-testid="bulk-outcome">
          <Outcome
            outcome={phase.outcome}
            kind={kind}
            errorText={errorText}
            rowErrorText={(error) => bulkRowErrorText(i18n, error)}
          />
        </div>
      )}
    </section>
  );
}

function Outcome({
  outcome,
  kind,
  errorText,
  rowErrorText,
}: {
  outcome: BulkImportOutcome;
  kind: BulkImportKind;
  errorText(error: Pick<UserError, 'code' | 'message'>): string;
  rowErrorText(error: Pick<UserError, 'code' | 'message'>): string;
}) {
  if (outcome.kind === 'success') {
    const count = outcome.imported;
    return (
      <Alert tone="success">
        <p>
          {kind === 'students' ? (
            <Plural value={count} one="# leerling toegevoegd." other="# leerlingen toegevoegd." />
          ) : (
            <Plural value={count} one="# leerkracht toegevoegd." other="# leerkrachten toegevoegd." />
          )}
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      {outcome.errors.map((error) => (
        <p key={error.code}>{errorText(error)}</p>
      ))}
      {outcome.rowErrors.length > 0 && (
        <ul className={styles.rows} data-testid="bulk-rows">
          {byRow(outcome.rowErrors).map(([line, errors]) => {
            const reasons = errors.map(rowErrorText).join(', ');
            return (
              <li key={line}>
                <Trans>
                  Regel {line}: {reasons}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </Alert>
  );
}

/** The row errors grouped by row, in the order of the file: one line of the list per row. */
function byRow(errors: readonly BulkRowError[]): [number, BulkRowError[]][] {
  const rows = new Map<number, BulkRowError[]>();
  for (const error of errors) rows.set(error.row, [...(rows.get(error.row) ?? []), error]);
  return [...rows.entries()].sort(([a], [b]) => a - b);
}
