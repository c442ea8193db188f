import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { EditRowButton, RemoveRowButton } from './RowButtons';
import type { StudentFormValues } from './StudentForm';
import { StudentForm } from './StudentForm';
import { EditDialog } from './EditDialog';
import { DeleteConfirmDialog, StaffListHeader, StaffRow, StaffRows } from './StaffList';
import { useDeletion } from './useDeletion';
import { useEditDialog } from './useEditDialog';
import styles from './StaffForms.module.css';

export interface StudentRow {
  id: string;
  name: string;
  screenname?: string | null;
}

export interface StudentsListProps {
  /** The class whose pupils these are. */
  classId: string;
  students: readonly StudentRow[];
  /** The classes a pupil can move to (seed 001 §4: a moved pupil leaves this list). */
  classes: readonly { id: string; name: string }[];
  /** Each answers the programme's userErrors, none when done; the owner updates `students`. */
  onAdd(values: StudentFormValues): Promise<readonly UserError[]>;
  onEdit(student: StudentRow, values: StudentFormValues): Promise<readonly UserError[]>;
  onDelete(student: StudentRow): Promise<readonly UserError[]>;
}

/** seed 001 §2 students list: a class's pupils, added, edited, moved to another class and deleted. */
export function StudentsList({ classId, students, classes, onAdd, onEdit, onDelete }: StudentsListProps) {
  const editor = useEditDialog<StudentRow | 'new'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useDeletion(onDelete, heading);

  return (
    <section aria-labelledby="students-heading" data-testid="students-list">
      <StaffListHeader
        heading={
          <h2 id="students-heading" ref={heading} tabIndex={-1}>
            <Trans>Leerlingen</Trans>
          </h2>
        }
        addLabel={<Trans>Leerling toevoegen</Trans>}
        onAdd={() => editor.open('new')}
      />
      <StaffRows rows={students} empty={<Trans>Deze klas heeft nog geen leerlingen.</Trans>}>
        {(student) => (
          <StaffRow
            data-testid="student"
            name={student.name}
            details={student.screenname && <span className={styles.muted}>{student.screenname}</span>}
            actions={
              <>
                <EditRowButton name={student.name} onClick={() => editor.open(student)} />
                <RemoveRowButton name={student.name} onClick={() => deletion.ask(student)} />
              </>
            }
          />
        )}
      </StaffRows>
      <EditDialog
        dialog={editor}
        // A pupil moved to another class leaves the list, and their row's button with it.
        returnFocus={heading}
        title={(editing) =>
          editing === 'new' ? <Trans>Leerling toevoegen</Trans> : <Trans>Leerling wijzigen</Trans>
        }
      >
        {(editing) =>
          editing === 'new' ? (
            <StudentForm
              classId={classId}
              submitLabel={<Trans>Toevoegen</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(onAdd(values))}
              onCancel={editor.close}
            />
          ) : (
            <StudentForm
              initial={{ name: editing.name, screenname: editing.screenname ?? null }}
              classId={classId}
              classes={classes}
              submitLabel={<Trans>Opslaan</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(onEdit(editing, values))}
              onCancel={editor.close}
            />
          )
        }
      </EditDialog>
      <DeleteConfirmDialog
        deletion={deletion}
        title={<Trans>Leerling verwijderen?</Trans>}
        askedName={deletion.asking?.name ?? ''}
      />
    </section>
  );
}
