import type { Context } from '../context';
import { checkTeachersFile, decodeBulkFile, refusedImportErrors } from '../domain/bulkImport';
import { readingAccountTypeOf, readingTeacherErrors } from '@shop/validation/readingForms';
import { formUserErrors } from '../domain/userError';
import { notFound } from '../errors';
import type {
  MutationCreateReadingTeacherArgs,
  MutationDeleteReadingTeacherArgs,
  MutationImportReadingTeachersArgs,
  MutationUpdateReadingTeacherArgs,
} from '../generated/graphql';
import { authorize, numericId, notDeleted, payloadOf, type Payload } from './access';

type TeacherPayload = Payload<'ReadingTeacherPayload'>;
const refused = (userErrors: TeacherPayload['userErrors']): TeacherPayload => ({ teacher: null, userErrors });

function teacherId(id: string): number {
  const numeric = numericId(id);
  if (numeric === null) throw notFound('Teacher not found');
  return numeric;
}

export async function createReadingTeacher({ input }: MutationCreateReadingTeacherArgs, context: Context) {
  await authorize(context, 'createReadingTeacher');
  const errors = readingTeacherErrors(input);
  const accountType = readingAccountTypeOf(input.accountType);
  if (accountType === null && !errors.some((e) => e.field === 'accountType'))
    errors.push({ field: 'accountType', code: 'INVALID_ACCOUNT_TYPE' });
  if (errors.length > 0 || accountType === null) return refused(formUserErrors(errors));
  const outcome = await context.readingProgramme.createAccount({
    email: input.email.trim(),
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    title: input.title.trim(),
    accountType,
    role: input.role === 'DIRECTOR' ? 'Director' : 'Teacher',
  });
  context.loaders.teachers.forget();
  return payloadOf(outcome, (teacher) => ({ teacher, userErrors: [] }), refused, 'email');
}

export async function updateReadingTeacher({ input }: MutationUpdateReadingTeacherArgs, context: Context) {
  await authorize(context, 'updateReadingTeacher');
  const id = teacherId(input.id);
  const errors = readingTeacherErrors(input, { partial: true });
  if (errors.length > 0) return refused(formUserErrors(errors));
  const accountType = input.accountType == null ? null : readingAccountTypeOf(input.accountType);
  const outcome = await context.readingProgramme.updateTeacher(id, {
    ...(input.email != null ? { email: input.email.trim() } : {}),
    ...(input.firstname != null ? { firstname: input.firstname.trim() } : {}),
    ...(input.lastname != null ? { lastname: input.lastname.trim() } : {}),
    ...(input.title != null ? { title: input.title.trim() } : {}),
    ...(accountType ? { accountType } : {}),
  });
  context.loaders.teachers.forget();
  return payloadOf(outcome, (teacher) => ({ teacher, userErrors: [] }), refused, 'email');
}

export async function deleteReadingTeacher({ id }: MutationDeleteReadingTeacherArgs, context: Context) {
  await authorize(context, 'deleteReadingTeacher');
  const outcome = await context.readingProgramme.deleteTeacher(teacherId(id));
  context.loaders.teachers.forget();
  return payloadOf(outcome, () => ({ deletedId: id, userErrors: [] }), notDeleted);
}

export async function importReadingTeachers({ file }: MutationImportReadingTeachersArgs, context: Context) {
  await authorize(context, 'importReadingTeachers');
  const decoded = decodeBulkFile(file.content, file.encoding ?? 'TEXT');
  if ('error' in decoded) return { teachers: [], userErrors: [decoded.error], rowErrors: [] };
  const checked = checkTeachersFile(decoded.text);
  if (checked.error) return { teachers: [], userErrors: [checked.error], rowErrors: checked.rowErrors };
  const outcome = await context.readingProgramme.createTeachers({ rows: checked.rows });
  context.loaders.teachers.forget();
  return payloadOf(
    outcome,
    (teachers) => ({ teachers, userErrors: [], rowErrors: [] }),
    (userErrors): Payload<'ImportReadingTeachersPayload'> => ({
      teachers: [],
      userErrors: refusedImportErrors(userErrors),
      rowErrors: [],
    }),
    'file',
  );
}
