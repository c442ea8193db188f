import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Button } from '@/shared/ui/Button';
import { AddClassTeacherForm } from './AddClassTeacherForm';
import type { ClassTeachers_TeacherFragment } from './ClassTeachers.generated';
import { EditDialog } from './EditDialog';
import { DeleteConfirmDialog, StaffListHeader, StaffRow, StaffRows } from './StaffList';
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
      <StaffListHeader
        heading={
          <h2 id="class-teachers-heading" ref={heading} tabIndex={-1}>
            <Trans>Leerkrachten van de klas</Trans>
          </h2>
        }
        addLabel={<Trans>Leerkracht toevoegen</Trans>}
        onAdd={onAdd && (() => adding.open('teacher'))}
      />
      <StaffRows rows={teachers} empty={<Trans>Deze klas heeft nog geen leerkracht.</Trans>}>
        {(teacher) => {
          const name = fullName(teacher);
          const isMe = teacher.id === meId;
          return (
            <StaffRow
              data-testid="class-teacher"
              name={name}
              details={isMe && <span className={styles.muted}>{t`Jij`}</span>}
              actions={
                onRemove && !isMe ? (
                  // Not 'Remove': the teacher stays a teacher of the school, only this class loses them.
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => deletion.ask(teacher)}
                    aria-label={t`${name} uit de klas halen`}
                  >
                    <Trans>Uit de klas halen</Trans>
                  </Button>
                ) : undefined
              }
            />
          );
        }}
      </StaffRows>
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
      <DeleteConfirmDialog
        deletion={deletion}
        title={<Trans>Leerkracht uit de klas halen?</Trans>}
        confirmLabel={<Trans>Uit de klas halen</Trans>}
        askedName={askedName}
      >
        <Trans>
          {askedName} geeft dan geen les meer in {className}. Je kunt deze leerkracht later opnieuw toevoegen.
        </Trans>
      </DeleteConfirmDialog>
    </section>
  );
}
