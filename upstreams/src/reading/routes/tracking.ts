import type { Request } from 'express';
import { Router } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { z } from 'zod';
import { sendEnvelope } from '../../shared/envelope';
import { readProgress, recordProgress, type Caller } from '../access';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, notFound, parseBody, queryId } from '../http';

const PROGRESS = z.object({ percentage: z.coerce.number().int().min(0).max(100) });
const ISBN = /^\d{9}[\dX]$|^\d{13}$/;

/** seed 001 §7 Credits and tracking: a pupil's progress per book ISBN. */
export function trackingRouter({ students, tracking }: ReadingDeps): Router {
  const router = Router();

  /** Whose progress: the pupil calling, or for staff the pupil named by student_id (one they may see). */
  const studentOf = (req: Request, caller: Caller): number => {
    const studentId = queryId(req, 'student_id');
    const student = studentId === undefined ? undefined : students.find(caller.schoolId, studentId);
    if (studentId !== undefined && !student) throw notFound(READING_MESSAGES.studentNotFound);
    enforce(readProgress(caller, student), READING_MESSAGES.studentNotFound);
    return student?.id ?? caller.id;
  };
  const isbnOf = (req: Request) => {
    const isbn = String(req.params.isbn);
    if (!ISBN.test(isbn)) throw notFound(READING_MESSAGES.bookNotFound);
    return isbn;
  };

  router.get('/tracking_info', (req, res) => {
    const caller = callerOf(res);
    sendEnvelope(res, 200, { settings: tracking.settings(studentOf(req, caller)) });
  });

  router.get('/tracking/:isbn', (req, res) => {
    const caller = callerOf(res);
    sendEnvelope(res, 200, tracking.progress(studentOf(req, caller), isbnOf(req)));
  });

  router.put('/tracking/:isbn', (req, res) => {
    const caller = callerOf(res);
    enforce(recordProgress(caller), READING_MESSAGES.studentNotFound);
    const isbn = isbnOf(req);
    const { percentage } = parseBody(PROGRESS, req);
    sendEnvelope(res, 200, tracking.record(caller.id, isbn, percentage));
  });

  return router;
}
