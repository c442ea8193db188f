import type {
  ReadingAccountCreate,
  ReadingBookHit,
  ReadingBookList,
  ReadingBookProgress,
  ReadingClass,
  ReadingClassCreate,
  ReadingClassSummary,
  ReadingClassUpdate,
  ReadingClub,
  ReadingClubCreate,
  ReadingClubUpdate,
  ReadingCredits,
  ReadingEmbed,
  ReadingSchoolCode,
  ReadingSchoolCodeAction,
  ReadingStudent,
  ReadingStudentBulk,
  ReadingStudentCreate,
  ReadingStudentUpdate,
  ReadingStudentUpdateResult,
  ReadingTeacher,
  ReadingTeacherBulk,
  ReadingTeacherUpdate,
  ReadingTracking,
  ReadingUserResult,
} from '@shop/contracts';
import {
  answeredWithout,
  expectOk,
  RestClient,
  type Envelope,
  type Logger,
  type RestRequest,
} from '@shop/service';
import { nextReadingToken } from '../ports/readingToken';
import { forbidden, notFound, unauthenticated } from '../errors';
import type {
  BookListQuery,
  LoginCredentials,
  ReadingAnswer,
  ReadingOutcome,
  ReadingProgramme,
  ReadingProgrammeFactory,
  ReadingSession,
} from '../ports/ReadingProgramme';

const UPSTREAM = 'reading programme';

/** The codes of a refused change: the seed's message is for the user (API.md: 400, 413 'File size too big'). */
const REFUSAL_CODES = new Set([400, 409, 413]);

/** GET lists with everything a screen shows (seed 001 §7 include_* flags). */
const INCLUDE_ALL = { include_administrators: 1, include_students: 1, include_books: 1 };

export interface HttpReadingProgrammeOptions {
  baseUrl: string;
  timeoutMs: number;
  requestId: string;
  session: ReadingSession;
  /** Where a failed call is logged, in one line with the request id. */
  logger?: Logger;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The reading-programme REST contract (seed 001 §7, API.md): JSON `{ code, result }`, bearer token, JWT stored back. */
export class HttpReadingProgramme implements ReadingProgramme {
  private readonly client: RestClient;

  constructor(private readonly options: HttpReadingProgrammeOptions) {
    this.client = new RestClient({
      upstream: UPSTREAM,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      requestId: options.requestId,
      ...(options.logger ? { logger: options.logger } : {}),
      // seed 001 §4: any JWT in a response body replaces the stored one.
      onEnvelope: (envelope) => {
        options.session.token = nextReadingToken(options.session.token, envelope);
      },
    });
  }

  async getClasses(schoolId: string): Promise<ReadingClassSummary[]> {
    const envelope = await this.send<unknown>('GET', '/auth/get-classes', { query: { school_id: schoolId } });
    const classes = expectOk(envelope, UPSTREAM, 'look up the classes of a school');
    if (!Array.isArray(classes)) throw answeredWithout(UPSTREAM, 'a class list', { status: envelope.status });
    return classes as ReadingClassSummary[];
  }

  async login(credentials: LoginCredentials): Promise<ReadingAnswer> {
    const envelope = await this.send<unknown>('POST', '/auth/login', {
      // Class ids are numbers in the reading programme (ReadingClassSummary.id); GraphQL carries them as ID strings.
      body: {
        ...credentials,
        classId: /^\d+$/.test(credentials.classId) ? Number(credentials.classId) : credentials.classId,
      },
    });
    // A refused login (4xx) is an answer for the domain to word; a failing upstream (5xx) is not the pupil's fault.
    if (envelope.code >= 500) expectOk(envelope, UPSTREAM, 'log in');
    return { code: envelope.code, result: envelope.result };
  }

  async me(): Promise<ReadingUserResult | null> {
    // Without a token there is no session to check: no call.
    if (!this.options.session.token) return null;
    const envelope = await this.send<ReadingUserResult>('GET', '/auth/me');
    if (envelope.code === 401) return null;
    return read(envelope, 'check the session');
  }

