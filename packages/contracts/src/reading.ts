/**
 * Answers and request bodies of the reading-programme API (seed 001 §7), inside the `{ code, result }`
 * envelope. The contract, with the choices where the seed is silent: upstreams/src/reading/API.md.
 */

/** GET /auth/get-classes?school_id=: the classes a pupil can pick at login; empty for an unknown school. */
export interface ReadingClassSummary {
  id: number;
  name: string;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §3 grades; the list: @shop/validation GRADES). */
  grade: string;
}

export type ReadingRole = 'Student' | 'Club president' | 'Teacher' | 'Director';
export type ReadingStaffRole = Extract<ReadingRole, 'Teacher' | 'Director'>;
export type ReadingPupilRole = Extract<ReadingRole, 'Student' | 'Club president'>;

/** seed 001 §3 Teacher account types. */
export const READING_ACCOUNT_TYPES = [
  'kindergarten',
  'elementary school',
  'high school',
  'teacher in training',
  'professor',
] as const;
export type ReadingAccountType = (typeof READING_ACCOUNT_TYPES)[number];

/** seed 001 §3 Reading user. */
export interface ReadingUserResult {
  id: number;
  role_id: number;
  role: ReadingRole;
  school_id: string;
  school_code: string;
  name?: string;
  class?: string;
  clubs?: number[];
  /** Clubs where the student is administrator (seed 001 §3 Student). */
  clubs_manage?: number[];
  firstname?: string;
  lastname?: string;
  accountType?: string;
  /** GET /auth/me for a shop-issued token: the programme's own JWT, which replaces it (seed 001 §4). */
  jwt?: string;
}

/**
 * POST /auth/login: code 200 with the user (success needs a result with a name, seed 001 §5) and a
 * `jwt`, which the client stores and sends back as bearer token (seed 001 §4). Failure: code 401 with
 * the message 'Invalid credentials'.
 */
export interface ReadingLoginResult extends ReadingUserResult {
  jwt: string;
}

/** POST /auth/login body. */
export interface ReadingLoginRequest {
  schoolId: string;
  classId: number | string;
  name: string;
  password: string;
}

/** POST /auth/create body (Director): a teacher or director account of the caller's school. */
export interface ReadingAccountCreate {
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  accountType: ReadingAccountType;
  role: ReadingStaffRole;
}

/** GET and POST /auth/schoolcode: the active code and the proposal waiting to be accepted. */
export interface ReadingSchoolCode {
  school_code: string;
  proposal: string | null;
}

export type ReadingSchoolCodeAction = 'propose' | 'renew' | 'accept';

/** POST /auth/schoolcode body. */
export interface ReadingSchoolCodeRequest {
  action: ReadingSchoolCodeAction;
}

/** seed 001 §3 Book (reading programme): one hit's `_source`. */
export interface ReadingBookSource {
  sku: string;
  name: string;
  isbn: string;
  image: string;
  author: string;
  /** Three-letter language code (seed 001 §3). */
  language: string;
  grade?: string;
  url_key: string;
}

/** GET /books/{sku}: one hit. */
export interface ReadingBookHit {
  _id: string;
  _source: ReadingBookSource;
}

export interface ReadingAggregationBucket {
  key: string;
  doc_count: number;
}

/** GET /books/aggregations, and the `aggregations` of a book list. */
export interface ReadingBookAggregations {
  language: { buckets: ReadingAggregationBucket[] };
}

/** GET /books, GET /readingclubs/{id}/books. */
export interface ReadingBookList {
  hits: ReadingBookHit[];
  total: number;
  aggregations: ReadingBookAggregations;
}

/** GET /books/{sku}/embed (and the digital products service's embed calls): the reader's embed code. */
export interface ReadingEmbed {
  code: string;
}

export interface ReadingTeacherSummary {
  id: number;
  firstname: string;
  lastname: string;
}

/** seed 001 §3 Student (never the password). */
export interface ReadingStudent {
  id: number;
  class_id: number;
  name: string;
  screenname: string;
  role: ReadingPupilRole;
  clubs?: number[];
  clubs_manage?: number[];
}

/** seed 001 §3 Class. */
export interface ReadingClass {
  id: number;
  name: string;
  grade: string;
  teacher: ReadingTeacherSummary | null;
  books: { book_id: string }[];
  administrators?: ReadingTeacherSummary[];
  students?: ReadingStudent[];
}

/** POST /classes body. */
export interface ReadingClassCreate {
  name: string;
  grade: string;
  teacherId: number;
}

/** PUT /classes/{id} body. */
export interface ReadingClassUpdate {
  data?: { name?: string; grade?: string };
  add_teachers?: number[];
  remove_teachers?: number[];
  add_books?: string[];
  remove_books?: string[];
}

/** seed 001 §3 Reading club. */
export interface ReadingClub {
  id: number;
  name: string;
  description: string;
  /** A `data:image/…;base64` URL, or null. */
  avatar: string | null;
  books: string[];
  /** The teacher who created the club (seed 001 §4: only teachers create a reading club). */
  created_by: number | null;
  administrators?: ReadingStudent[];
  students?: ReadingStudent[];
}

