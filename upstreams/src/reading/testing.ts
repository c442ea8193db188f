import { CLASSREADING_FILE, type ClassreadingDemoData } from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL } from '../generate/index';
import { readDemoJson } from '../shared/demoData';
import { call, createTestDirs, TEST_TODAY, type EnvelopeAnswer, type TestDirs } from '../shared/testing';
import { loadReadingConfig } from './config';
import { startReading } from './server';
import { ReadingTokens } from './tokens';

/**
 * Test support for the reading stand-in's HTTP tests: one started stand-in per test file over a small demo data
 * set, the demo people's tokens by role, and a client that sends a token.
 */
export const TEST_SECRET = 'reading-test-secret-0123456789';
export const TEST_READER_URL = 'http://reader.test';

export interface ReadingTestbed {
  base: string;
  data: ClassreadingDemoData;
  dirs: TestDirs;
  service: RunningService;
  tokens: ReadingTokens;
  /** The demo people the role tests call as. */
  people: {
    /** Lotte, Student of 3A. */
    student: number;
    /** Noor, Club president of 3A. */
    president: number;
    /** Sofie Claes, teacher of 3A. */
    teacher: number;
    /** The teacher of another class of the demo school. */
    otherTeacher: number;
    director: number;
    /** Anouk Visser, teacher of 5A of the Dutch demo school. */
    foreignTeacher: number;
  };
  class3A: number;
  classOther: number;
  class5ANl: number;
  tokenOf(kind: 'student' | 'teacher', id: number): Promise<string>;
  close(): Promise<void>;
}

export async function startReadingTestbed(): Promise<ReadingTestbed> {
  const dirs = await createTestDirs();
  const service = await startReading(
    loadReadingConfig({
      READING_PORT: '0',
      READING_JWT_SECRET: TEST_SECRET,
      READING_PASSWORD_COST: '10',
      READING_READER_URL: TEST_READER_URL,
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'test',
    }),
    // The demo data's credits run around its "today".
    { now: () => Date.parse(`${TEST_TODAY}T12:00:00Z`) },
  );
  const data = readDemoJson<ClassreadingDemoData>(dirs.dataDir, CLASSREADING_FILE);
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`demo data has no ${what}`);
    return value;
  };
  const classOf = (schoolId: string, name: string) =>
    must(
      data.classes.find((c) => c.school_id === schoolId && c.name === name),
      `class ${name}`,
    );
  const class3A = classOf(DEMO_SCHOOL.schoolId, DEMO_SCHOOL.className);
  const class5ANl = classOf(DEMO_SCHOOL_NL.schoolId, DEMO_SCHOOL_NL.className);
  const pupil = (name: string) =>
    must(
      data.pupils.find((p) => p.class_id === class3A.id && p.name === name),
      name,
    ).id;
  const teacher = (email: string) =>
    must(
      data.teachers.find((t) => t.email === email),
      email,
    ).id;
  const classOther = must(
    data.classes.find(
      (c) => c.school_id === DEMO_SCHOOL.schoolId && c.id !== class3A.id && c.teacher_id !== null,
    ),
    'another class',
  );
  const tokens = new ReadingTokens(TEST_SECRET);
  return {
    base: service.url,
    data,
    dirs,
    service,
    tokens,
    people: {
      student: pupil(DEMO_SCHOOL.pupil),
      president: pupil(DEMO_SCHOOL.clubPresident),
      teacher: teacher(DEMO_SCHOOL.teacherEmail),
      otherTeacher: classOther.teacher_id,
      director: teacher(DEMO_SCHOOL.directorEmail),
      foreignTeacher: teacher(DEMO_SCHOOL_NL.teacherEmail),
    },
    class3A: class3A.id,
    classOther: classOther.id,
    class5ANl: class5ANl.id,
    tokenOf: (kind, id) => tokens.sign({ kind, id }),
    close: async () => {
      await service.close();
      await dirs.remove();
    },
  };
}

/** A call with a bearer token. */
export function callAs<T = unknown>(
  base: string,
  jwt: string,
  pathAndQuery: string,
  init: { method?: string; body?: unknown } = {},
): Promise<EnvelopeAnswer<T>> {
  return call<T>(base, pathAndQuery, { ...init, headers: { authorization: `Bearer ${jwt}` } });
}
