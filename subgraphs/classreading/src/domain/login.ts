import { READING_MESSAGES, type ReadingUserResult } from '@shop/contracts';
import { invalidSchoolId, normalizeSchoolId } from './schoolId';
import type { LoginCredentials } from '../ports/ReadingProgramme';
import { jwtOf } from '../ports/readingToken';
import type { UserError } from './userError';

/** What the pupil fills in on the login screen. */
export interface LoginForm {
  schoolId: string;
  classId: string;
  name: string;
  password: string;
}

/** seed 001 §5: login requires schoolId, classId, name and password. */
export const REQUIRED_LOGIN_FIELDS = ['schoolId', 'classId', 'name', 'password'] as const;

export type LoginCheck =
  { credentials: LoginCredentials; userErrors?: never } | { credentials?: never; userErrors: UserError[] };

// seed 001 §5 states the rule ('A field is required') without a message; this is the storefront's wording.
const required = (field: string): UserError => ({ code: 'REQUIRED', message: 'Field is required', field });

/** Checks the login form before anything is sent; each missing field gets its own error. */
export function checkLoginForm(form: LoginForm): LoginCheck {
  const userErrors = REQUIRED_LOGIN_FIELDS.filter((field) => form[field].trim() === '').map(required);
  const schoolId = normalizeSchoolId(form.schoolId);
  if (form.schoolId.trim() !== '' && schoolId === null) userErrors.push(invalidSchoolId('schoolId'));
  if (userErrors.length > 0 || schoolId === null) return { userErrors };
  // The password is sent as typed: spaces may be part of it.
  return {
    credentials: { schoolId, classId: form.classId.trim(), name: form.name.trim(), password: form.password },
  };
}

export type LoginOutcome =
  | { user: ReadingUserResult; token: string | null; userError?: never }
  | { user?: never; token?: never; userError: UserError };

const invalidCredentials: UserError = {
  code: 'INVALID_CREDENTIALS',
  message: READING_MESSAGES.invalidCredentials,
  field: null,
};

/**
 * seed 001 §5: success needs code 200 and a result with a name; anything else is 'Invalid credentials'
 * (seed 001 §8: login incorrect or account temporarily disabled).
 */
export function loginOutcome(answer: { code: number; result: unknown }): LoginOutcome {
  const { code, result } = answer;
  if (code !== 200 || !isUserWithName(result)) return { userError: invalidCredentials };
  // The JWT travels as the payload's token, never as a user field.
  const { jwt: _jwt, ...user } = result as ReadingUserResult & { jwt?: unknown };
  return { user, token: jwtOf(answer) };
}

function isUserWithName(result: unknown): result is ReadingUserResult {
  return (
    typeof result === 'object' &&
    result !== null &&
    'name' in result &&
    typeof result.name === 'string' &&
    result.name.trim() !== ''
  );
}
