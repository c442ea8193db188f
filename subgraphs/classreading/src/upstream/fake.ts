import type { ReadingClassSummary, ReadingLoginResult } from '@shop/contracts';
import { READING_MESSAGES } from '@shop/contracts';
import type { LoginCredentials } from '../domain/login';
import { nextReadingToken } from '../domain/session';
import type {
  ReadingAnswer,
  ReadingProgramme,
  ReadingProgrammeFactory,
  ReadingSession,
} from './ReadingProgramme';

export interface FakePupil {
  schoolId: string;
  classId: string;
  password: string;
  user: ReadingLoginResult;
}

export interface ReadingFixture {
  /** Classes per school id (ten digits, zero-padded). */
  classes: Record<string, ReadingClassSummary[]>;
  pupils: FakePupil[];
}

/** A JWT-shaped demo token (header.payload.signature). */
export const FAKE_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDEifQ.c2lnbmF0dXJl';

/** The well-known demo school of the local stack: school '0000000001', class '3A', pupil Lotte. */
export const DEMO_READING_FIXTURE: ReadingFixture = {
  classes: {
    '0000000001': [
      { id: 11, name: '3A', grade: '3' },
      { id: 12, name: '4B', grade: '4' },
    ],
  },
  pupils: [
    {
      schoolId: '0000000001',
      classId: '11',
      password: 'Lezen123!',
      user: {
        id: 101,
        role_id: 1,
        role: 'Student',
        school_id: '0000000001',
        school_code: '4821937560',
        name: 'Lotte',
        class: '3A',
        clubs: [],
        jwt: FAKE_JWT,
      },
    },
  ],
};

/**
 * The reading programme in memory, for tests: answers like the REST contract, records each call
 * (`GET /auth/get-classes 0000000001`) and, like the HTTP adapter, stores back any JWT it answers with.
 */
export class FakeReadingProgramme implements ReadingProgramme {
  constructor(
    private readonly fixture: ReadingFixture,
    private readonly session: ReadingSession,
    readonly calls: string[] = [],
  ) {}

  async getClasses(schoolId: string): Promise<ReadingClassSummary[]> {
    this.calls.push(`GET /auth/get-classes ${schoolId}`);
    return this.answer({ code: 200, result: this.fixture.classes[schoolId] ?? [] }).result;
  }

  async login(credentials: LoginCredentials): Promise<ReadingAnswer> {
    this.calls.push(`POST /auth/login ${credentials.schoolId}`);
    const pupil = this.fixture.pupils.find(
      (p) =>
        p.schoolId === credentials.schoolId &&
        p.classId === credentials.classId &&
        p.user.name === credentials.name &&
        p.password === credentials.password,
    );
    return this.answer<unknown>(
      pupil ? { code: 200, result: pupil.user } : { code: 401, result: READING_MESSAGES.invalidCredentials },
    );
  }

  private answer<T>(answer: ReadingAnswer<T>): ReadingAnswer<T> {
    this.session.token = nextReadingToken(this.session.token, answer);
    return answer;
  }
}

/** A factory for createContext whose calls, across requests, land in `calls`. */
export function fakeReadingProgramme(
  fixture: ReadingFixture = DEMO_READING_FIXTURE,
  calls: string[] = [],
): ReadingProgrammeFactory {
  return ({ session }) => new FakeReadingProgramme(fixture, session, calls);
}
