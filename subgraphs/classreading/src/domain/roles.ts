import type { ReadingRole } from '@shop/contracts';

/**
 * Who may do what in the reading programme (seed 001 §6 'Which role may call which is not shown'): the
 * least-privilege table of the API contract (upstreams/src/reading/API.md), enforced by the graph before
 * any call so a denied operation answers FORBIDDEN and no data. Scope (own class, classes a teacher
 * teaches, the school) is the reading programme's to check: it answers 404 for what is not the caller's.
 */

const STUDENT = 'Student';
const CLUB_PRESIDENT = 'Club president';
const TEACHER = 'Teacher';
const DIRECTOR = 'Director';

const EVERYONE = [STUDENT, CLUB_PRESIDENT, TEACHER, DIRECTOR] as const;
const PUPILS = [STUDENT, CLUB_PRESIDENT] as const;
const STAFF = [TEACHER, DIRECTOR] as const;
/** seed 001 §6: the school administrator (school code, credits, teachers) is the Director here. */
const SCHOOL_ADMINISTRATOR = [DIRECTOR] as const;

/** Every operation of the graph on the reading programme, with the roles that may perform it. */
export const OPERATION_ROLES = {
  // Queries
  myClass: PUPILS,
  readingClasses: EVERYONE,
  readingClass: EVERYONE,
  students: STAFF,
  teachers: STAFF,
  readingClubs: EVERYONE,
  readingClub: EVERYONE,
  schoolCode: SCHOOL_ADMINISTRATOR,
  readingCredits: EVERYONE,
  readingBooks: EVERYONE,
  // seed 001 §5, §6: 'Book listing loads incrementally only for Teacher, Director, or Club president asking for all.'
  readingBooksAll: [CLUB_PRESIDENT, TEACHER, DIRECTOR],
  readingBook: EVERYONE,
  readingProgress: EVERYONE,
  // Classes (a teacher: the classes they teach)
  createReadingClass: STAFF,
  renameReadingClass: STAFF,
  regradeReadingClass: STAFF,
  deleteReadingClass: STAFF,
  addReadingClassBooks: STAFF,
  removeReadingClassBooks: STAFF,
  addReadingClassTeachers: STAFF,
  removeReadingClassTeachers: STAFF,
  // Students (a teacher: the pupils of the classes they teach)
  createReadingStudent: STAFF,
  updateReadingStudent: STAFF,
  moveReadingStudent: STAFF,
  deleteReadingStudent: STAFF,
  importReadingStudents: STAFF,
  // Teachers (seed 001 §6: the Director creates accounts; a teacher may change only their own record)
  createReadingTeacher: SCHOOL_ADMINISTRATOR,
  updateReadingTeacher: STAFF,
  deleteReadingTeacher: SCHOOL_ADMINISTRATOR,
  importReadingTeachers: SCHOOL_ADMINISTRATOR,
  // Reading clubs (seed 001 §4: 'Only teachers create a reading club'; mayManageClub decides per club)
  createReadingClub: STAFF,
  updateReadingClub: [CLUB_PRESIDENT, TEACHER, DIRECTOR],
  setReadingClubMembers: [CLUB_PRESIDENT, TEACHER, DIRECTOR],
  deleteReadingClub: STAFF,
  joinReadingClub: PUPILS,
  leaveReadingClub: PUPILS,
  // School code (seed 001 §6: the Director gets and sets the school code)
  proposeSchoolCode: SCHOOL_ADMINISTRATOR,
  renewSchoolCode: SCHOOL_ADMINISTRATOR,
  acceptSchoolCode: SCHOOL_ADMINISTRATOR,
  // Reading
  openBook: EVERYONE,
  recordReadingProgress: PUPILS,
} as const satisfies Record<string, readonly ReadingRole[]>;

export type ReadingOperation = keyof typeof OPERATION_ROLES;

export const READING_OPERATIONS = Object.keys(OPERATION_ROLES) as ReadingOperation[];

export function isReadingRole(value: unknown): value is ReadingRole {
  return EVERYONE.includes(value as ReadingRole);
}

/** Whether a role may perform an operation; nobody without a role (no reading session) may. */
export function mayPerform(role: ReadingRole | null, operation: ReadingOperation): boolean {
  return role !== null && (OPERATION_ROLES[operation] as readonly ReadingRole[]).includes(role);
}

/** The operations a role may perform, in the table's order (the web shows only what the user may do). */
export function allowedOperations(role: ReadingRole | null): ReadingOperation[] {
  return READING_OPERATIONS.filter((operation) => mayPerform(role, operation));
}

/** The caller as the club rules need them: role, id, and the clubs they administer. */
export interface ClubManager {
  role: ReadingRole;
  id: number;
  /** seed 001 §3: clubs_manage, the clubs where the pupil is administrator. */
  clubsManaged: readonly number[];
}

/**
 * Who may change a reading club (API.md): the Director every club of the school, a Teacher the clubs they
 * created, a Club president the clubs they administer (seed 001 §6 'Reading club Administrator'); nobody
 * else. `delete` is staff only: an administrator pupil may change a club, not remove it.
 */
export function mayManageClub(
  caller: ClubManager,
  club: { id: number; created_by: number | null },
  action: 'update' | 'delete',
): boolean {
  switch (caller.role) {
    case DIRECTOR:
      return true;
    case TEACHER:
      return club.created_by === caller.id;
    case CLUB_PRESIDENT:
      return action === 'update' && caller.clubsManaged.includes(club.id);
    default:
      return false;
  }
}