  async logout(): Promise<boolean> {
    if (!this.options.session.token) return false;
    const envelope = await this.send<unknown>('POST', '/auth/logout', { body: {} });
    if (envelope.code === 401) return false;
    read(envelope, 'end the session');
    return true;
  }

  schoolCode(): Promise<ReadingSchoolCode> {
    return this.read('GET', '/auth/schoolcode', 'read the school code');
  }

  changeSchoolCode(action: ReadingSchoolCodeAction): Promise<ReadingOutcome<ReadingSchoolCode>> {
    return this.change('POST', '/auth/schoolcode', 'change the school code', { body: { action } });
  }

  createAccount(account: ReadingAccountCreate): Promise<ReadingOutcome<ReadingTeacher>> {
    return this.change('POST', '/auth/create', 'create an account', { body: account });
  }

  books({ index, search, start, all }: BookListQuery): Promise<ReadingBookList> {
    return this.read('GET', '/books', 'list books', {
      query: { index, search: search ?? undefined, start, all: all ? 1 : 0 },
    });
  }

  async book(sku: string, index: string) {
    const hit = await this.read<ReadingBookHit>('GET', `/books/${encodeURIComponent(sku)}`, 'read a book', {
      query: { index },
    });
    return hit._source;
  }

  embed(sku: string, index: string, socket: string): Promise<ReadingOutcome<ReadingEmbed>> {
    return this.change('GET', `/books/${encodeURIComponent(sku)}/embed`, 'open a book', {
      query: { index, socket },
    });
  }

  classes(): Promise<ReadingClass[]> {
    return this.read('GET', '/classes', 'list classes', { query: INCLUDE_ALL });
  }

  readingClass(id: number): Promise<ReadingClass> {
    return this.read('GET', `/classes/${id}`, 'read a class');
  }

  createClass(body: ReadingClassCreate): Promise<ReadingOutcome<ReadingClass>> {
    return this.change('POST', '/classes', 'create a class', { body });
  }

  updateClass(id: number, body: ReadingClassUpdate): Promise<ReadingOutcome<ReadingClass>> {
    return this.change('PUT', `/classes/${id}`, 'change a class', { body });
  }

  deleteClass(id: number): Promise<ReadingOutcome<true>> {
    return this.change('DELETE', `/classes/${id}`, 'delete a class');
  }

  students(classId: number | null): Promise<ReadingStudent[]> {
    return this.read('GET', '/students', 'list pupils', {
      query: { class_id: classId ?? undefined, include_clubs: 1 },
    });
  }

  createStudent(body: ReadingStudentCreate): Promise<ReadingOutcome<ReadingStudent>> {
    return this.change('POST', '/students', 'create a pupil', { body });
  }

  createStudents(body: ReadingStudentBulk): Promise<ReadingOutcome<ReadingStudent[]>> {
    return this.change('POST', '/students/bulk', 'import pupils', { body });
  }

  updateStudent(id: number, body: ReadingStudentUpdate): Promise<ReadingOutcome<ReadingStudentUpdateResult>> {
    return this.change('PUT', `/students/${id}`, 'change a pupil', { body });
  }

  deleteStudent(id: number): Promise<ReadingOutcome<true>> {
    return this.change('DELETE', `/students/${id}`, 'delete a pupil');
  }

  teachers(): Promise<ReadingTeacher[]> {
    return this.read('GET', '/teachers', 'list teachers', {
      query: { include_classes: 1, include_clubs: 1 },
    });
  }

  updateTeacher(id: number, body: ReadingTeacherUpdate): Promise<ReadingOutcome<ReadingTeacher>> {
    return this.change('PUT', `/teachers/${id}`, 'change a teacher', { body });
  }

  deleteTeacher(id: number): Promise<ReadingOutcome<true>> {
    return this.change('DELETE', `/teachers/${id}`, 'delete a teacher');
  }

