import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READING_MESSAGES,
  type ReadingClassSummary,
  type ReadingLoginResult,
  type ReadingUserResult,
} from '@shop/contracts';
import { fetchCallCounts, resetCallCounts, type RunningService } from '@shop/service';
import { DEMO_SCHOOL } from '../generate/index';
import { call, createTestDirs, type TestDirs } from '../shared/testing';
import { loadReadingConfig } from './config';
import { startReading } from './server';
import { ReadingTokens } from './tokens';

const SECRET = 'reading-test-secret-0123456789';

let dirs: TestDirs;
let service: RunningService;
let base: string;
let classId = 0;

const start = () =>
  startReading(
    loadReadingConfig({
      READING_PORT: '0',
      READING_JWT_SECRET: SECRET,
      READING_PASSWORD_COST: '10',
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'test',
    }),
  );

beforeAll(async () => {
  dirs = await createTestDirs();
  service = await start();
  base = service.url;
});

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

const login = (body: Record<string, unknown>) =>
  call<ReadingLoginResult | string>(base, '/auth/login', { body });
const lotte = () => ({
  schoolId: DEMO_SCHOOL.schoolId,
  classId,
  name: DEMO_SCHOOL.pupil,
  password: DEMO_SCHOOL.password,
});

describe('GET /auth/get-classes', () => {
  it("lists the school's classes with id, name and grade", async () => {
    const answer = await call<ReadingClassSummary[]>(
      base,
      `/auth/get-classes?school_id=${DEMO_SCHOOL.schoolId}`,
    );
    expect(answer).toMatchObject({ status: 200, code: 200 });
    const demoClass = answer.result.find((candidate) => candidate.name === DEMO_SCHOOL.className);
    expect(demoClass).toEqual({ id: expect.any(Number), name: '3A', grade: '3' });
    classId = demoClass?.id ?? 0;
  });

  it('pads a school id typed without its leading zeros (seed 001 §5: ten digits, zero-padded)', async () => {
    const answer = await call<ReadingClassSummary[]>(base, '/auth/get-classes?school_id=1');
    expect(answer.result.map((c) => c.id)).toContain(classId);
  });

  it("answers an empty list for an unknown school (the client's 'Unable to find this school'), 400 without school_id", async () => {
    expect(await call(base, '/auth/get-classes?school_id=9999999999')).toEqual({
      status: 200,
      code: 200,
      result: [],
    });
    expect(await call(base, '/auth/get-classes')).toEqual({
      status: 400,
      code: 400,
      result: 'school_id is required',
    });
  });
});

describe('POST /auth/login', () => {
  it('logs the demo pupil in: the user with a name, class and clubs, and a jwt', async () => {
    const answer = await login(lotte());
    expect(answer).toMatchObject({ status: 200, code: 200 });
    const user = answer.result as ReadingLoginResult;
    expect(user).toMatchObject({
      role: 'Student',
      role_id: 1,
      name: 'Lotte',
      class: '3A',
      school_id: DEMO_SCHOOL.schoolId,
    });
    expect(user.school_code).toMatch(/^\d{10}$/);
    expect(Array.isArray(user.clubs)).toBe(true);
    expect(user.jwt.split('.')).toHaveLength(3);
    expect(await new ReadingTokens(SECRET).verify(user.jwt)).toEqual({ kind: 'student', id: user.id });
  });

  it('accepts the name in another case and the class id as a string', async () => {
    expect((await login({ ...lotte(), name: 'lotte', classId: String(classId) })).code).toBe(200);
  });

  it("answers 401 'Invalid credentials' for a wrong school, class, name or password", async () => {
    const invalid = { status: 401, code: 401, result: READING_MESSAGES.invalidCredentials };
    expect(await login({ ...lotte(), password: 'lezen123!' })).toEqual(invalid);
    expect(await login({ ...lotte(), name: 'Lotje' })).toEqual(invalid);
    expect(await login({ ...lotte(), classId: classId + 1000 })).toEqual(invalid);
    expect(await login({ ...lotte(), schoolId: '9999999999' })).toEqual(invalid);
  });

  it('answers 400 naming the missing fields (seed 001 §5: schoolId, classId, name and password are required)', async () => {
    expect(await login({ schoolId: DEMO_SCHOOL.schoolId, name: ' ' })).toEqual({
      status: 400,
      code: 400,
      result: 'Login requires schoolId, classId, name and password (missing: classId, name, password)',
    });
  });
});

