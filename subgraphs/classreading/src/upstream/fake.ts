import type {
  ReadingAccountCreate,
  ReadingBookList,
  ReadingBookSource,
  ReadingClass,
  ReadingClassCreate,
  ReadingClassSummary,
  ReadingClassUpdate,
  ReadingClub,
  ReadingClubCreate,
  ReadingClubUpdate,
  ReadingCredits,
  ReadingLoginResult,
  ReadingSchoolCodeAction,
  ReadingStudent,
  ReadingStudentBulk,
  ReadingStudentCreate,
  ReadingStudentUpdate,
  ReadingTeacher,
  ReadingTeacherBulk,
  ReadingTeacherUpdate,
  ReadingUserResult,
} from '@shop/contracts';
import { READING_DUPLICATE_ERRNO, READING_MESSAGES } from '@shop/contracts';
import { nextReadingToken } from '../ports/readingToken';
import { notFound, unauthenticated } from '../errors';
import type {
  BookListQuery,
  LoginCredentials,
  BookProgressModel,
  ReadingAnswer,
  ReadingOutcome,
  ReadingProgramme,
  ReadingProgrammeFactory,
  ReadingSession,
} from '../ports/ReadingProgramme';

export interface FakePupil {
  schoolId: string;
  classId: string;
  password: string;
  user: ReadingLoginResult;
}

/** The reading programme's state in memory: one school, as the demo data has it. */
export interface ReadingFixture {
  /** Classes per school id (ten digits, zero-padded). */
  classes: Record<string, ReadingClassSummary[]>;
  pupils: FakePupil[];
  /** Who each token is: the answer of GET /auth/me. */
  sessions: Record<string, ReadingUserResult>;
  readingClasses: ReadingClass[];
  students: ReadingStudent[];
  teachers: ReadingTeacher[];
  clubs: ReadingClub[];
  books: ReadingBookSource[];
  credits: ReadingCredits;
  /** Progress per token and ISBN. */
  progress: Record<string, BookProgressModel[]>;
  schoolCode: { school_code: string; proposal: string | null };
}

/** JWT-shaped demo tokens (header.payload.signature), one per person of the demo school. */
export const FAKE_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDEifQ.c2lnbmF0dXJl';
export const FAKE_TOKENS = {
  lotte: FAKE_JWT,
  noor: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDIifQ.bm9vcg',
  sofie: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0MyJ9.c29maWU',
  director: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0MSJ9.ZGly',
} as const;

const SCHOOL = { school_id: '0000000001', school_code: '4821937560' };
const lotte: ReadingLoginResult = {
  id: 101,
  role_id: 1,
  role: 'Student',
  ...SCHOOL,
  name: 'Lotte',
  class: '3A',
  clubs: [],
  clubs_manage: [],
  jwt: FAKE_JWT,
};
const sofie = { id: 3, firstname: 'Sofie', lastname: 'Claes' };
const book = (sku: string, isbn: string, name: string): ReadingBookSource => ({
  sku,
  isbn,
  name,
  image: `/${sku}.jpg`,
  author: 'An Auteur',
  language: 'dut',
  url_key: sku.toLowerCase(),
});

