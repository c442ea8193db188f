import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Button } from '@/shared/ui/Button';
import { EditRowButton, RemoveRowButton } from './RowButtons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import type { StudentFormValues } from './StudentForm';
import { StudentForm } from './StudentForm';
import { EditDialog } from './EditDialog';
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
  const askedName = deletion.asking?.name ?? '';

  return (
    <section aria-labelledby="students-heading" data-testid="students-list">
      <div className={styles.header}>
        <h2 id="students-heading" ref={heading} tabIndex={-1}>
          <Trans>Leerlingen</Trans>
        </h2>
        <Button variant="primary" onClick={() => editor.open('new')}>
          <Trans>Leerling toevoegen</Trans>
        </Button>
      </div>
      {students.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Deze klas heeft nog geen leerlingen.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {students.map((student) => {
            const name = student.name;
            return (
              <li key={student.id} className={styles.row} data-testid="student">
                <span className={styles.rowText}>
                  <strong>{name}</strong>
                  {student.screenname && <span className={styles.muted}>{student.screenname}</span>}
                </span>
                <span className={styles.actions}>
                  <EditRowButton name={name} onClick={() => editor.open(student)} />
                  <RemoveRowButton name={name} onClick={() => deletion.ask(student)} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
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
      <ConfirmDialog
        open={deletion.asking !== null}
        title={<Trans>Leerling verwijderen?</Trans>}
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