  createTeachers(body: ReadingTeacherBulk): Promise<ReadingOutcome<ReadingTeacher[]>> {
    return this.change('POST', '/teachers/bulk', 'import teachers', { body });
  }

  clubs(): Promise<ReadingClub[]> {
    return this.read('GET', '/readingclubs', 'list reading clubs', { query: INCLUDE_ALL });
  }

  club(id: number): Promise<ReadingClub> {
    return this.read('GET', `/readingclubs/${id}`, 'read a reading club', {
      query: { include_administrators: 1, include_students: 1 },
    });
  }

  createClub(body: ReadingClubCreate): Promise<ReadingOutcome<ReadingClub>> {
    return this.change('POST', '/readingclubs', 'create a reading club', { body });
  }

  updateClub(id: number, body: ReadingClubUpdate): Promise<ReadingOutcome<ReadingClub>> {
    return this.change('PUT', `/readingclubs/${id}`, 'change a reading club', { body });
  }

  deleteClub(id: number): Promise<ReadingOutcome<true>> {
    return this.change('DELETE', `/readingclubs/${id}`, 'delete a reading club');
  }

  joinClub(id: number): Promise<ReadingOutcome<ReadingUserResult>> {
    return this.change('POST', `/readingclubs/${id}/join`, 'join a reading club', { body: {} });
  }

  leaveClub(id: number): Promise<ReadingOutcome<ReadingUserResult>> {
    return this.change('POST', `/readingclubs/${id}/leave`, 'leave a reading club', { body: {} });
  }

  credits(): Promise<ReadingCredits> {
    return this.read('GET', '/credits', 'read the credits');
  }

  tracking(studentId: number | null): Promise<ReadingTracking> {
    return this.read('GET', '/tracking_info', 'read reading progress', {
      query: { student_id: studentId ?? undefined },
    });
  }

  recordProgress(isbn: string, percentage: number): Promise<ReadingOutcome<ReadingBookProgress>> {
    return this.change('PUT', `/tracking/${encodeURIComponent(isbn)}`, 'record reading progress', {
      body: { percentage },
    });
  }

  private send<T>(method: Method, path: string, request: RestRequest = {}): Promise<Envelope<T>> {
    const { token } = this.options.session;
    return this.client.request<T>(method, path, {
      ...request,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  private async read<T>(method: Method, path: string, what: string, request: RestRequest = {}): Promise<T> {
    return read(await this.send<T>(method, path, request), what);
  }

  private async change<T>(
    method: Method,
    path: string,
    what: string,
    request: RestRequest = {},
  ): Promise<ReadingOutcome<T>> {
    const envelope = await this.send<T>(method, path, request);
    if (REFUSAL_CODES.has(envelope.code) && typeof envelope.result === 'string') {
      // errno: the programme's number of the refusal (1062 a duplicate teacher email, seed 001 §8), when it sends one.
      return { ok: false, status: envelope.code, message: envelope.result, errno: envelope.errno ?? null };
    }
    return { ok: true, value: read(envelope, what) };
  }
}

/** The answer of a call that succeeds with 200; the others become the GraphQL error that says why, here, once. */
function read<T>(envelope: Envelope<T>, what: string): T {
  const message = typeof envelope.result === 'string' ? envelope.result : `${UPSTREAM} could not ${what}`;
  if (envelope.code === 401) throw unauthenticated();
  if (envelope.code === 403) throw forbidden(what);
  if (envelope.code === 404) throw notFound(message);
  return expectOk(envelope, UPSTREAM, what);
}

/** The port over HTTP, one client per request. */
export function httpReadingProgramme(config: {
  READING_API_URL: string;
  READING_TIMEOUT_MS: number;
  logger?: Logger;
}): ReadingProgrammeFactory {
  return ({ requestId, session }) =>
    new HttpReadingProgramme({
      baseUrl: config.READING_API_URL,
      timeoutMs: config.READING_TIMEOUT_MS,
      requestId,
      session,
      ...(config.logger ? { logger: config.logger } : {}),
    });
}
