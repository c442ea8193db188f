import { Router } from 'express';
import { READING_BULK_MAX_ROWS, READING_MESSAGES } from '@shop/contracts';
import { z } from 'zod';
import { sendEnvelope } from '../../shared/envelope';
import { hashPassword } from '../../shared/passwords';
import { manageClass, manageStudent, seeClass, seeStaffLists, seeStudent, type Caller } from '../access';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, idParam, notFound, parseBody, queryFlag, queryId, refused } from '../http';
import { freeText, id, memberRole, password, text } from '../validation';

const ROW = z.object({
  name: text('pupilName'),
  password: password(),
  screenname: freeText('screenname').optional(),
});
const CREATE = ROW.extend({ class_id: id() });
const BULK = z.object({ class_id: id(), rows: z.array(ROW) });
const CLUBS = z.array(z.object({ id: id(), role: memberRole() }));
const UPDATE = z.object({
  data: z
    .object({
      name: text('pupilName').optional(),
      password: password().optional(),
      screenname: text('screenname').optional(),
    })
    .optional(),
  class_id: id().optional(),
  add_clubs: CLUBS.optional(),
  remove_clubs: CLUBS.optional(),
});

/** seed 001 §7 Students, and the bulk import of students (a screen whose call the seed does not show). */
export function studentsRouter(deps: ReadingDeps): Router {
  const { students, classes, clubs, passwordCost } = deps;
  const router = Router();

  /** The class pupils are added to: of this school, and managed by the caller. */
  const managedClass = (caller: Caller, classId: number) => {
    const row = classes.find(caller.schoolId, classId);
    if (!row) throw notFound(READING_MESSAGES.classNotFound);
    enforce(manageClass(caller, row.id), READING_MESSAGES.classNotFound);
    return row;
  };
  const visibleStudent = (caller: Caller, studentId: number) => {
    const row = students.find(caller.schoolId, studentId);
    if (!row) throw notFound(READING_MESSAGES.studentNotFound);
    enforce(seeStudent(caller, row), READING_MESSAGES.studentNotFound);
    return row;
  };

  router.get('/students', (req, res) => {
    const caller = callerOf(res);
    const classId = queryId(req, 'class_id');
    const includeClubs = queryFlag(req, 'include_clubs');
    if (classId !== undefined) {
      if (!classes.find(caller.schoolId, classId)) throw notFound(READING_MESSAGES.classNotFound);
      enforce(seeClass(caller, classId), READING_MESSAGES.classNotFound);
    }
    const list =
      classId === undefined
        ? students.ofSchool(caller.schoolId, includeClubs)
        : students.ofClass(classId, includeClubs);
    sendEnvelope(
      res,
      200,
      list.filter((student) => seeStudent(caller, student) === 'allow'),
    );
  });

  router.get('/students_admins', (_req, res) => {
    const caller = callerOf(res);
    enforce(seeStaffLists(caller), READING_MESSAGES.studentNotFound);
    sendEnvelope(res, 200, students.administrators(caller.schoolId));
  });

  router.get('/students/:studentId', (req, res) => {
    const caller = callerOf(res);
    const row = visibleStudent(caller, idParam(req, 'studentId', READING_MESSAGES.studentNotFound));
    sendEnvelope(res, 200, students.view(row, queryFlag(req, 'include_clubs')));
  });

  router.post('/students', async (req, res) => {
    const caller = callerOf(res);
    if (caller.kind === 'pupil') enforce('forbid', READING_MESSAGES.studentNotFound);
    const input = parseBody(CREATE, req);
    managedClass(caller, input.class_id);
    if (students.takenNames(input.class_id, [input.name]).length > 0)
      throw refused(READING_MESSAGES.studentNameTaken);
    const passwordHash = await hashPassword(input.password, passwordCost);
    const [id] = students.createAll(caller.schoolId, input.class_id, [
      { name: input.name, passwordHash, screenname: input.screenname || input.name },
    ]);
    const row = students.find(caller.schoolId, id as number);
    sendEnvelope(res, 200, row && students.view(row, true));
  });

  router.post('/students/bulk', async (req, res) => {
    const caller = callerOf(res);
    if (caller.kind === 'pupil') enforce('forbid', READING_MESSAGES.studentNotFound);
    const input = parseBody(BULK, req);
    if (input.rows.length > READING_BULK_MAX_ROWS) throw refused(READING_MESSAGES.bulkTooLarge);
    managedClass(caller, input.class_id);
    const names = input.rows.map((row) => row.name.toLocaleLowerCase());
    // All or nothing: a name twice in the file or already in the class, and no pupil is created.
    if (new Set(names).size !== names.length || students.takenNames(input.class_id, names).length > 0)
      throw refused(READING_MESSAGES.studentsExist);
    const created = await Promise.all(
      input.rows.map(async (row) => ({
        name: row.name,
        passwordHash: await hashPassword(row.password, passwordCost),
        screenname: row.screenname || row.name,
      })),
    );
    const ids = students.createAll(caller.schoolId, input.class_id, created);
    sendEnvelope(
      res,
      200,
      ids.flatMap((id) => {
        const row = students.find(caller.schoolId, id);
        return row ? [students.view(row, true)] : [];
      }),
    );
  });

  router.put('/students/:studentId', async (req, res) => {
    const caller = callerOf(res);
    const row = visibleStudent(caller, idParam(req, 'studentId', READING_MESSAGES.studentNotFound));
    enforce(manageStudent(caller, row), READING_MESSAGES.studentNotFound);
    const change = parseBody(UPDATE, req);
    // API.md: a teacher moves a pupil of their class to any class of the school.
    if (change.class_id !== undefined && !classes.find(caller.schoolId, change.class_id))
      throw notFound(READING_MESSAGES.classNotFound);
    const clubIds = [...(change.add_clubs ?? []), ...(change.remove_clubs ?? [])].map((club) => club.id);
    if (clubIds.some((clubId) => !clubs.find(caller.schoolId, clubId)))
      throw notFound(READING_MESSAGES.clubNotFound);
    const classId = change.class_id ?? row.class_id;
    const name = change.data?.name ?? row.name;
    if (students.takenNames(classId, [name], row.id).length > 0)
      throw refused(READING_MESSAGES.studentNameTaken);
    const passwordHash =
      change.data?.password === undefined
        ? undefined
        : await hashPassword(change.data.password, passwordCost);
    students.update(row.id, {
      name: change.data?.name,
      screenname: change.data?.screenname,
      passwordHash,
      classId: change.class_id,
      addClubs: change.add_clubs,
      removeClubs: change.remove_clubs,
    });
    const updated = students.find(caller.schoolId, row.id);
    // seed 001 §7: the response has result.classes, the caller's classes after the change.
    const classList = classes
      .idsOfSchool(caller.schoolId)
      .filter((id) => seeClass(caller, id) === 'allow')
      .flatMap((id) => {
        const schoolClass = classes.find(caller.schoolId, id);
        return schoolClass ? [classes.view(schoolClass, { students: true })] : [];
      });
    sendEnvelope(res, 200, updated && { ...students.view(updated, true), classes: classList });
  });

  router.delete('/students/:studentId', (req, res) => {
    const caller = callerOf(res);
    const row = visibleStudent(caller, idParam(req, 'studentId', READING_MESSAGES.studentNotFound));
    enforce(manageStudent(caller, row), READING_MESSAGES.studentNotFound);
    students.delete(row.id);
    sendEnvelope(res, 200, true);
  });

  return router;
}