/** POST /readingclubs body. */
export interface ReadingClubCreate {
  name: string;
  description: string;
  avatar?: string | null;
}

export type ReadingClubMemberRole = 'admin' | 'member';

export interface ReadingClubMember {
  id: number;
  role: ReadingClubMemberRole;
}

/** PUT /readingclubs/{id} body; `members` replaces the member list. */
export interface ReadingClubUpdate {
  data?: { name?: string; description?: string; avatar?: string | null };
  members?: ReadingClubMember[];
  add_books?: string[];
  remove_books?: string[];
}

/** POST /students body. */
export interface ReadingStudentCreate {
  class_id: number;
  name: string;
  password: string;
  screenname?: string;
}

export interface ReadingStudentRow {
  name: string;
  password: string;
  screenname?: string;
}

/** POST /students/bulk body: all rows or none. */
export interface ReadingStudentBulk {
  class_id: number;
  rows: ReadingStudentRow[];
}

/** PUT /students/{id} body. */
export interface ReadingStudentUpdate {
  data?: { name?: string; password?: string; screenname?: string };
  class_id?: number;
  add_clubs?: ReadingClubMember[];
  remove_clubs?: ReadingClubMember[];
}

/** PUT /students/{id} answer (seed 001 §7: response has result.classes). */
export interface ReadingStudentUpdateResult extends ReadingStudent {
  classes: ReadingClass[];
}

/** seed 001 §3 Teacher. */
export interface ReadingTeacher {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  accountType: ReadingAccountType;
  role: ReadingStaffRole;
  classes?: number[];
  clubs?: number[];
  /** POST /auth/create: the one-time code of the create-password page (seed 001 §3 invitation). */
  invitation?: string;
}

/** POST /teachers body. */
export interface ReadingTeacherCreate {
  email: string;
  firstname: string;
  lastname: string;
  title?: string;
  accountType?: ReadingAccountType;
  role?: ReadingStaffRole;
}

/** PUT /teachers/{id} body. */
export type ReadingTeacherUpdate = Partial<ReadingTeacherCreate>;

export interface ReadingTeacherRow {
  email: string;
  firstname: string;
  lastname: string;
  title?: string;
  accountType?: ReadingAccountType;
}

/** POST /teachers/bulk body: all rows or none. */
export interface ReadingTeacherBulk {
  rows: ReadingTeacherRow[];
}

/** GET /credits (seed 001 §3 Credits): ISO days. */
export interface ReadingCredits {
  credits: number;
  startDate: string;
  endDate: string;
}

/** One book's progress (seed 001 §3 Tracking: percentage per book ISBN). */
export interface ReadingTrackingSetting {
  isbn: string;
  percentage: number;
  updated_at: string;
}

/** GET /tracking_info. */
export interface ReadingTracking {
  settings: ReadingTrackingSetting[];
}

/** GET and PUT /tracking/{isbn}. */
export interface ReadingBookProgress {
  isbn: string;
  percentage: number;
}

/** PUT /tracking/{isbn} body. */
export interface ReadingTrackingUpdate {
  /** A whole percent from 0 to 100 (isProgressPercentage). */
  percentage: number;
}

/**
 * A progress the reading programme records: a whole percent from 0 to 100 (PUT /tracking/{isbn}). The one
 * check for every door a progress comes through: the reader's message to the shop, the graph's mutation.
 */
export function isProgressPercentage(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

/** The error envelope's extra fields: `error` on 404 and other failures, `errno` 1062 for a duplicate email. */
export interface ReadingErrorEnvelope {
  code: number;
  error?: true;
  errno?: number;
  result: string;
}

/** seed 001 §8: the duplicate-email error number of a teacher create or update. */
export const READING_DUPLICATE_ERRNO = 1062;

/** seed 001 §5 and §9: book listings page 50 at a time from start 0. */
export const READING_BOOKS_PAGE_SIZE = 50;

/** seed 001 §9: at most 100 records per bulk import file. */
export const READING_BULK_MAX_ROWS = 100;

/** The messages the reading programme answers: seed 001 §8 wording, and API.md's chosen ones. */
export const READING_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  schoolNotFound: 'Unable to find this school',
  classNameTaken: 'A class with this name already exists.',
  studentNameTaken: 'A student with this name already exists.',
  studentsExist: 'Some of the uploaded students already exist.',
  teacherEmailTaken: 'A teacher with this email already exists.',
  notEnoughCredits: 'Not enough credits',
  creditsExpired: 'Credits expired',
  bookAlreadyRead: 'A book is already being read.',
  connectionLost: 'Connection lost',
  fileTooLarge: 'File size too big',
  bulkTooLarge: 'Maximum 100 records per bulk import allowed',
  // API.md (chosen):
  notAuthorized: 'A valid reading-programme token is required',
  notAllowed: 'Not allowed',
  noProposal: 'There is no proposed school code.',
  classHasStudents: 'A class with students cannot be deleted.',
  bookNotFound: 'Book not found',
  classNotFound: 'Class not found',
  clubNotFound: 'Reading club not found',
  studentNotFound: 'Student not found',
  teacherNotFound: 'Teacher not found',
} as const;
