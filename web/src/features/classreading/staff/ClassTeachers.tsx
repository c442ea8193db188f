import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AddClassTeacherForm } from './AddClassTeacherForm';
import type { ClassTeachers_TeacherFragment } from './ClassTeachers.generated';
import { EditDialog } from './EditDialog';
import { useDeletion } from './useDeletion';
import { useEditDialog } from './useEditDialog';
import styles from './StaffForms.module.css';

export interface ClassTeachersProps {
  className: string;
  /** The class's teachers (seed 001 §3 Class: teacher, administrators). */
  teachers: readonly ClassTeachers_TeacherFragment[];
  /** The signed-in teacher: they do not take themselves off the class (the class would be gone for them). */
  meId: string | null;
  /** Each answers the programme's userErrors, none when done; absent when the caller may not. */
  onAdd?(teacherId: string): Promise<readonly UserError[]>;
  onRemove?(teacher: ClassTeachers_TeacherFragment): Promise<readonly UserError[]>;
}

const fullName = (teacher: ClassTeachers_TeacherFragment) => `${teacher.firstname} ${teacher.lastname}`;

/**
 * seed 001 §6 'adding and removing teachers': the teachers of a class, a teacher of the school added as
 * co-teacher and one taken off the class, after a confirmation (API.md: PUT /classes/{id} add_teachers,
 * remove_teachers; Teacher of the class, Director).
 */
export function ClassTeachers({ className, teachers, meId, onAdd, onRemove }: ClassTeachersProps) {
  const { t } = useLingui();
  const adding = useEditDialog<'teacher'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useDeletion(onRemove ?? (async () => []), heading);
  const askedName = deletion.asking ? fullName(deletion.asking) : '';

  return (
    <section aria-labelledby="class-teachers-heading" data-testid="class-teachers">
      <div className={styles.header}>
        <h2 id="class-teachers-heading" ref={heading} tabIndex={-1}>
          <Trans>Leerkrachten van de klas</Trans>
        </h2>
        {onAdd && (
          <Button variant="primary" onClick={() => adding.open('teacher')}>
            <Trans>Leerkracht toevoegen</Trans>
          </Button>
        )}
      </div>
      {teachers.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Deze klas heeft nog geen leerkracht.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {teachers.map((teacher) => {
            const name = fullName(teacher);
            const isMe = teacher.id === meId;
            return (
              <li key={teacher.id} className={styles.row} data-testid="class-teacher">
                <span className={styles.rowText}>
                  <strong>{name}</strong>
                  {isMe && <span className={styles.muted}>{t`Jij`}</span>}
                </span>
                {onRemove && !isMe && (
                  <span className={styles.actions}>
                    {/* Not 'Remove': the teacher stays a teacher of the school, only this class loses them. */}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => deletion.ask(teacher)}
                      aria-label={t`${name} uit de klas halen`}
                    >
                      <Trans>Uit de klas halen</Trans>
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {onAdd && (
        <EditDialog dialog={adding} title={() => <Trans>Leerkracht toevoegen aan {className}</Trans>}>
          {() => (
            <AddClassTeacherForm
              onClass={teachers.map((teacher) => teacher.id)}
              onSubmit={(teacherId) => adding.closeOnSuccess(onAdd(teacherId))}
              onCancel={adding.close}
            />
          )}
        </EditDialog>
      )}
      <ConfirmDialog
        open={deletion.asking !== null}
        title={<Trans>Leerkracht uit de klas halen?</Trans>}
        confirmLabel={<Trans>Uit de klas halen</Trans>}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        <p>
          <Trans>
            {askedName} geeft dan geen les meer in {className}. Je kunt deze leerkracht later opnieuw
            toevoegen.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
