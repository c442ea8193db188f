import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { EditRowButton, RemoveRowButton } from './RowButtons';
import { accountTypeLabel } from './accountTypes';
import type { ReadingAccountType } from '@shop/contracts';
import { readingAccountTypeOf } from '@shop/validation/readingForms';
import type { TeacherFormValues } from './TeacherForm';
import { TeacherForm } from './TeacherForm';
import { EditDialog } from './EditDialog';
import { DeleteConfirmDialog, StaffListHeader, StaffRow, StaffRows } from './StaffList';
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

const fullName = (teacher: TeacherRow) => `${teacher.firstname} ${teacher.lastname}`;

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

  return (
    <section aria-labelledby="teachers-heading" data-testid="teachers-list">
      <StaffListHeader
        heading={
          <h2 id="teachers-heading" ref={heading} tabIndex={-1}>
            <Trans>Leerkrachten</Trans>
          </h2>
        }
        addLabel={<Trans>Leerkracht toevoegen</Trans>}
        onAdd={onAdd && (() => editor.open('new'))}
      />
      <StaffRows rows={teachers} empty={<Trans>Er zijn nog geen leerkrachten.</Trans>}>
        {(teacher) => {
          const name = fullName(teacher);
          return (
            <StaffRow
              data-testid="teacher"
              name={[teacher.title, name].filter(Boolean).join(' ')}
              details={
                <span className={styles.muted}>
                  {teacher.email}
                  {teacher.accountType ? ` · ${accountTypeLabel(i18n, teacher.accountType)}` : ''}
                </span>
              }
              actions={
                <>
                  {canEdit(teacher) && <EditRowButton name={name} onClick={() => editor.open(teacher)} />}
                  {onDelete && teacher.id !== meId && (
                    <RemoveRowButton name={name} onClick={() => deletion.ask(teacher)} />
                  )}
                </>
              }
            />
          );
        }}
      </StaffRows>
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
      <DeleteConfirmDialog
        deletion={deletion}
        title={<Trans>Leerkracht verwijderen?</Trans>}
        askedName={deletion.asking ? fullName(deletion.asking) : ''}
      />
    </section>
  );
}