/** The well-known demo school of the local stack: school '0000000001', class '3A', pupil Lotte. */
export function demoReadingFixture(): ReadingFixture {
  const { jwt: _jwt, ...lotteUser } = lotte;
  return {
    classes: {
      '0000000001': [
        { id: 11, name: '3A', grade: '3' },
        { id: 12, name: '4B', grade: '4' },
      ],
    },
    pupils: [{ schoolId: '0000000001', classId: '11', password: 'Lezen123!', user: lotte }],
    sessions: {
      [FAKE_TOKENS.lotte]: lotteUser,
      [FAKE_TOKENS.noor]: {
        id: 102,
        role_id: 2,
        role: 'Club president',
        ...SCHOOL,
        name: 'Noor',
        class: '3A',
        clubs: [1],
        clubs_manage: [1],
      },
      [FAKE_TOKENS.sofie]: {
        role_id: 3,
        role: 'Teacher',
        ...SCHOOL,
        ...sofie,
        accountType: 'elementary school',
      },
      [FAKE_TOKENS.director]: {
        id: 1,
        role_id: 4,
        role: 'Director',
        ...SCHOOL,
        firstname: 'Marc',
        lastname: 'Jacobs',
        accountType: 'elementary school',
      },
    },
    readingClasses: [
      {
        id: 11,
        name: '3A',
        grade: '3',
        teacher: sofie,
        books: [{ book_id: 'BOEK-1' }],
        administrators: [sofie],
      },
      { id: 12, name: '4B', grade: '4', teacher: null, books: [], administrators: [] },
    ],
    students: [
      { id: 101, class_id: 11, name: 'Lotte', screenname: '', role: 'Student', clubs: [], clubs_manage: [] },
      {
        id: 102,
        class_id: 11,
        name: 'Noor',
        screenname: 'Noor',
        role: 'Club president',
        clubs: [1],
        clubs_manage: [1],
      },
    ],
    teachers: [
      {
        id: 1,
        email: 'directie@deleesboom.example',
        firstname: 'Marc',
        lastname: 'Jacobs',
        title: 'Directeur',
        accountType: 'elementary school',
        role: 'Director',
      },
      {
        email: 'sofie.claes@deleesboom.example',
        ...sofie,
        title: 'Juf',
        accountType: 'elementary school',
        role: 'Teacher',
        classes: [11],
      },
    ],
    clubs: [
      {
        id: 1,
        name: 'Leesclub De Boekenwurmen',
        description: 'We lezen samen.',
        avatar: null,
        books: ['BOEK-2'],
        created_by: 3,
      },
    ],
    books: [
      book('BOEK-1', '9789044800001', 'Het eerste boek'),
      book('BOEK-2', '9789044800002', 'Het tweede boek'),
    ],
    credits: { credits: 250, startDate: '2025-09-01', endDate: '2026-08-31' },
    progress: {
      [FAKE_TOKENS.lotte]: [{ isbn: '9789044800001', percentage: 40, updated_at: '2026-01-10T10:00:00Z' }],
    },
    schoolCode: { school_code: '4821937560', proposal: null },
  };
}

/** A fixture shared by tests that only read. */
export const DEMO_READING_FIXTURE: ReadingFixture = demoReadingFixture();

const ok = <T>(value: T): ReadingOutcome<T> => ({ ok: true, value });
const refused = <T>(message: string, errno: number | null = null): ReadingOutcome<T> => ({
  ok: false,
  status: 400,
  message,
  errno,
});

