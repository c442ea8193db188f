import { Trans, useLingui } from '@lingui/react/macro';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { useAddReadingClassBooksMutation } from './AddReadingClassBooks.generated';
import { useAddReadingClassTeachersMutation } from './AddReadingClassTeachers.generated';
import { BulkImport } from './BulkImport';
import { ClassBooks } from './ClassBooks';
import { ClassForm } from './ClassForm';
import { ClassTeachers } from './ClassTeachers';
import { EditDialog } from './EditDialog';
import { useClassPageQuery } from './ClassPage.generated';
import type { ClassFormValues } from './ClassForm';
import { gradeLabel } from './grades';
import { useRegradeReadingClassMutation } from './RegradeReadingClass.generated';
import { useRemoveReadingClassBooksMutation } from './RemoveReadingClassBooks.generated';
import { useRemoveReadingClassTeachersMutation } from './RemoveReadingClassTeachers.generated';
import { useRenameReadingClassMutation } from './RenameReadingClass.generated';
import { UNEXPECTED_ERROR } from './staffMessages';
import { StudentsList } from './StudentsList';
import { useBookListChanges } from './useBookListChanges';
import { useClassStudents } from './useClassStudents';
import { useEditDialog } from './useEditDialog';
import styles from './StaffForms.module.css';

export interface ClassPageProps {
  /** The class shown (the route's parameter). */
  classId: string;
}

/**
 * seed 001 §2 my class, students list, bulk import of students: a class's name and grade, its pupils (added,
 * edited, moved, deleted, imported from a file), its books and each pupil's reading progress.
 */
export function ClassPage({ classId }: ClassPageProps) {
  const { i18n } = useLingui();
  const { data, loading, error } = useClassPageQuery({ variables: { id: classId } });
  const [renameClass] = useRenameReadingClassMutation();
  const [regradeClass] = useRegradeReadingClassMutation();
  const [removeBooks] = useRemoveReadingClassBooksMutation();
  const [addBooks] = useAddReadingClassBooksMutation();
  const [addTeachers] = useAddReadingClassTeachersMutation();
  const [removeTeachers] = useRemoveReadingClassTeachersMutation();
  const students = useClassStudents(classId);
  const classEditor = useEditDialog<'class'>();
  // The answer's class (same id) replaces the cached one: its list shows the change at once (useBookListChanges).
  const books = useBookListChanges(
    async (sku) =>
      (await addBooks({ variables: { id: classId, skus: [sku] } })).data?.addReadingClassBooks?.userErrors,
    async (sku) =>
      (await removeBooks({ variables: { id: classId, skus: [sku] } })).data?.removeReadingClassBooks
        ?.userErrors,
  );

  const readingClass = data?.readingClass;
  if (!readingClass) {
    if (loading) return <ClassSkeleton />;
    // API.md: a class of another school, or one a teacher does not teach, answers NOT_FOUND.
    const notFound = error?.graphQLErrors.some((problem) => problem.extensions?.code === 'NOT_FOUND');
    if (error && !notFound) return <LoadError />;
    return (
      <EmptyState headingLevel={1} title={<Trans>Klas niet gevonden</Trans>}>
        <p>
          <Trans>Deze klas bestaat niet (meer), of je geeft er geen les in.</Trans>
        </p>
      </EmptyState>
    );
  }

  const save = async (values: ClassFormValues): Promise<readonly UserError[]> => {
    if (values.name !== readingClass.name) {
      const renamed = (await renameClass({ variables: { id: classId, name: values.name } })).data
        ?.renameReadingClass;
      if (!renamed) return [UNEXPECTED_ERROR];
      if (renamed.userErrors.length > 0) return renamed.userErrors;
    }
    if (values.grade !== readingClass.grade) {
      const regraded = (await regradeClass({ variables: { id: classId, grade: values.grade } })).data
        ?.regradeReadingClass;
      if (!regraded) return [UNEXPECTED_ERROR];
      if (regraded.userErrors.length > 0) return regraded.userErrors;
    }
    return [];
  };

  // The answer's class (same id) replaces the cached one: its teachers show the change at once.
  const addTeacher = async (teacherId: string): Promise<readonly UserError[]> =>
    (await addTeachers({ variables: { id: classId, teacherIds: [teacherId] } })).data?.addReadingClassTeachers
      ?.userErrors ?? [UNEXPECTED_ERROR];
  const removeTeacher = async (teacherId: string): Promise<readonly UserError[]> =>
    (await removeTeachers({ variables: { id: classId, teacherIds: [teacherId] } })).data
      ?.removeReadingClassTeachers?.userErrors ?? [UNEXPECTED_ERROR];

  const may = (operation: string) => data.readingMe?.allowedOperations.includes(operation) ?? false;
  const pupils = readingClass.students ?? [];
  return (
    <div className={styles.form} data-testid="class-page">
      <div className={styles.header}>
        <h1>
          {readingClass.name} <span className={styles.muted}>{gradeLabel(i18n, readingClass.grade)}</span>
        </h1>
        <Button onClick={() => classEditor.open('class')}>
          <Trans>Klas wijzigen</Trans>
        </Button>
      </div>
      <ClassTeachers
        className={readingClass.name}
        teachers={readingClass.administrators}
        meId={data.readingMe?.id ?? null}
        onAdd={may('addReadingClassTeachers') && may('teachers') ? addTeacher : undefined}
        onRemove={may('removeReadingClassTeachers') ? (teacher) => removeTeacher(teacher.id) : undefined}
      />
      <StudentsList
        classId={classId}
        students={pupils}
        classes={data.readingClasses}
        onAdd={students.add}
        onEdit={(student, values) => students.edit(student.id, values)}
        onDelete={(student) => students.deleteStudent(student.id)}
      />
      <BulkImport kind="students" onImport={students.bulkImport} />
      <ClassBooks
        books={readingClass.books}
        students={pupils}
        onRemove={books.onRemove}
        onAdd={books.onAdd}
      />
      <EditDialog dialog={classEditor} title={() => <Trans>Klas wijzigen</Trans>}>
        {() => (
          <ClassForm
            initial={{ name: readingClass.name, grade: readingClass.grade }}
            submitLabel={<Trans>Opslaan</Trans>}
            onSubmit={(values) => classEditor.closeOnSuccess(save(values))}
            onCancel={classEditor.close}
          />
        )}
      </EditDialog>
    </div>
  );
}

function ClassSkeleton() {
  return (
    <LoadingRegion>
      <Skeleton width="min(16rem, 70%)" height="2.25rem" />
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} width="100%" height="3rem" shape="block" />
      ))}
    </LoadingRegion>
  );
}
