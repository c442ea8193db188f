import type {
  ReadingAccountCreate,
  ReadingBookList,
  ReadingBookProgress,
  ReadingBookSource,
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

/** An answer of the reading programme whose code the domain interprets (login: 200 or 401). */
export interface ReadingAnswer<T = unknown> {
  code: number;
  result: T;
}

/**
 * A change the reading programme made, or refused with the seed's message (400, 413: 'A class with this name
 * already exists.', 'File size too big'...; errno 1062 for a duplicate teacher email). Other failures (401,
 * 403, 404, 5xx) are not refusals: the adapter throws them as GraphQL errors.
 */
export type ReadingOutcome<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string; errno: number | null };

/** The credentials sent to POST /auth/login, with the school id as the reading programme knows it. */
export interface LoginCredentials {
  schoolId: string;
  classId: string;
  name: string;
  password: string;
}

/** A book's progress as the graph shows it: from GET /tracking_info (with updated_at) or GET/PUT /tracking/{isbn}. */
export type BookProgressModel = ReadingBookProgress & { updated_at?: string };

/** GET /books query (seed 001 §7: index, search, start, term, all). */
export interface BookListQuery {
  index: string;
  search: string | null;
  start: number;
  all: boolean;
}

/**
 * The reading-programme API (seed 001 §7, API.md), one method per endpoint. Adapters keep the session's token
 * up to date from every answer (seed 001 §4) and send it as bearer token; 401 throws UNAUTHENTICATED, 403
 * FORBIDDEN, 404 NOT_FOUND, a failing upstream UPSTREAM_*; refusals of a change are ReadingOutcomes.
 */
export interface ReadingProgramme {
  /** GET /auth/get-classes?school_id=: the classes of a school; empty for an unknown school. */
  getClasses(schoolId: string): Promise<ReadingClassSummary[]>;
  /** POST /auth/login: code 200 with the user and its jwt, or code 401 'Invalid credentials'. */
  login(credentials: LoginCredentials): Promise<ReadingAnswer>;
  /** GET /auth/me: the session's user; null when the token is missing or no longer valid (401). */
  me(): Promise<ReadingUserResult | null>;
  /**
   * POST /auth/logout (API.md, chosen): the programme revokes the session's token, which it refuses from then
   * on. False when it no longer accepted the token (401): the session had ended already.
   */
  logout(): Promise<boolean>;
  /** GET /auth/schoolcode. */
  schoolCode(): Promise<ReadingSchoolCode>;
  /** POST /auth/schoolcode { action }. */
  changeSchoolCode(action: ReadingSchoolCodeAction): Promise<ReadingOutcome<ReadingSchoolCode>>;
  /** POST /auth/create: a teacher or director account, with its invitation. */
  createAccount(account: ReadingAccountCreate): Promise<ReadingOutcome<ReadingTeacher>>;

  /** GET /books?index=&search=&start=&all=. */
  books(query: BookListQuery): Promise<ReadingBookList>;
  /** GET /books/{sku}?index=. */
  book(sku: string, index: string): Promise<ReadingBookSource>;
  /** GET /books/{sku}/embed?index=&socket=. */
  embed(sku: string, index: string, socket: string): Promise<ReadingOutcome<ReadingEmbed>>;

  /** GET /classes with administrators, students and books. */
  classes(): Promise<ReadingClass[]>;
  /** GET /classes/{id}. */
  readingClass(id: number): Promise<ReadingClass>;
  createClass(body: ReadingClassCreate): Promise<ReadingOutcome<ReadingClass>>;
  updateClass(id: number, body: ReadingClassUpdate): Promise<ReadingOutcome<ReadingClass>>;
  deleteClass(id: number): Promise<ReadingOutcome<true>>;

  /** GET /students?class_id=&include_clubs=1. */
  students(classId: number | null): Promise<ReadingStudent[]>;
  createStudent(body: ReadingStudentCreate): Promise<ReadingOutcome<ReadingStudent>>;
  createStudents(body: ReadingStudentBulk): Promise<ReadingOutcome<ReadingStudent[]>>;
  updateStudent(id: number, body: ReadingStudentUpdate): Promise<ReadingOutcome<ReadingStudentUpdateResult>>;
  deleteStudent(id: number): Promise<ReadingOutcome<true>>;

  /** GET /teachers?include_classes=1&include_clubs=1. */
  teachers(): Promise<ReadingTeacher[]>;
  updateTeacher(id: number, body: ReadingTeacherUpdate): Promise<ReadingOutcome<ReadingTeacher>>;
  deleteTeacher(id: number): Promise<ReadingOutcome<true>>;
  createTeachers(body: ReadingTeacherBulk): Promise<ReadingOutcome<ReadingTeacher[]>>;

  /** GET /readingclubs with administrators, students and books. */
  clubs(): Promise<ReadingClub[]>;
  /** GET /readingclubs/{id} with administrators and students. */
  club(id: number): Promise<ReadingClub>;
  createClub(body: ReadingClubCreate): Promise<ReadingOutcome<ReadingClub>>;
  updateClub(id: number, body: ReadingClubUpdate): Promise<ReadingOutcome<ReadingClub>>;
  deleteClub(id: number): Promise<ReadingOutcome<true>>;
  /** POST /readingclubs/{id}/join: the caller, with clubs. */
  joinClub(id: number): Promise<ReadingOutcome<ReadingUserResult>>;
  leaveClub(id: number): Promise<ReadingOutcome<ReadingUserResult>>;

  /** GET /credits. */
  credits(): Promise<ReadingCredits>;
  /** GET /tracking_info?student_id=. */
  tracking(studentId: number | null): Promise<ReadingTracking>;
  /** PUT /tracking/{isbn} { percentage }. */
  recordProgress(isbn: string, percentage: number): Promise<ReadingOutcome<ReadingBookProgress>>;
}

/** The reading programme's JWT of one request: from X-Reading-Token, replaced by any JWT an answer carries. */
export interface ReadingSession {
  token: string | null;
}

/** Builds the port for one request (a new client per request, ARCHITECTURE: request context). */
export type ReadingProgrammeFactory = (request: {
  requestId: string;
  session: ReadingSession;
}) => ReadingProgramme;
