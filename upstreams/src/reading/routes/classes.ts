import { Router } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { z } from 'zod';
import { sendEnvelope } from '../../shared/envelope';
import { createClass, manageClass, seeClass, seeClassmates } from '../access';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, idParam, notFound, parseBody, queryFlag, refused } from '../http';
import { grade, id, skus, text } from '../validation';

const CREATE = z.object({ name: text('className'), grade: grade(), teacherId: id() });
const UPDATE = z.object({
  data: z.object({ name: text('className').optional(), grade: grade().optional() }).optional(),
  add_teachers: z.array(id()).optional(),
  remove_teachers: z.array(id()).optional(),
  add_books: skus().optional(),
  remove_books: skus().optional(),
});

/** seed 001 §7 Classes. */
export function classesRouter({ classes, teachers, catalogue }: ReadingDeps): Router {
  const router = Router();
  const known = (sku: string) => catalogue.indexes().some((index) => catalogue.book(index, sku));

  router.get('/classes', (req, res) => {
    const caller = callerOf(res);
    const include = {
      administrators: queryFlag(req, 'include_administrators'),
      students: queryFlag(req, 'include_students') && seeClassmates(caller),
      books: req.query.include_books === undefined ? true : queryFlag(req, 'include_books'),
    };
    const visible = classes.idsOfSchool(caller.schoolId).filter((id) => seeClass(caller, id) === 'allow');
    sendEnvelope(
      res,
      200,
      visible.flatMap((id) => {
        const row = classes.find(caller.schoolId, id);
        return row ? [classes.view(row, include)] : [];
      }),
    );
  });

  router.get('/classes/:id', (req, res) => {
    const caller = callerOf(res);
    const row = classes.find(caller.schoolId, idParam(req, 'id', READING_MESSAGES.classNotFound));
    if (!row) throw notFound(READING_MESSAGES.classNotFound);
    enforce(seeClass(caller, row.id), READING_MESSAGES.classNotFound);
    sendEnvelope(res, 200, classes.view(row, { administrators: true, students: seeClassmates(caller) }));
  });

  router.post('/classes', (req, res) => {
    const caller = callerOf(res);
    if (caller.kind === 'pupil') enforce('forbid', READING_MESSAGES.classNotFound);
    const input = parseBody(CREATE, req);
    enforce(createClass(caller, input.teacherId), READING_MESSAGES.teacherNotFound);
    if (!teachers.find(caller.schoolId, input.teacherId)) throw refused(READING_MESSAGES.teacherNotFound);
    if (classes.nameTaken(caller.schoolId, input.name)) throw refused(READING_MESSAGES.classNameTaken);
    const row = classes.find(caller.schoolId, classes.create(caller.schoolId, input));
    sendEnvelope(res, 200, row && classes.view(row, { administrators: true, students: true }));
  });

  router.put('/classes/:id', (req, res) => {
    const caller = callerOf(res);
    const row = classes.find(caller.schoolId, idParam(req, 'id', READING_MESSAGES.classNotFound));
    if (!row) throw notFound(READING_MESSAGES.classNotFound);
    enforce(manageClass(caller, row.id), READING_MESSAGES.classNotFound);
    const change = parseBody(UPDATE, req);
    if (change.data?.name !== undefined && classes.nameTaken(caller.schoolId, change.data.name, row.id))
      throw refused(READING_MESSAGES.classNameTaken);
    const teacherIds = [...(change.add_teachers ?? []), ...(change.remove_teachers ?? [])];
    // A refusal rather than malformed input: the teacher was chosen from the school's list and deleted since.
    if (teacherIds.some((teacherId) => !teachers.find(caller.schoolId, teacherId)))
      throw refused(READING_MESSAGES.teacherNotFound);
    const unknown = (change.add_books ?? []).find((sku) => !known(sku));
    if (unknown) throw refused(`add_books: no book ${unknown}`);
    classes.update(row.id, change);
    const updated = classes.find(caller.schoolId, row.id);
    sendEnvelope(res, 200, updated && classes.view(updated, { administrators: true, students: true }));
  });

  router.delete('/classes/:id', (req, res) => {
    const caller = callerOf(res);
    const row = classes.find(caller.schoolId, idParam(req, 'id', READING_MESSAGES.classNotFound));
    if (!row) throw notFound(READING_MESSAGES.classNotFound);
    enforce(manageClass(caller, row.id), READING_MESSAGES.classNotFound);
    if (classes.hasStudents(row.id)) throw refused(READING_MESSAGES.classHasStudents);
    classes.delete(row.id);
    sendEnvelope(res, 200, true);
  });

  return router;
}
