import { describe, expect, it } from 'vitest';
import { checkLoginForm, loginOutcome, type LoginForm } from './login';

const lotte: LoginForm = { schoolId: '0000000001', classId: '11', name: 'Lotte', password: 'Lezen123!' };
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDEifQ.c2ln';

describe('login form (seed 001 §5: schoolId, classId, name and password are required)', () => {
  it('passes a complete form, with the school id as the reading programme knows it', () => {
    expect(checkLoginForm({ ...lotte, schoolId: '1', name: ' Lotte ' })).toEqual({
      credentials: { schoolId: '0000000001', classId: '11', name: 'Lotte', password: 'Lezen123!' },
    });
  });

  it.each(['schoolId', 'classId', 'name', 'password'] as const)('requires %s', (field) => {
    expect(checkLoginForm({ ...lotte, [field]: ' ' })).toEqual({
      userErrors: [{ code: 'REQUIRED', message: 'Field is required', field }],
    });
  });

  it('names every missing field at once', () => {
    const { userErrors } = checkLoginForm({ schoolId: '', classId: '', name: '', password: '' });
    expect(userErrors?.map((e) => e.field)).toEqual(['schoolId', 'classId', 'name', 'password']);
  });

  it("refuses a school id of the wrong format with 'not a valid school id'", () => {
    expect(checkLoginForm({ ...lotte, schoolId: '12345678901' })).toEqual({
      userErrors: [{ code: 'INVALID_SCHOOL_ID', message: 'not a valid school id', field: 'schoolId' }],
    });
  });

  it('keeps the password as typed', () => {
    expect(checkLoginForm({ ...lotte, password: ' Lezen123! ' }).credentials?.password).toBe(' Lezen123! ');
  });
});

describe('login outcome (seed 001 §5: success needs code 200 and a result with a name)', () => {
  const user = {
    id: 101,
    role_id: 1,
    role: 'Student' as const,
    school_id: '0000000001',
    school_code: '4821937560',
    name: 'Lotte',
    class: '3A',
  };

  it('code 200 with a named user is a login; the JWT becomes the token, not a user field', () => {
    const outcome = loginOutcome({ code: 200, result: { ...user, jwt: JWT } });
    expect(outcome).toEqual({ user, token: JWT });
    expect(outcome.user).not.toHaveProperty('jwt');
  });

  it.each([
    ['code 401', { code: 401, result: 'Invalid credentials' }],
    ['code 200 without a name', { code: 200, result: { ...user, name: undefined } }],
    ['code 200 with an empty name', { code: 200, result: { ...user, name: '' } }],
    ['code 200 without a result', { code: 200, result: null }],
    ['a named user with code 403 (account temporarily disabled)', { code: 403, result: user }],
  ])("%s is 'Invalid credentials'", (_case, answer) => {
    expect(loginOutcome(answer)).toEqual({
      userError: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', field: null },
    });
  });
});
