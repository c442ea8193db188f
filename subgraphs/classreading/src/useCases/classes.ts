import { normalizeGrade } from '@shop/validation';
import { readingClassErrors } from '@shop/validation/readingForms';
import type { Context } from '../context';
import { formUserErrors } from '../domain/userError';
import type { ReadingOperation } from '../domain/roles';
import { notFound } from '../errors';
import type {
  MutationAddReadingClassBooksArgs,
  MutationAddReadingClassTeachersArgs,
  MutationCreateReadingClassArgs,
  MutationDeleteReadingClassArgs,
  MutationRegradeReadingClassArgs,
  MutationRemoveReadingClassBooksArgs,
  MutationRemoveReadingClassTeachersArgs,
  MutationRenameReadingClassArgs,
} from '../generated/graphql';
import type { ReadingClassUpdate } from '@shop/contracts';
import { authorize, numericId, notDeleted, payloadOf, type Payload } from './access';

type ClassPayload = Payload<'ReadingClassPayload'>;
const refused = (userErrors: ClassPayload['userErrors']): ClassPayload => ({
  readingClass: null,
  userErrors,
});

function classId(id: string): number {
  const numeric = numericId(id);
  if (numeric === null) throw notFound('Class not found');
  return numeric;
}

function ids(values: readonly string[], what: string): number[] {
  return values.map((value) => {
    const numeric = numericId(value);
    if (numeric === null) throw notFound(`${what} not found`);
    return numeric;
  });
}

/** PUT /classes/{id} for one kind of change; the class read in this request is forgotten. */
async function updateClass(
  context: Context,
  operation: ReadingOperation,
  id: string,
  body: ReadingClassUpdate,
): Promise<ClassPayload> {
  await authorize(context, operation);
  const numeric = classId(id);
  const outcome = await context.readingProgramme.updateClass(numeric, body);
  context.loaders.classById.clear(numeric);
  context.loaders.classes.forget();
  return payloadOf(outcome, (readingClass) => ({ readingClass, userErrors: [] }), refused);
}

export async function createReadingClass({ input }: MutationCreateReadingClassArgs, context: Context) {
  const me = await authorize(context, 'createReadingClass');
  const errors = readingClassErrors(input);
  // API.md: a teacher's class is their own (teacherId = self); the director names the teacher.
  const teacherId =
    me.role === 'Teacher' ? me.id : input.teacherId == null ? null : numericId(input.teacherId);
  if (teacherId === null) errors.push({ field: 'teacherId', code: 'REQUIRED' });
  if (errors.length > 0 || teacherId === null) return refused(formUserErrors(errors));
  const outcome = await context.readingProgramme.createClass({
    name: input.name.trim(),
    grade: normalizeGrade(input.grade) ?? input.grade,
    teacherId,
  });
  context.loaders.classes.forget();
  return payloadOf(outcome, (readingClass) => ({ readingClass, userErrors: [] }), refused, 'name');
}

export async function renameReadingClass({ id, name }: MutationRenameReadingClassArgs, context: Context) {
  const errors = readingClassErrors({ name }, { partial: true });
  if (errors.length > 0) {
    await authorize(context, 'renameReadingClass');
    return refused(formUserErrors(errors));
  }
  return updateClass(context, 'renameReadingClass', id, { data: { name: name.trim() } });
}

export async function regradeReadingClass({ id, grade }: MutationRegradeReadingClassArgs, context: Context) {
  const errors = readingClassErrors({ grade }, { partial: true });
  if (errors.length > 0) {
    await authorize(context, 'regradeReadingClass');
    return refused(formUserErrors(errors));
  }
  return updateClass(context, 'regradeReadingClass', id, {
    data: { grade: normalizeGrade(grade) ?? grade },
  });
}

export async function deleteReadingClass({ id }: MutationDeleteReadingClassArgs, context: Context) {
  await authorize(context, 'deleteReadingClass');
  const numeric = classId(id);
  const outcome = await context.readingProgramme.deleteClass(numeric);
  context.loaders.classes.forget();
  return payloadOf(outcome, () => ({ deletedId: id, userErrors: [] }), notDeleted);
}

export function addReadingClassBooks({ id, skus }: MutationAddReadingClassBooksArgs, context: Context) {
  return updateClass(context, 'addReadingClassBooks', id, { add_books: [...skus] });
}

export function removeReadingClassBooks({ id, skus }: MutationRemoveReadingClassBooksArgs, context: Context) {
  return updateClass(context, 'removeReadingClassBooks', id, { remove_books: [...skus] });
}

export function addReadingClassTeachers(
  { id, teacherIds }: MutationAddReadingClassTeachersArgs,
  context: Context,
) {
  return updateClass(context, 'addReadingClassTeachers', id, { add_teachers: ids(teacherIds, 'Teacher') });
}

export function removeReadingClassTeachers(
  { id, teacherIds }: MutationRemoveReadingClassTeachersArgs,
  context: Context,
) {
  return updateClass(context, 'removeReadingClassTeachers', id, {
    remove_teachers: ids(teacherIds, 'Teacher'),
  });
}
