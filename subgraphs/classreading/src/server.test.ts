import {
  createLoginLimiter,
  createLogger,
  HEADER,
  type LoginLimiter,
  READING_SESSION_HEADER,
  readRequestIdentity,
  singleResult,
  UPSTREAM_ERROR_CODES,
} from '@shop/service';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createContext, createServer } from './server';
import { DEMO_READING_FIXTURE, FAKE_JWT, fakeReadingProgramme } from './upstream/fake';
import type { ReadingProgrammeFactory } from './ports/ReadingProgramme';

const server = createServer();
const logger = createLogger('classreading-test');

async function execute(
  query: string,
  variables: Record<string, unknown> = {},
  options: {
    headers?: Record<string, string>;
    readingProgramme?: ReadingProgrammeFactory;
    loginLimiter?: LoginLimiter;
  } = {},
) {
  const calls: string[] = [];
  const contextValue = createContext(readRequestIdentity(options.headers ?? {}), {
    logger,
    readingProgramme: options.readingProgramme ?? fakeReadingProgramme(DEMO_READING_FIXTURE, calls),
    ...(options.loginLimiter ? { loginLimiter: options.loginLimiter } : {}),
  });
  const response = await server.executeOperation({ query, variables }, { contextValue });
  return { result: singleResult(response), calls, headers: response.http.headers };
}

const SCHOOL_CLASSES = /* GraphQL */ `
  query SchoolClassesQuery($schoolId: String!) {
    schoolClasses(schoolId: $schoolId) {
      schoolId
      classes {
        id
        name
        grade
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;

const PUPIL_LOGIN = /* GraphQL */ `
  mutation PupilLoginMutation($input: PupilLoginInput!) {
    pupilLogin(input: $input) {
      user {
        id
        role
        name
        firstname
        lastname
        className
        schoolCode
      }
      token
      userErrors {
        code
        message
        field
      }
      retryAfterSeconds
    }
  }
