import { Router } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { verifyPassword } from '../../shared/passwords';
import type { ReadingRepository } from '../readingRepository';
import type { ReadingTokens } from '../tokens';

const LOGIN_FIELDS = ['schoolId', 'classId', 'name', 'password'] as const;
export const AUTH_MESSAGES = {
  ...READING_MESSAGES,
  schoolIdRequired: 'school_id is required',
  loginFields: (missing: readonly string[]) =>
    `Login requires schoolId, classId, name and password (missing: ${missing.join(', ')})`,
} as const;

export interface AuthDeps {
  repository: ReadingRepository;
  tokens: ReadingTokens;
  /** A hash checked when no pupil matches, so a wrong name costs as much time as a wrong password. */
  decoyHash: string;
}

/** seed 001 §7 Authentication and school, the calls without a token: GET /auth/get-classes, POST /auth/login. */
export function authRouter({ repository, tokens, decoyHash }: AuthDeps): Router {
  const router = Router();

  router.get('/auth/get-classes', (req, res) => {
    const schoolId = queryString(req, 'school_id');
    if (!schoolId) throw new UpstreamError(400, AUTH_MESSAGES.schoolIdRequired);
    // seed 001 §5: an empty list marks the school id as invalid ('Unable to find this school').
    sendEnvelope(res, 200, repository.classesOfSchool(normalizeSchoolId(schoolId)));
  });

  router.post('/auth/login', async (req, res) => {
    const body: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const missing = LOGIN_FIELDS.filter((field) => fieldText(body[field]) === '');
    if (missing.length > 0) throw new UpstreamError(400, AUTH_MESSAGES.loginFields(missing));
    const classId = Number(fieldText(body.classId));
    const credentials = Number.isInteger(classId)
      ? repository.studentCredentials(
          normalizeSchoolId(fieldText(body.schoolId)),
          classId,
          fieldText(body.name),
        )
      : undefined;
    const passwordMatches = await verifyPassword(
      String(body.password),
      credentials?.passwordHash ?? decoyHash,
    );
    const user = credentials && passwordMatches ? repository.student(credentials.id) : undefined;
    if (!user) throw new UpstreamError(401, AUTH_MESSAGES.invalidCredentials);
    sendEnvelope(res, 200, { ...user, jwt: await tokens.sign({ kind: 'student', id: user.id }) });
  });

  return router;
}

/** seed 001 §5: the school id is ten digits, zero-padded; a shorter run of digits is padded as typed. */
export function normalizeSchoolId(value: string): string {
  const trimmed = value.trim();
  return /^\d{1,10}$/.test(trimmed) ? trimmed.padStart(10, '0') : trimmed;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