/**
 * The reading programme in memory, for tests: answers like the REST contract (API.md), records each call
 * (`GET /auth/get-classes 0000000001`) and, like the HTTP adapter, stores back any JWT it answers with. Roles
 * are the graph's to check; this fake checks only that there is a session.
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

  async me(): Promise<ReadingUserResult | null> {
    if (!this.session.token) return null;
    this.calls.push('GET /auth/me');
    return this.fixture.sessions[this.session.token] ?? null;
  }

  /** As the programme: the token stops working (its session leaves the fixture). */
  async logout(): Promise<boolean> {
    const token = this.session.token;
    if (!token) return false;
    this.calls.push('POST /auth/logout');
    if (!this.fixture.sessions[token]) return false;
    delete this.fixture.sessions[token];
    return true;
  }

  async schoolCode() {
    this.user('GET /auth/schoolcode');
    return { ...this.fixture.schoolCode };
  }

  async changeSchoolCode(action: ReadingSchoolCodeAction) {
    this.user(`POST /auth/schoolcode ${action}`);
    const code = this.fixture.schoolCode;
    if (action === 'propose') code.proposal ??= '1234567890';
    else if (code.proposal === null) return refused<typeof code>(READING_MESSAGES.noProposal);
    else if (action === 'renew') code.proposal = code.proposal === '1234567890' ? '2345678901' : '1234567890';
    else Object.assign(code, { school_code: code.proposal, proposal: null });
    return ok({ ...code });
  }

  async createAccount(account: ReadingAccountCreate) {
    this.user('POST /auth/create');
    if (this.fixture.teachers.some((t) => t.email.toLowerCase() === account.email.toLowerCase()))
      return refused<ReadingTeacher>(READING_MESSAGES.teacherEmailTaken, READING_DUPLICATE_ERRNO);
    const teacher: ReadingTeacher = {
      id: this.nextId(this.fixture.teachers),
      ...account,
      classes: [],
      clubs: [],
    };
    this.fixture.teachers.push(teacher);
    return ok({ ...teacher, invitation: 'invitation-code' });
  }

  async books(query: BookListQuery): Promise<ReadingBookList> {
    this.user(`GET /books ${query.all ? 'all' : 'own'} ${query.start}`);
    const books = this.fixture.books.filter(
      (b) => !query.search || `${b.name} ${b.author}`.toLowerCase().includes(query.search.toLowerCase()),
    );
    const page = query.all ? books.slice(query.start, query.start + 50) : books;
    return {
      hits: page.map((source) => ({ _id: source.sku, _source: source })),
      total: books.length,
      aggregations: { language: { buckets: [{ key: 'dut', doc_count: books.length }] } },
    };
  }

  async book(sku: string) {
    this.user(`GET /books/${sku}`);
    return this.found(
      this.fixture.books.find((b) => b.sku === sku),
      READING_MESSAGES.bookNotFound,
    );
  }

  async embed(sku: string, _index: string, socket: string) {
    this.user(`GET /books/${sku}/embed ${socket}`);
    const found = this.found(
      this.fixture.books.find((b) => b.sku === sku),
      READING_MESSAGES.bookNotFound,
    );
    if (this.fixture.credits.credits <= 0)
      return refused<{ code: string }>(READING_MESSAGES.notEnoughCredits);
    return ok({
      code: `<iframe src="http://127.0.0.1:4102/digital/reader/${found.isbn}?socket=${socket}&amp;x=1"></iframe>`,
    });
  }

  async classes() {
    this.user('GET /classes');
    const me = this.fixture.sessions[this.session.token ?? ''];
    const own = this.fixture.readingClasses.filter(
      (c) => me?.role === 'Director' || (me?.class ? c.name === me.class : c.teacher?.id === me?.id),
    );
    return own.map((c) => ({
      ...c,
      students: me?.name ? undefined : this.fixture.students.filter((s) => s.class_id === c.id),
    }));
  }

  async readingClass(id: number) {
    this.user(`GET /classes/${id}`);
    const found = this.found(
      this.fixture.readingClasses.find((c) => c.id === id),
      READING_MESSAGES.classNotFound,
    );
    return { ...found, students: this.fixture.students.filter((s) => s.class_id === id) };
  }

  async createClass(body: ReadingClassCreate) {
    this.user('POST /classes');
    if (this.fixture.readingClasses.some((c) => c.name.toLowerCase() === body.name.toLowerCase()))
      return refused<ReadingClass>(READING_MESSAGES.classNameTaken);
    const created: ReadingClass = {
      id: this.nextId(this.fixture.readingClasses),
      name: body.name,
      grade: body.grade,
      teacher: null,
      books: [],
    };
    this.fixture.readingClasses.push(created);
    return ok(created);
  }

  async updateClass(id: number, body: ReadingClassUpdate) {
    this.user(`PUT /classes/${id}`);
    const found = this.found(
      this.fixture.readingClasses.find((c) => c.id === id),
      READING_MESSAGES.classNotFound,
    );
    if (
      body.data?.name &&
      this.fixture.readingClasses.some(
        (c) => c.id !== id && c.name.toLowerCase() === body.data?.name?.toLowerCase(),
      )
    )
      return refused<ReadingClass>(READING_MESSAGES.classNameTaken);
    Object.assign(found, body.data ?? {});
    found.books = [
      ...found.books.filter((b) => !body.remove_books?.includes(b.book_id)),
      ...(body.add_books ?? []).map((book_id) => ({ book_id })),
    ];
    return ok({ ...found });
  }

  async deleteClass(id: number) {
    this.user(`DELETE /classes/${id}`);
    this.found(
      this.fixture.readingClasses.find((c) => c.id === id),
      READING_MESSAGES.classNotFound,
    );
    if (this.fixture.students.some((s) => s.class_id === id))
      return refused<true>(READING_MESSAGES.classHasStudents);
    this.fixture.readingClasses = this.fixture.readingClasses.filter((c) => c.id !== id);
    return ok(true as const);
  }

  async students(classId: number | null) {
    this.user(`GET /students ${classId ?? ''}`.trim());
    return this.fixture.students.filter((s) => classId === null || s.class_id === classId);
  }

  async createStudent(body: ReadingStudentCreate) {
    this.user('POST /students');
    if (this.nameTaken(body.class_id, body.name))
      return refused<ReadingStudent>(READING_MESSAGES.studentNameTaken);
    return ok(this.addStudent(body.class_id, body));
  }

  async createStudents(body: ReadingStudentBulk) {
    this.user(`POST /students/bulk ${body.rows.length}`);
    if (body.rows.some((row) => this.nameTaken(body.class_id, row.name)))
      return refused<ReadingStudent[]>(READING_MESSAGES.studentsExist);
    return ok(body.rows.map((row) => this.addStudent(body.class_id, row)));
  }

  async updateStudent(id: number, body: ReadingStudentUpdate) {
    this.user(`PUT /students/${id}`);
    const found = this.found(
      this.fixture.students.find((s) => s.id === id),
      READING_MESSAGES.studentNotFound,
    );
    if (body.data?.name && this.nameTaken(found.class_id, body.data.name, id))
      return refused<ReadingStudent & { classes: ReadingClass[] }>(READING_MESSAGES.studentNameTaken);
    const { password: _password, ...data } = body.data ?? {};
    Object.assign(found, data, body.class_id ? { class_id: body.class_id } : {});
    return ok({ ...found, classes: await this.classes() });
  }

  async deleteStudent(id: number) {
    this.user(`DELETE /students/${id}`);
    this.found(
      this.fixture.students.find((s) => s.id === id),
      READING_MESSAGES.studentNotFound,
    );
    this.fixture.students = this.fixture.students.filter((s) => s.id !== id);
    return ok(true as const);
  }

  async teachers() {
    this.user('GET /teachers');
    return [...this.fixture.teachers];
  }

  async updateTeacher(id: number, body: ReadingTeacherUpdate) {
    this.user(`PUT /teachers/${id}`);
    const found = this.found(
      this.fixture.teachers.find((t) => t.id === id),
      READING_MESSAGES.teacherNotFound,
    );
    if (body.email && this.fixture.teachers.some((t) => t.id !== id && t.email === body.email))
      return refused<ReadingTeacher>(READING_MESSAGES.teacherEmailTaken, READING_DUPLICATE_ERRNO);
    Object.assign(found, body);
    return ok({ ...found });
  }

  async deleteTeacher(id: number) {
    this.user(`DELETE /teachers/${id}`);
    this.found(
      this.fixture.teachers.find((t) => t.id === id),
      READING_MESSAGES.teacherNotFound,
    );
    this.fixture.teachers = this.fixture.teachers.filter((t) => t.id !== id);
    return ok(true as const);
  }

  async createTeachers(body: ReadingTeacherBulk) {
    this.user(`POST /teachers/bulk ${body.rows.length}`);
    if (
      body.rows.some((row) =>
        this.fixture.teachers.some((t) => t.email.toLowerCase() === row.email.toLowerCase()),
      )
    )
      return refused<ReadingTeacher[]>(READING_MESSAGES.teacherEmailTaken, READING_DUPLICATE_ERRNO);
    const created = body.rows.map((row) => {
      const teacher: ReadingTeacher = {
        id: this.nextId(this.fixture.teachers),
        title: '',
        accountType: 'elementary school',
        role: 'Teacher',
        ...row,
      };
      this.fixture.teachers.push(teacher);
      return teacher;
    });
    return ok(created);
  }

  async clubs() {
    this.user('GET /readingclubs');
    return this.fixture.clubs.map((club) => this.withMembers(club));
  }

  async club(id: number) {
    this.user(`GET /readingclubs/${id}`);
    return this.withMembers(
      this.found(
        this.fixture.clubs.find((c) => c.id === id),
        READING_MESSAGES.clubNotFound,
      ),
    );
  }

  async createClub(body: ReadingClubCreate) {
    const me = this.user('POST /readingclubs');
    if ((body.avatar?.length ?? 0) > 512 * 1024)
      return { ok: false as const, status: 413, message: READING_MESSAGES.fileTooLarge, errno: null };
    const club: ReadingClub = {
      id: this.nextId(this.fixture.clubs),
      name: body.name,
      description: body.description,
      avatar: body.avatar ?? null,
      books: [],
      created_by: me.id,
    };
    this.fixture.clubs.push(club);
    return ok(club);
  }

  async updateClub(id: number, body: ReadingClubUpdate) {
    this.user(`PUT /readingclubs/${id}`);
    const club = this.found(
      this.fixture.clubs.find((c) => c.id === id),
      READING_MESSAGES.clubNotFound,
    );
    Object.assign(club, body.data ?? {});
    club.books = [
      ...club.books.filter((sku) => !body.remove_books?.includes(sku)),
      ...(body.add_books ?? []),
    ];
    if (body.members) {
      for (const student of this.fixture.students) {
        const member = body.members.find((m) => m.id === student.id);
        student.clubs = (student.clubs ?? [])
          .filter((c) => c !== id)
          .concat(member?.role === 'member' ? [id] : []);
        student.clubs_manage = (student.clubs_manage ?? [])
          .filter((c) => c !== id)
          .concat(member?.role === 'admin' ? [id] : []);
      }
    }
    return ok(this.withMembers(club));
  }

  async deleteClub(id: number) {
    this.user(`DELETE /readingclubs/${id}`);
    this.found(
      this.fixture.clubs.find((c) => c.id === id),
      READING_MESSAGES.clubNotFound,
    );
    this.fixture.clubs = this.fixture.clubs.filter((c) => c.id !== id);
    return ok(true as const);
  }

  async joinClub(id: number) {
    return this.membership(id, 'join');
  }

  async leaveClub(id: number) {
    return this.membership(id, 'leave');
  }

  async credits() {
    this.user('GET /credits');
    return { ...this.fixture.credits };
  }

  async tracking(studentId: number | null) {
    this.user(`GET /tracking_info ${studentId ?? ''}`.trim());
    return {
      settings: [...(this.fixture.progress[this.session.token ?? ''] ?? [])].map((s) => ({
        ...s,
        updated_at: s.updated_at ?? '',
      })),
    };
  }

  async recordProgress(isbn: string, percentage: number) {
    this.user(`PUT /tracking/${isbn}`);
    const token = this.session.token ?? '';
    const settings = (this.fixture.progress[token] ??= []);
    const setting = settings.find((s) => s.isbn === isbn);
    if (setting) setting.percentage = percentage;
    else settings.push({ isbn, percentage, updated_at: '2026-01-11T10:00:00Z' });
    return ok({ isbn, percentage });
  }

  private membership(id: number, action: 'join' | 'leave') {
    const me = this.user(`POST /readingclubs/${id}/${action}`);
    this.found(
      this.fixture.clubs.find((c) => c.id === id),
      READING_MESSAGES.clubNotFound,
    );
    const clubs = (me.clubs ?? []).filter((c) => c !== id);
    me.clubs = action === 'join' ? [...clubs, id] : clubs;
    const student = this.fixture.students.find((s) => s.id === me.id);
    if (student) student.clubs = me.clubs;
    return Promise.resolve(ok({ ...me }));
  }

  private withMembers(club: ReadingClub): ReadingClub {
    return {
      ...club,
      administrators: this.fixture.students.filter((s) => s.clubs_manage?.includes(club.id)),
      students: this.fixture.students.filter((s) => s.clubs?.includes(club.id)),
    };
  }

  private addStudent(classId: number, row: { name: string; screenname?: string }): ReadingStudent {
    const student: ReadingStudent = {
      id: this.nextId(this.fixture.students),
      class_id: classId,
      name: row.name,
      screenname: row.screenname ?? '',
      role: 'Student',
      clubs: [],
      clubs_manage: [],
    };
    this.fixture.students.push(student);
    return student;
  }

  private nameTaken(classId: number, name: string, except?: number): boolean {
    return this.fixture.students.some(
      (s) => s.class_id === classId && s.id !== except && s.name.toLowerCase() === name.toLowerCase(),
    );
  }

  private nextId(items: readonly { id: number }[]): number {
    return Math.max(0, ...items.map((item) => item.id)) + 1 + (items === this.fixture.students ? 100 : 0);
  }

  /** Records the call; API.md: every call but the login ones needs a valid token (401 otherwise). */
  private user(call: string): ReadingUserResult {
    this.calls.push(call);
    const me = this.fixture.sessions[this.session.token ?? ''];
    if (!me) throw unauthenticated();
    return me;
  }

  private found<T>(value: T | undefined, message: string): T {
    if (value === undefined) throw notFound(message);
    return value;
  }

  private answer<T>(answer: ReadingAnswer<T>): ReadingAnswer<T> {
    this.session.token = nextReadingToken(this.session.token, answer);
    return answer;
  }
}

/** A factory for createContext whose calls, across requests, land in `calls`. */
export function fakeReadingProgramme(
  fixture: ReadingFixture = demoReadingFixture(),
  calls: string[] = [],
): ReadingProgrammeFactory {
  return ({ session }) => new FakeReadingProgramme(fixture, session, calls);
}