`;

const lotte = { schoolId: '0000000001', classId: '11', name: 'Lotte', password: 'Lezen123!' };

describe('Query.schoolClasses', () => {
  it('lists the classes of a school, its id zero-padded to ten digits', async () => {
    const { result, calls } = await execute(SCHOOL_CLASSES, { schoolId: '1' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.schoolClasses).toEqual({
      schoolId: '0000000001',
      classes: [
        { id: '11', name: '3A', grade: '3' },
        { id: '12', name: '4B', grade: '4' },
      ],
      userErrors: [],
    });
    expect(calls).toEqual(['GET /auth/get-classes 0000000001']);
  });

  it("answers 'Unable to find this school' when the lookup is empty", async () => {
    const { result } = await execute(SCHOOL_CLASSES, { schoolId: '9999999999' });
    expect(result.data?.schoolClasses).toEqual({
      schoolId: '9999999999',
      classes: [],
      userErrors: [{ code: 'SCHOOL_NOT_FOUND', message: 'Unable to find this school', field: 'schoolId' }],
    });
  });

  it("answers 'not a valid school id' without asking the reading programme", async () => {
    const { result, calls } = await execute(SCHOOL_CLASSES, { schoolId: '12345678901' });
    expect(result.data?.schoolClasses).toEqual({
      schoolId: null,
      classes: [],
      userErrors: [{ code: 'INVALID_SCHOOL_ID', message: 'not a valid school id', field: 'schoolId' }],
    });
    expect(calls).toEqual([]);
  });

  it('looks a school up once per request, however it was typed', async () => {
    const { result, calls } = await execute(/* GraphQL */ `
      query TwoLookups {
        padded: schoolClasses(schoolId: "0000000001") {
          classes {
            id
          }
        }
        short: schoolClasses(schoolId: "1") {
          classes {
            id
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(calls).toEqual(['GET /auth/get-classes 0000000001']);
  });

  it('turns a failing reading programme into a GraphQL error with its code', async () => {
    const unavailable: ReadingProgrammeFactory = (request) => {
      const port = fakeReadingProgramme()(request);
      port.getClasses = () =>
        Promise.reject(
          new GraphQLError('reading programme is unavailable', {
            extensions: { code: UPSTREAM_ERROR_CODES.unavailable },
          }),
        );
      return port;
    };
    const { result } = await execute(SCHOOL_CLASSES, { schoolId: '1' }, { readingProgramme: unavailable });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('Mutation.pupilLogin', () => {
  it('logs the pupil in and hands out the JWT as token and X-Reading-Session header', async () => {
    const { result, headers, calls } = await execute(PUPIL_LOGIN, { input: { ...lotte, schoolId: '1' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.pupilLogin).toEqual({
      user: {
        id: '101',
        role: 'Student',
        name: 'Lotte',
        firstname: null,
        lastname: null,
        className: '3A',
        schoolCode: '4821937560',
      },
      token: FAKE_JWT,
      userErrors: [],
      retryAfterSeconds: null,
    });
    expect(calls).toEqual(['POST /auth/login 0000000001']);
    expect(headers.get(READING_SESSION_HEADER)).toBe(FAKE_JWT);
  });

  it("answers 'Invalid credentials' for a wrong password", async () => {
    const { result, headers } = await execute(PUPIL_LOGIN, { input: { ...lotte, password: 'lezen123!' } });
    expect(result.data?.pupilLogin).toEqual({
      user: null,
      token: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', field: null }],
      retryAfterSeconds: null,
    });
    expect(headers.get(READING_SESSION_HEADER)).toBeUndefined();
  });

  it('keeps the JWT out of the body when the web server holds it in a cookie', async () => {
    const { result, headers } = await execute(
      PUPIL_LOGIN,
      { input: lotte },
      { headers: { [HEADER.sessionTransport]: 'cookie' } },
    );
    expect(result.data?.pupilLogin).toMatchObject({ user: { name: 'Lotte' }, token: null });
    expect(headers.get(READING_SESSION_HEADER)).toBe(FAKE_JWT);
  });

  it('requires every field before calling the reading programme', async () => {
    const { result, calls } = await execute(PUPIL_LOGIN, { input: { ...lotte, name: '', classId: '' } });
    expect(result.data?.pupilLogin).toEqual({
      user: null,
      token: null,
      userErrors: [
        { code: 'REQUIRED', message: 'Field is required', field: 'classId' },
        { code: 'REQUIRED', message: 'Field is required', field: 'name' },
      ],
      retryAfterSeconds: null,
    });
    expect(calls).toEqual([]);
  });

  it("refuses a school id of the wrong format with 'not a valid school id'", async () => {
    const { result, calls } = await execute(PUPIL_LOGIN, { input: { ...lotte, schoolId: '1A2B3C' } });
    expect(result.data?.pupilLogin).toMatchObject({
      userErrors: [{ code: 'INVALID_SCHOOL_ID', message: 'not a valid school id', field: 'schoolId' }],
    });
    expect(calls).toEqual([]);
  });

  it('does not send back the token the client already holds', async () => {
    const { headers } = await execute(
      PUPIL_LOGIN,
      { input: lotte },
      { headers: { [HEADER.readingToken]: FAKE_JWT } },
    );
    expect(headers.get(READING_SESSION_HEADER)).toBeUndefined();
  });
});

describe('Mutation.readingLogout', () => {
  it('ends the session when the programme cannot revoke the token, and logs that the token still works', async () => {
    const fake = fakeReadingProgramme(structuredClone(DEMO_READING_FIXTURE));
    const unreachable: ReadingProgrammeFactory = (request) => ({
      ...fake(request),
      logout: async () => {
        throw new GraphQLError('reading programme is unavailable', {
          extensions: { code: UPSTREAM_ERROR_CODES.unavailable },
        });
      },
    });
    const contextValue = createContext(readRequestIdentity({ [HEADER.readingToken]: FAKE_JWT }), {
      logger,
      readingProgramme: unreachable,
    });
    const warnings: unknown[][] = [];
    vi.spyOn(contextValue.logger, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args);
    });
    const response = await server.executeOperation(
      { query: 'mutation { readingLogout { loggedOut userErrors { code } } }' },
      { contextValue },
    );
    const result = singleResult(response);
    expect(result.errors).toBeUndefined();
    expect(result.data?.readingLogout).toEqual({ loggedOut: true, userErrors: [] });
    expect(response.http.headers.get(READING_SESSION_HEADER)).toBe('end');
    expect(warnings).toEqual([
      [
        expect.objectContaining({ code: UPSTREAM_ERROR_CODES.unavailable }),
        'reading logout: the reading programme did not revoke the session; its token works until it expires',
      ],
    ]);
  });
});

describe('federation', () => {
  it('publishes its SDL through _service', async () => {
    const { result } = await execute('{ _service { sdl } }');
    const { sdl } = (result.data?._service ?? {}) as { sdl?: string };
    expect(sdl).toContain('pupilLogin(');
    expect(sdl).toContain('schoolClasses(');
  });
});

describe('Mutation.pupilLogin: guessing is slowed (issue 18 item 7)', () => {
  const school = { [HEADER.clientAddress]: '203.0.113.7' };
  const wrong = { ...lotte, password: 'Raden000?' };

  // Daan sits in Lotte's class.
  const [lottePupil] = DEMO_READING_FIXTURE.pupils;
  if (!lottePupil) throw new Error('the demo fixture has Lotte');
  const classOfTwo = {
    ...DEMO_READING_FIXTURE,
    pupils: [
      ...DEMO_READING_FIXTURE.pupils,
      { ...lottePupil, password: 'Daan2024!', user: { ...lottePupil.user, id: 103, name: 'Daan' } },
    ],
  };

  function limited() {
    const clock = { now: Date.parse('2026-11-28T08:00:00Z') };
    const loginLimiter = createLoginLimiter({ now: () => clock.now });
    const login = async (input: typeof lotte, headers: Record<string, string> = school) => {
      const calls: string[] = [];
      const readingProgramme = fakeReadingProgramme(classOfTwo, calls);
      const { result } = await execute(PUPIL_LOGIN, { input }, { headers, loginLimiter, readingProgramme });
      expect(result.errors).toBeUndefined();
      return { payload: result.data?.pupilLogin as Record<string, unknown>, calls };
    };
    return { clock, login };
  }

  it('refuses after 5 wrong passwords with the wait, refuses the right one until it passed, then logs in', async () => {
    const { clock, login } = limited();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { payload } = await login(wrong);
      expect(payload.userErrors).toEqual([
        { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', field: null },
      ]);
    }
    const refused = await login(wrong);
    expect(refused.payload).toEqual({
      user: null,
      token: null,
      userErrors: [
        { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 5 seconds.', field: null },
      ],
      retryAfterSeconds: 5,
    });
    expect(refused.calls).toEqual([]);

    clock.now += 3_000;
    const tooSoon = await login(lotte);
    expect(tooSoon.payload).toMatchObject({ user: null, retryAfterSeconds: 2 });
    expect(tooSoon.calls).toEqual([]);

    clock.now += 2_000;
    const accepted = await login(lotte);
    expect(accepted.payload).toMatchObject({
      user: { name: 'Lotte' },
      userErrors: [],
      retryAfterSeconds: null,
    });

    // The success started Lotte afresh: one more mistake is no reason to wait.
    expect((await login(wrong)).payload).toMatchObject({ retryAfterSeconds: null });
  });

  it('doubles the wait with each further failure: 5, 10, 20 s', async () => {
    const { clock, login } = limited();
    for (let attempt = 1; attempt <= 5; attempt++) await login(wrong);
    const waits: unknown[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(wrong);
      waits.push(refused.payload.retryAfterSeconds);
      clock.now += (refused.payload.retryAfterSeconds as number) * 1000;
      await login(wrong);
    }
    expect(waits).toEqual([5, 10, 20]);
  });

  it('does not make another pupil of the class wait', async () => {
    const { login } = limited();
    for (let attempt = 1; attempt <= 5; attempt++) await login(wrong);
    expect((await login(lotte)).payload).toMatchObject({ retryAfterSeconds: 5 });
    const daan = await login({ ...lotte, name: 'Daan', password: 'Daan2024!' });
    expect(daan.payload).toMatchObject({ user: { name: 'Daan' }, userErrors: [], retryAfterSeconds: null });
    expect(daan.calls).toEqual(['POST /auth/login 0000000001']);
  });

  it('limits each client address on its own: 20 failures from one address make it wait, not another', async () => {
    const { login } = limited();
    for (let pupil = 1; pupil <= 20; pupil++) await login({ ...wrong, name: `Pupil ${pupil}` });
    expect((await login(lotte)).payload).toMatchObject({ user: null, retryAfterSeconds: 5 });
    const elsewhere = await login(lotte, { [HEADER.clientAddress]: '198.51.100.4' });
    expect(elsewhere.payload).toMatchObject({ user: { name: 'Lotte' }, retryAfterSeconds: null });
  });
});

describe('Query.schoolClasses: looking up school ids is slowed (issue 18 item 7)', () => {
  const LOOKUP = /* GraphQL */ `
    query SchoolLookup($schoolId: String!) {
      schoolClasses(schoolId: $schoolId) {
        schoolId
        classes {
          name
        }
        userErrors {
          code
          message
        }
        retryAfterSeconds
      }
    }
  `;

  function limited() {
    const clock = { now: Date.parse('2026-11-28T08:00:00Z') };
    const loginLimiter = createLoginLimiter({ now: () => clock.now });
    const lookUp = async (schoolId: string, address = '203.0.113.7') => {
      const calls: string[] = [];
      const readingProgramme = fakeReadingProgramme(DEMO_READING_FIXTURE, calls);
      const headers = { [HEADER.clientAddress]: address };
      const { result } = await execute(LOOKUP, { schoolId }, { headers, loginLimiter, readingProgramme });
      expect(result.errors).toBeUndefined();
      return { payload: result.data?.schoolClasses as Record<string, unknown>, calls };
    };
    return { clock, lookUp };
  }

  it('answers 20 unknown school ids from one address, then waits 5 s before asking the programme again', async () => {
    const { clock, lookUp } = limited();
    for (let n = 1; n <= 20; n += 1) {
      const { payload } = await lookUp(String(9000 + n));
      expect(payload.userErrors).toEqual([
        { code: 'SCHOOL_NOT_FOUND', message: 'Unable to find this school' },
      ]);
      expect(payload.retryAfterSeconds).toBeNull();
    }
    // Even the right school id waits, without a call of the reading programme.
    const refused = await lookUp('1');
    expect(refused.payload).toEqual({
      schoolId: null,
      classes: [],
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 5 seconds.' }],
      retryAfterSeconds: 5,
    });
    expect(refused.calls).toEqual([]);
    // Another school's address is not slowed.
    expect((await lookUp('1', '198.51.100.4')).payload.userErrors).toEqual([]);

    clock.now += 5_000;
    const found = await lookUp('1');
    expect(found.payload.userErrors).toEqual([]);
    expect((found.payload.classes as unknown[]).length).toBeGreaterThan(0);
  });

  it('never slows a teacher who finds the school: known ids and ids of the wrong format do not count', async () => {
    const { lookUp } = limited();
    for (let n = 1; n <= 30; n += 1) {
      expect((await lookUp('1')).payload.userErrors).toEqual([]);
      expect((await lookUp('geen id')).payload.userErrors).toEqual([
        { code: 'INVALID_SCHOOL_ID', message: 'not a valid school id' },
      ]);
    }
    expect((await lookUp('1')).payload.retryAfterSeconds).toBeNull();
  });
});
