import { READING_DUPLICATE_ERRNO, READING_MESSAGES } from '@shop/contracts';
import {
  createLogger,
  HEADER,
  READING_SESSION_HEADER,
  readRequestIdentity,
  singleResult,
} from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { signReadingStaffToken } from '@shop/upstreams/src/reading/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL, TEST_READING_SECRET } from '../../test/standin';
import { isJwt } from '../ports/readingToken';
import { createContext, createServer } from '../server';
import { HttpReadingProgramme, httpReadingProgramme } from './http';
import type { ReadingSession } from '../ports/ReadingProgramme';

// The local reading-programme upstream with its well-known demo school: '0000000001', class '3A', pupil Lotte.
let stack: TestStack;
let readingApiUrl: string;

beforeAll(async () => {
  stack = await startTestStack({
    only: ['reading'],
    products: 40,
    env: { READING_JWT_SECRET: TEST_READING_SECRET },
  });
  readingApiUrl = stack.env.READING_API_URL ?? '';
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

function programme(session: ReadingSession = { token: null }, baseUrl = readingApiUrl) {
  return new HttpReadingProgramme({
    baseUrl,
    timeoutMs: 5000,
    requestId: 'classreading-adapter-test',
    session,
  });
}

/** The demo school's director: the shop-issued staff token, exchanged for the programme's own by GET /auth/me. */
async function directorSession(): Promise<ReadingSession> {
  const session: ReadingSession = {
    token: await signReadingStaffToken(TEST_READING_SECRET, DEMO_SCHOOL.directorEmail),
  };
  await programme(session).me();
  return session;
}

async function classOf3A(): Promise<string> {
  const classes = await programme().getClasses('0000000001');
  const id = classes.find((c) => c.name === '3A')?.id;
  if (id === undefined) throw new Error("the demo school has no class '3A'");
  return String(id);
}

describe('HttpReadingProgramme against the local reading programme', () => {
  it('GET /auth/get-classes lists the classes of the demo school', async () => {
    const classes = await programme().getClasses('0000000001');
    expect(classes.map((c) => c.name)).toContain('3A');
    for (const schoolClass of classes) {
      expect(typeof schoolClass.id).toBe('number');
      expect(schoolClass.grade).toMatch(/^(1[0-3]|[1-9]|K[1-4])$/);
    }
  });

  it('GET /auth/get-classes answers an empty list for an unknown school', async () => {
    expect(await programme().getClasses('9999999999')).toEqual([]);
  });

  it('POST /auth/login logs Lotte in and keeps the JWT of the answer (seed 001 §4)', async () => {
    const session: ReadingSession = { token: null };
    const answer = await programme(session).login({
      schoolId: '0000000001',
      classId: await classOf3A(),
      name: 'Lotte',
      password: 'Lezen123!',
    });
    expect(answer.code).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Lotte', school_id: '0000000001' });
    expect(isJwt(session.token)).toBe(true);
    expect(answer.result).toMatchObject({ jwt: session.token });
  });

  it("POST /auth/login answers code 401 'Invalid credentials' for a wrong password, keeping the stored token", async () => {
    const session: ReadingSession = { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvbGQifQ.b2xk' };
    const answer = await programme(session).login({
      schoolId: '0000000001',
      classId: await classOf3A(),
      name: 'Lotte',
      password: 'lezen123!',
    });
    expect(answer).toEqual({ code: 401, result: 'Invalid credentials' });
    expect(session.token).toBe('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvbGQifQ.b2xk');
  });

  it('PUT /teachers/{id} to a taken email is refused with the errno of the envelope, 1062 (seed 001 §8)', async () => {
    const session = await directorSession();
    const sofie = (await programme(session).teachers()).find((t) => t.email === DEMO_SCHOOL.teacherEmail);
    if (!sofie) throw new Error('the demo school has no teacher Sofie');
    expect(await programme(session).updateTeacher(sofie.id, { email: DEMO_SCHOOL.directorEmail })).toEqual({
      ok: false,
      status: 400,
      message: READING_MESSAGES.teacherEmailTaken,
      errno: READING_DUPLICATE_ERRNO,
    });
    // A refusal without an error number keeps none.
    expect(
      await programme(session).createClass({ name: DEMO_SCHOOL.className, grade: '3', teacherId: sofie.id }),
    ).toEqual({ ok: false, status: 400, message: READING_MESSAGES.classNameTaken, errno: null });
  });

  it('POST /auth/logout revokes the token: it is refused afterwards, a second logout answers false', async () => {
    const session: ReadingSession = { token: null };
    await programme(session).login({
      schoolId: '0000000001',
      classId: await classOf3A(),
      name: 'Lotte',
      password: 'Lezen123!',
    });
    const token = session.token;
    expect((await programme({ token }).me())?.name).toBe('Lotte');
    expect(await programme({ token }).logout()).toBe(true);
    expect(await programme({ token }).me()).toBeNull();
    await expect(programme({ token }).credits()).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await programme({ token }).logout()).toBe(false);
  });

  it("POST /auth/logout ends a director's session begun with the shop-issued token", async () => {
    const session = await directorSession();
    const token = session.token;
    expect(await programme({ token }).logout()).toBe(true);
    expect(await programme({ token }).me()).toBeNull();
  });

  it('maps an unreachable reading programme to UPSTREAM_UNAVAILABLE', async () => {
    // The classreading port of this stack: free, since only the reading programme was started.
    const nobody = `http://127.0.0.1:${stack.ports.classreading}`;
    await expect(programme({ token: null }, nobody).getClasses('0000000001')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('the subgraph over the local reading programme', () => {
  const server = createServer();

  async function execute(query: string, variables: Record<string, unknown>, token: string | null = null) {
    const contextValue = createContext(readRequestIdentity(token ? { [HEADER.readingToken]: token } : {}), {
      logger: createLogger('classreading-test'),
      readingProgramme: httpReadingProgramme({ READING_API_URL: readingApiUrl, READING_TIMEOUT_MS: 5000 }),
    });
    const response = await server.executeOperation({ query, variables }, { contextValue });
    return { result: singleResult(response), headers: response.http.headers };
  }

  it('finds the demo school by its short id and logs Lotte in', async () => {
    const lookup = await execute(
      'query ($schoolId: String!) { schoolClasses(schoolId: $schoolId) { schoolId classes { id name } userErrors { code } } }',
      {
        schoolId: '1',
      },
    );
    const { schoolClasses } = lookup.result.data as {
      schoolClasses: { schoolId: string; classes: { id: string; name: string }[]; userErrors: unknown[] };
    };
    expect(schoolClasses.schoolId).toBe('0000000001');
    expect(schoolClasses.userErrors).toEqual([]);
    const classId = schoolClasses.classes.find((c) => c.name === '3A')?.id;

    const login = await execute(
      'mutation ($input: PupilLoginInput!) { pupilLogin(input: $input) { user { name className } token userErrors { message } } }',
      {
        input: { schoolId: '0000000001', classId, name: 'Lotte', password: 'Lezen123!' },
      },
    );
    expect(login.result.errors).toBeUndefined();
    const { pupilLogin } = login.result.data as {
      pupilLogin: { user: { name: string; className: string }; token: string; userErrors: unknown[] };
    };
    expect(pupilLogin.user).toEqual({ name: 'Lotte', className: '3A' });
    expect(isJwt(pupilLogin.token)).toBe(true);
    expect(login.headers.get(READING_SESSION_HEADER)).toBe(pupilLogin.token);
  });

  it("answers a duplicate teacher email as TEACHER_EMAIL_TAKEN, known by the programme's errno 1062", async () => {
    const { token } = await directorSession();
    const teachers = await execute('{ teachers { id email } }', {}, token);
    const sofie = (teachers.result.data as { teachers: { id: string; email: string }[] }).teachers.find(
      (t) => t.email === DEMO_SCHOOL.teacherEmail,
    );
    const { result } = await execute(
      'mutation ($input: UpdateReadingTeacherInput!) { updateReadingTeacher(input: $input) { teacher { id } userErrors { code message field } } }',
      { input: { id: sofie?.id, email: DEMO_SCHOOL.directorEmail } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      updateReadingTeacher: {
        teacher: null,
        userErrors: [
          {
            code: 'TEACHER_EMAIL_TAKEN',
            message: 'A teacher with this email already exists.',
            field: 'email',
          },
        ],
      },
    });
  });

  it("answers 'Unable to find this school' for a school the reading programme does not know", async () => {
    const { result } = await execute(
      'query ($schoolId: String!) { schoolClasses(schoolId: $schoolId) { userErrors { code message } } }',
      { schoolId: '9999999999' },
    );
    expect(result.data).toEqual({
      schoolClasses: { userErrors: [{ code: 'SCHOOL_NOT_FOUND', message: 'Unable to find this school' }] },
    });
  });
});
