import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Button } from '@/shared/ui/Button';
import { EditRowButton, RemoveRowButton } from './RowButtons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { accountTypeLabel } from './accountTypes';
import type { ReadingAccountType } from '@shop/contracts';
import { readingAccountTypeOf } from '@shop/validation/readingForms';
import type { TeacherFormValues } from './TeacherForm';
import { TeacherForm } from './TeacherForm';
import { EditDialog } from './EditDialog';
import { useDeletion } from './useDeletion';
import { useEditDialog } from './useEditDialog';
import styles from './StaffForms.module.css';

export interface TeacherRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  title?: string | null;
  accountType?: string | null;
}

export interface TeachersListProps {
  teachers: readonly TeacherRow[];
  /** The signed-in director, who cannot delete themselves (API.md). */
  meId?: string | null;
  /**
   * Each answers the programme's userErrors, none when done; the owner updates `teachers`. Adding and removing
   * are left out for a caller who may not (API.md: a teacher only edits their own record).
   */
  onAdd?(values: TeacherFormValues): Promise<readonly UserError[]>;
  onEdit(teacher: TeacherRow, values: TeacherFormValues): Promise<readonly UserError[]>;
  onDelete?(teacher: TeacherRow): Promise<readonly UserError[]>;
  /** Whether the caller may change a teacher (API.md: a teacher only their own record); all by default. */
  canEdit?(teacher: TeacherRow): boolean;
}

const asAccountType = (value: string | null | undefined): ReadingAccountType =>
  readingAccountTypeOf(value ?? '') ?? 'elementary school';

/** seed 001 §2 teachers list (klaslezen/leerkrachten): the school's teachers, added, edited and deleted. */
export function TeachersList({
  teachers,
  meId,
  onAdd,
  onEdit,
  onDelete,
  canEdit = () => true,
}: TeachersListProps) {
  const { i18n } = useLingui();
  const editor = useEditDialog<TeacherRow | 'new'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useDeletion(onDelete ?? (async () => []), heading);
  const askedName = deletion.asking ? `${deletion.asking.firstname} ${deletion.asking.lastname}` : '';

  return (
    <section aria-labelledby="teachers-heading" data-testid="teachers-list">
      <div className={styles.header}>
        <h2 id="teachers-heading" ref={heading} tabIndex={-1}>
          <Trans>Leerkrachten</Trans>
        </h2>
        {onAdd && (
          <Button variant="primary" onClick={() => editor.open('new')}>
            <Trans>Leerkracht toevoegen</Trans>
          </Button>
        )}
      </div>
      {teachers.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Er zijn nog geen leerkrachten.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {teachers.map((teacher) => {
            const name = `${teacher.firstname} ${teacher.lastname}`;
            return (
              <li key={teacher.id} className={styles.row} data-testid="teacher">
                <span className={styles.rowText}>
                  <strong>{[teacher.title, name].filter(Boolean).join(' ')}</strong>
                  <span className={styles.muted}>
                    {teacher.email}
                    {teacher.accountType ? ` · ${accountTypeLabel(i18n, teacher.accountType)}` : ''}
                  </span>
                </span>
                <span className={styles.actions}>
                  {canEdit(teacher) && <EditRowButton name={name} onClick={() => editor.open(teacher)} />}
                  {onDelete && teacher.id !== meId && (
                    <RemoveRowButton name={name} onClick={() => deletion.ask(teacher)} />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <EditDialog
        dialog={editor}
        title={(editing) =>
          editing === 'new' ? <Trans>Leerkracht toevoegen</Trans> : <Trans>Leerkracht wijzigen</Trans>
        }
      >
        {(editing) =>
          editing === 'new' ? (
            <TeacherForm
              submitLabel={<Trans>Toevoegen</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(onAdd ? onAdd(values) : Promise.resolve([]))}
              onCancel={editor.close}
            />
          ) : (
            <TeacherForm
              initial={{
                email: editing.email,
                firstname: editing.firstname,
                lastname: editing.lastname,
                title: editing.title ?? '',
                accountType: asAccountType(editing.accountType),
              }}
              submitLabel={<Trans>Opslaan</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(onEdit(editing, values))}
              onCancel={editor.close}
            />
          )
        }
      </EditDialog>
      <ConfirmDialog
        open={deletion.asking !== null}
        title={<Trans>Leerkracht verwijderen?</Trans>}
        confirmLabel={<Trans>Verwijderen</Trans>}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        <p>
          <Trans>{askedName} wordt verwijderd. Dit kan niet ongedaan gemaakt worden.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