describe('GET /auth/me', () => {
  it('answers the user of the bearer JWT', async () => {
    const { jwt, ...user } = (await login(lotte())).result as ReadingLoginResult;
    const answer = await call<ReadingUserResult>(base, '/auth/me', {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(answer).toEqual({ status: 200, code: 200, result: user });
  });

  it('answers a teacher for a teacher token', async () => {
    const jwt = await new ReadingTokens(SECRET).sign({ kind: 'teacher', id: 1 });
    const answer = await call<ReadingUserResult>(base, '/auth/me', {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(answer.result).toMatchObject({
      id: 1,
      role: 'Director',
      role_id: 4,
      firstname: expect.any(String),
      lastname: expect.any(String),
    });
  });

  it('answers 401 without a token, with a token of another secret, and for an unknown user', async () => {
    const unauthorized = { status: 401, code: 401, result: 'A valid reading-programme token is required' };
    expect(await call(base, '/auth/me')).toEqual(unauthorized);
    const foreign = await new ReadingTokens('some-other-secret-0123456789').sign({ kind: 'student', id: 1 });
    expect(await call(base, '/auth/me', { headers: { authorization: `Bearer ${foreign}` } })).toEqual(
      unauthorized,
    );
    const ghost = await new ReadingTokens(SECRET).sign({ kind: 'student', id: 999_999 });
    expect(await call(base, '/auth/me', { headers: { authorization: `Bearer ${ghost}` } })).toEqual(
      unauthorized,
    );
  });
});

describe('POST /auth/logout (API.md, chosen): the token sent stops working', () => {
  const unauthorized = { status: 401, code: 401, result: READING_MESSAGES.notAuthorized };
  const as = (jwt: string, path: string, init: { body?: unknown } = {}) =>
    call(base, path, { ...init, headers: { authorization: `Bearer ${jwt}` } });
  const pupilJwt = async () => ((await login(lotte())).result as ReadingLoginResult).jwt;

  it("ends a pupil's session: that token answers 401 on every call, her session on another computer stays", async () => {
    const schoolComputer = await pupilJwt();
    const home = await pupilJwt();
    expect((await as(schoolComputer, '/auth/me')).code).toBe(200);

    expect(await as(schoolComputer, '/auth/logout', { body: {} })).toEqual({
      status: 200,
      code: 200,
      result: true,
    });
    for (const path of ['/auth/me', '/credits', '/tracking_info', '/books?index=nl_be', '/classes'])
      expect(await as(schoolComputer, path)).toEqual(unauthorized);
    expect(await as(schoolComputer, '/auth/logout', { body: {} })).toEqual(unauthorized);
    expect((await as(home, '/auth/me')).code).toBe(200);
  });

  it("ends a teacher's session, begun with the shop-issued token: the programme's own token and the shop's", async () => {
    const tokens = new ReadingTokens(SECRET);
    const shopIssued = await tokens.signStaff(DEMO_SCHOOL.teacherEmail);
    const me = await as(shopIssued, '/auth/me');
    const own = (me.result as ReadingUserResult).jwt as string;
    expect(await tokens.verify(own)).toMatchObject({ kind: 'teacher' });

    expect((await as(own, '/auth/logout', { body: {} })).code).toBe(200);
    expect(await as(own, '/auth/me')).toEqual(unauthorized);
    expect(await as(own, '/classes')).toEqual(unauthorized);
    expect((await as(shopIssued, '/auth/logout', { body: {} })).code).toBe(200);
    expect(await as(shopIssued, '/auth/me')).toEqual(unauthorized);
  });

  it('keeps a revoked token refused after a restart', async () => {
    const jwt = await pupilJwt();
    expect((await as(jwt, '/auth/logout', { body: {} })).code).toBe(200);
    await service.close();
    service = await start();
    base = service.url;
    expect(await as(jwt, '/auth/me')).toEqual(unauthorized);
    expect((await as(await pupilJwt(), '/auth/me')).code).toBe(200);
  });
});

describe('service', () => {
  it('counts calls per endpoint and request id', async () => {
    await resetCallCounts(base);
    await login({ ...lotte(), password: 'wrong' });
    await call(base, `/auth/get-classes?school_id=${DEMO_SCHOOL.schoolId}`, {
      headers: { 'x-request-id': 'login-page' },
    });
    await login(lotte());
    const counts = await fetchCallCounts(base);
    expect(counts.byEndpoint).toEqual({ 'POST /auth/login': 2, 'GET /auth/get-classes': 1 });
    expect(counts.byRequestId).toEqual({ 'login-page': { 'GET /auth/get-classes': 1 } });
  });

  it('keeps its state across a restart: the seeded pupils still log in, without seeding again', async () => {
    await service.close();
    service = await start();
    base = service.url;
    expect((await login(lotte())).code).toBe(200);
  });

  it('refuses to start in production with the development JWT secret', async () => {
    const config = loadReadingConfig({
      READING_PORT: '0',
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'production',
    });
    await expect(startReading(config)).rejects.toThrow('READING_JWT_SECRET must be set in production');
  });
});
