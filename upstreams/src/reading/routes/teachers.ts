import { Router } from 'express';
import { READING_BULK_MAX_ROWS, READING_DUPLICATE_ERRNO, READING_MESSAGES } from '@shop/contracts';
import { z } from 'zod';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { editTeacher, manageTeachers, seeStaffLists } from '../access';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, idParam, notFound, parseBody, queryFlag, refused } from '../http';
import type { NewTeacher } from '../stores/teachers';
import { accountType, email, freeText, staffRole, text } from '../validation';

/**
 * Teachers and directors sign in through the shop (seed 001 §3), not with a reading-programme password: an
 * account created here has none until its create-password page sets one.
 */
export const NO_PASSWORD = '!';

const TEACHER = z.object({
  email: email(),
  firstname: text('name'),
  lastname: text('name'),
  title: freeText('title').default(''),
  accountType: accountType().default('elementary school'),
  role: staffRole().default('Teacher'),
});
const UPDATE = TEACHER.partial().extend({
  title: freeText('title').optional(),
  accountType: accountType().optional(),
  role: staffRole().optional(),
});
const BULK = z.object({ rows: z.array(TEACHER.omit({ role: true })) });

const duplicateEmail = () =>
  new UpstreamError(400, READING_MESSAGES.teacherEmailTaken, { errno: READING_DUPLICATE_ERRNO });

/** seed 001 §7 Teachers. */
export function teachersRouter({ teachers }: ReadingDeps): Router {
  const router = Router();

  router.get('/teachers', (req, res) => {
    const caller = callerOf(res);
    enforce(seeStaffLists(caller), READING_MESSAGES.teacherNotFound);
    sendEnvelope(
      res,
      200,
      teachers.ofSchool(caller.schoolId, {
        classes: queryFlag(req, 'include_classes'),
        clubs: queryFlag(req, 'include_clubs'),
      }),
    );
  });

  router.post('/teachers', (req, res) => {
    const caller = callerOf(res);
    enforce(manageTeachers(caller), READING_MESSAGES.teacherNotFound);
    const input = parseBody(TEACHER, req);
    if (teachers.takenEmails([input.email]).length > 0) throw duplicateEmail();
    const [id] = teachers.createAll(caller.schoolId, [{ ...input, passwordHash: NO_PASSWORD }]);
    const row = teachers.find(caller.schoolId, id as number);
    sendEnvelope(res, 200, row && teachers.view(row));
  });

  router.post('/teachers/bulk', (req, res) => {
    const caller = callerOf(res);
    enforce(manageTeachers(caller), READING_MESSAGES.teacherNotFound);
    const { rows } = parseBody(BULK, req);
    if (rows.length > READING_BULK_MAX_ROWS) throw refused(READING_MESSAGES.bulkTooLarge);
    const emails = rows.map((row) => row.email);
    // All or nothing: one email twice in the file, or one already taken, and no teacher is created.
    if (new Set(emails).size !== emails.length || teachers.takenEmails(emails).length > 0)
      throw duplicateEmail();
    const created: NewTeacher[] = rows.map((row) => ({ ...row, role: 'Teacher', passwordHash: NO_PASSWORD }));
    const ids = teachers.createAll(caller.schoolId, created);
    sendEnvelope(
      res,
      200,
      ids.flatMap((id) => {
        const row = teachers.find(caller.schoolId, id);
        return row ? [teachers.view(row)] : [];
      }),
    );
  });

  router.put('/teachers/:teacherId', (req, res) => {
    const caller = callerOf(res);
    const id = idParam(req, 'teacherId', READING_MESSAGES.teacherNotFound);
    const current = teachers.find(caller.schoolId, id);
    if (!current) throw notFound(READING_MESSAGES.teacherNotFound);
    const change = parseBody(UPDATE, req);
    const changesRole = change.role !== undefined && change.role !== current.role;
    enforce(editTeacher(caller, id, changesRole), READING_MESSAGES.teacherNotFound);
    if (change.email !== undefined && teachers.takenEmails([change.email], id).length > 0)
      throw duplicateEmail();
    teachers.update(id, change);
    const row = teachers.find(caller.schoolId, id);
    sendEnvelope(res, 200, row && teachers.view(row));
  });

  router.delete('/teachers/:teacherId', (req, res) => {
    const caller = callerOf(res);
    const id = idParam(req, 'teacherId', READING_MESSAGES.teacherNotFound);
    if (!teachers.find(caller.schoolId, id)) throw notFound(READING_MESSAGES.teacherNotFound);
    enforce(manageTeachers(caller, id), READING_MESSAGES.teacherNotFound);
    teachers.delete(id);
    sendEnvelope(res, 200, true);
  });

  return router;
}
