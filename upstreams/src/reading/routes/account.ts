import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { READING_DUPLICATE_ERRNO, READING_MESSAGES } from '@shop/contracts';
import { z } from 'zod';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { manageSchool } from '../access';
import { callerToken, replacementJwt } from '../caller';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, parseBody } from '../http';
import { accountType, email, staffRole, text } from '../validation';
import { NO_PASSWORD } from './teachers';

const CREATE = z.object({
  email: email(),
  firstname: text('name'),
  lastname: text('name'),
  title: text('title'),
  accountType: accountType(),
  role: staffRole(),
});
const SCHOOL_CODE = z.object({ action: z.enum(['propose', 'renew', 'accept']) });

/** seed 001 §7 Authentication and school with a token: GET /auth/me, POST /auth/logout, /auth/create, /auth/schoolcode; GET /credits. */
export function accountRouter({ repository, schools, teachers, revokedTokens }: ReadingDeps): Router {
  const router = Router();

  // API.md (chosen: the seed lists no logout call): the token sent stops working, for any role.
  router.post('/auth/logout', (_req, res) => {
    const { tokenId, expiresAt } = callerToken(res);
    // The wall clock, as the JWT's expiry is checked by it (not the demo data's "today" of deps.now).
    revokedTokens.revoke(tokenId, expiresAt, Date.now());
    sendEnvelope(res, 200, true);
  });

  router.get('/auth/me', (_req, res) => {
    const caller = callerOf(res);
    const user = caller.kind === 'pupil' ? repository.student(caller.id) : repository.teacher(caller.id);
    const jwt = replacementJwt(res);
    sendEnvelope(res, 200, jwt ? { ...user, jwt } : user);
  });

  router.post('/auth/create', (req, res) => {
    const caller = callerOf(res);
    enforce(manageSchool(caller), READING_MESSAGES.teacherNotFound);
    const input = parseBody(CREATE, req);
    if (teachers.takenEmails([input.email]).length > 0)
      throw new UpstreamError(400, READING_MESSAGES.teacherEmailTaken, { errno: READING_DUPLICATE_ERRNO });
    const invitation = randomBytes(16).toString('hex');
    const [id] = teachers.createAll(caller.schoolId, [{ ...input, passwordHash: NO_PASSWORD }]);
    teachers.invite(id as number, invitation);
    const row = teachers.find(caller.schoolId, id as number);
    sendEnvelope(res, 200, { ...(row && teachers.view(row)), invitation });
  });

  router.get('/auth/schoolcode', (_req, res) => {
    const caller = callerOf(res);
    enforce(manageSchool(caller), READING_MESSAGES.notAllowed);
    sendEnvelope(res, 200, schools.schoolCode(caller.schoolId));
  });

  router.post('/auth/schoolcode', (req, res) => {
    const caller = callerOf(res);
    enforce(manageSchool(caller), READING_MESSAGES.notAllowed);
    const { action } = parseBody(SCHOOL_CODE, req);
    sendEnvelope(res, 200, schools.changeCode(caller.schoolId, action));
  });

  router.get('/credits', (_req, res) => {
    sendEnvelope(res, 200, schools.credits(callerOf(res).schoolId));
  });

  return router;
}
