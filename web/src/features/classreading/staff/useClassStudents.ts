import { useApolloClient } from '@apollo/client';
import type { UserError } from '@/shared/forms/fieldErrors';
import type { BulkImportOutcome } from './BulkImport';
import { ClassPageDocument, type ClassPage_StudentFragment } from './ClassPage.generated';
import { useCreateReadingStudentMutation } from './CreateReadingStudent.generated';
import { useDeleteReadingStudentMutation } from './DeleteReadingStudent.generated';
import type { StudentFormValues } from './StudentForm';
import { useImportReadingStudentsMutation } from './ImportReadingStudents.generated';
import { useMoveReadingStudentMutation } from './MoveReadingStudent.generated';
import { useUpdateReadingStudentMutation } from './UpdateReadingStudent.generated';
import { answered } from './mutationPayload';

/**
 * The pupils of a class page, changed through the programme: each change applies to the class's list once
 * the programme accepted it (seed 001 §4 'Updates apply locally after a 200 response'), and a pupil moved to
 * another class leaves this list (seed 001 §4).
 */
export function useClassStudents(classId: string) {
  const client = useApolloClient();
  const [create] = useCreateReadingStudentMutation();
  const [update] = useUpdateReadingStudentMutation();
  const [move] = useMoveReadingStudentMutation();
  const [remove] = useDeleteReadingStudentMutation();
  const [importStudents] = useImportReadingStudentsMutation();

  const changeList = (
    change: (students: readonly ClassPage_StudentFragment[]) => ClassPage_StudentFragment[],
  ) =>
    client.cache.updateQuery({ query: ClassPageDocument, variables: { id: classId } }, (before) =>
      before?.readingClass?.students
        ? {
            ...before,
            readingClass: { ...before.readingClass, students: change(before.readingClass.students) },
          }
        : before,
    );

  const add = async (values: StudentFormValues): Promise<readonly UserError[]> => {
    const { data } = await create({
      variables: {
        input: {
          classId,
          name: values.name,
          password: values.password,
          screenname: values.screenname || null,
        },
      },
    });
    const payload = answered(data?.createReadingStudent, 'createReadingStudent');
    const student = payload.student;
    if (student) changeList((students) => [...students, student]);
    return payload.userErrors;
  };

  const edit = async (id: string, values: StudentFormValues): Promise<readonly UserError[]> => {
    const { data } = await update({
      variables: {
        // An empty password keeps the pupil's own (the form's hint says so).
        input: { id, name: values.name, screenname: values.screenname, password: values.password || null },
      },
    });
    const payload = answered(data?.updateReadingStudent, 'updateReadingStudent');
    if (payload.userErrors.length > 0 || values.classId === classId) return payload.userErrors;
    const moved = answered(
      (await move({ variables: { id, classId: values.classId } })).data?.moveReadingStudent,
      'moveReadingStudent',
    );
    if (moved.userErrors.length === 0)
      changeList((students) => students.filter((student) => student.id !== id));
    return moved.userErrors;
  };

  const deleteStudent = async (id: string): Promise<readonly UserError[]> => {
    const payload = answered(
      (await remove({ variables: { id } })).data?.deleteReadingStudent,
      'deleteReadingStudent',
    );
    if (payload.deletedId) {
      changeList((students) => students.filter((student) => student.id !== id));
      client.cache.evict({ id: client.cache.identify({ __typename: 'ReadingStudent', id }) });
    }
    return payload.userErrors;
  };

  const bulkImport = async (csv: string): Promise<BulkImportOutcome> => {
    const { data } = await importStudents({
      variables: { classId, file: { content: csv, encoding: 'TEXT' } },
    });
    const payload = answered(data?.importReadingStudents, 'importReadingStudents');
    if (payload.userErrors.length > 0 || payload.rowErrors.length > 0) {
      return { kind: 'refused', errors: payload.userErrors, rowErrors: payload.rowErrors };
    }
    changeList((students) => [...students, ...payload.students]);
    return { kind: 'success', imported: payload.students.length };
  };

  return { add, edit, deleteStudent, bulkImport };
}
