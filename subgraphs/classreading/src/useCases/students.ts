import type { Context } from '../context';
import type { ReadingStudentUpdate } from '@shop/contracts';
import { readingStudentErrors } from '@shop/validation/readingForms';
import { checkStudentsFile, decodeBulkFile, refusedImportErrors } from '../domain/bulkImport';
import { formUserErrors } from '../domain/userError';
import { notFound } from '../errors';
import type {
  MutationCreateReadingStudentArgs,
  MutationDeleteReadingStudentArgs,
  MutationImportReadingStudentsArgs,
  MutationMoveReadingStudentArgs,
  MutationUpdateReadingStudentArgs,
} from '../generated/graphql';
import { authorize, numericId, notDeleted, payloadOf, type Payload } from './access';

type StudentPayload = Payload<'ReadingStudentPayload'>;
const refused = (userErrors: StudentPayload['userErrors']): StudentPayload => ({
  student: null,
  classes: null,
  userErrors,
});

function idOf(id: string, what: string): number {
  const numeric = numericId(id);
  if (numeric === null) throw notFound(`${what} not found`);
  return numeric;
}

export async function createReadingStudent({ input }: MutationCreateReadingStudentArgs, context: Context) {
  await authorize(context, 'createReadingStudent');
  const classId = idOf(input.classId, 'Class');
  const errors = readingStudentErrors(input);
  if (errors.length > 0) return refused(formUserErrors(errors));
  const screenname = input.screenname?.trim();
  const outcome = await context.readingProgramme.createStudent({
    class_id: classId,
    name: input.name.trim(),
    password: input.password,
    ...(screenname ? { screenname } : {}),
  });
  context.loaders.studentsByClassId.clearAll();
  return payloadOf(outcome, (student) => ({ student, classes: null, userErrors: [] }), refused, 'name');
}

export async function updateReadingStudent({ input }: MutationUpdateReadingStudentArgs, context: Context) {
  await authorize(context, 'updateReadingStudent');
  const id = idOf(input.id, 'Student');
  const errors = readingStudentErrors(input, { partial: true });
  if (errors.length > 0) return refused(formUserErrors(errors));
  const data: NonNullable<ReadingStudentUpdate['data']> = {
    ...(input.name != null ? { name: input.name.trim() } : {}),
    ...(input.password != null ? { password: input.password } : {}),
    ...(input.screenname != null ? { screenname: input.screenname.trim() } : {}),
  };
  const outcome = await context.readingProgramme.updateStudent(id, { data });
  context.loaders.studentsByClassId.clearAll();
  return payloadOf(
    outcome,
    ({ classes, ...student }) => ({ student, classes, userErrors: [] }),
    refused,
    'name',
  );
}

export async function moveReadingStudent({ id, classId }: MutationMoveReadingStudentArgs, context: Context) {
  await authorize(context, 'moveReadingStudent');
  const outcome = await context.readingProgramme.updateStudent(idOf(id, 'Student'), {
    class_id: idOf(classId, 'Class'),
  });
  // seed 001 §4: a pupil moved to another class leaves the current class list.
  context.loaders.studentsByClassId.clearAll();
  context.loaders.classes.forget();
  context.loaders.classById.clearAll();
  return payloadOf(outcome, ({ classes, ...student }) => ({ student, classes, userErrors: [] }), refused);
}

export async function deleteReadingStudent({ id }: MutationDeleteReadingStudentArgs, context: Context) {
  await authorize(context, 'deleteReadingStudent');
  const outcome = await context.readingProgramme.deleteStudent(idOf(id, 'Student'));
  context.loaders.studentsByClassId.clearAll();
  return payloadOf(outcome, () => ({ deletedId: id, userErrors: [] }), notDeleted);
}

export async function importReadingStudents(
  { classId, file }: MutationImportReadingStudentsArgs,
  context: Context,
) {
  await authorize(context, 'importReadingStudents');
  const numericClassId = idOf(classId, 'Class');
  const decoded = decodeBulkFile(file.content, file.encoding ?? 'TEXT');
  if ('error' in decoded) return { students: [], userErrors: [decoded.error], rowErrors: [] };
  const checked = checkStudentsFile(decoded.text);
  // Every row is checked before anything is sent: a file with any bad row stores nothing.
  if (checked.error) return { students: [], userErrors: [checked.error], rowErrors: checked.rowErrors };
  const outcome = await context.readingProgramme.createStudents({
    class_id: numericClassId,
    rows: checked.rows,
  });
  context.loaders.studentsByClassId.clearAll();
  return payloadOf(
    outcome,
    (students) => ({ students, userErrors: [], rowErrors: [] }),
    (userErrors): Payload<'ImportReadingStudentsPayload'> => ({
      students: [],
      userErrors: refusedImportErrors(userErrors),
      rowErrors: [],
    }),
    'file',
  );
}
