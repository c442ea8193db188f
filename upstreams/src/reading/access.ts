/**
 * Who may call what (API.md "Roles and what they may do"): the one place of the reading programme's
 * permission rules, pure so the role table is tested cell by cell. Seed 001 §6 says "which role may call
 * which is not shown"; we chose the least privilege.
 *
 * A rule answers `allow`, `forbid` (403 'Not allowed': the role may never do this) or `hide` (404: the
 * thing lies outside what the caller may see, and the caller must not learn that it exists). Things of
 * another school never reach a rule: their lookups are scoped to the caller's school and answer 404.
 */
import type { ReadingPupilRole, ReadingStaffRole } from '@shop/contracts';

export interface PupilCaller {
  kind: 'pupil';
  id: number;
  role: ReadingPupilRole;
  schoolId: string;
  classId: number;
  /** Clubs joined as member, and as administrator (seed 001 §3 clubs_manage). */
  clubs: readonly number[];
  clubsManage: readonly number[];
}

export interface StaffCaller {
  kind: 'staff';
  id: number;
  role: ReadingStaffRole;
  schoolId: string;
  /** The classes the teacher teaches: as the class's teacher or added with add_teachers. */
  classIds: readonly number[];
}

export type Caller = PupilCaller | StaffCaller;
export type Decision = 'allow' | 'forbid' | 'hide';

const allowIf = (condition: boolean, otherwise: Exclude<Decision, 'allow'>): Decision =>
  condition ? 'allow' : otherwise;
const isDirector = (caller: Caller) => caller.kind === 'staff' && caller.role === 'Director';
const teaches = (caller: StaffCaller, classId: number) => caller.classIds.includes(classId);

/** GET and POST /auth/schoolcode, POST /auth/create: seed 001 §6 "Director creates accounts, gets and sets the school code". */
export function manageSchool(caller: Caller): Decision {
  return allowIf(isDirector(caller), 'forbid');
}

/** seed 001 §5: "Book listing loads incrementally only for Teacher, Director, or Club president asking for all." */
export function pageAllBooks(caller: Caller): Decision {
  return allowIf(caller.kind === 'staff' || caller.role === 'Club president', 'forbid');
}

/** GET /books/{sku} and its embed: a pupil opens the books of their class and clubs; staff any book. */
export function readBook(caller: Caller, sku: string, pupilBooks: ReadonlySet<string>): Decision {
  return allowIf(caller.kind === 'staff' || pupilBooks.has(sku), 'hide');
}

/** GET /classes, GET /classes/{id}: a pupil their own class, a teacher the classes they teach, a director all. */
export function seeClass(caller: Caller, classId: number): Decision {
  if (caller.kind === 'pupil') return allowIf(caller.classId === classId, 'hide');
  return allowIf(caller.role === 'Director' || teaches(caller, classId), 'hide');
}

/** Whether a class answer may list its pupils: never for pupils (API.md: "own class, no students"). */
export function seeClassmates(caller: Caller): boolean {
  return caller.kind === 'staff';
}

/** PUT and DELETE /classes/{id}, and adding or removing pupils of the class. */
export function manageClass(caller: Caller, classId: number): Decision {
  if (caller.kind === 'pupil') return 'forbid';
  return allowIf(caller.role === 'Director' || teaches(caller, classId), 'hide');
}

/** POST /classes: a teacher only for themself (teacherId = self), a director for any teacher. */
export function createClass(caller: Caller, teacherId: number): Decision {
  if (caller.kind === 'pupil') return 'forbid';
  return allowIf(caller.role === 'Director' || caller.id === teacherId, 'forbid');
}

/** GET /students, /students/{id}: a pupil only themself, a teacher the pupils of their classes, a director all. */
export function seeStudent(caller: Caller, student: { id: number; class_id: number }): Decision {
  if (caller.kind === 'pupil') return allowIf(caller.id === student.id, 'hide');
  return allowIf(caller.role === 'Director' || teaches(caller, student.class_id), 'hide');
}

/** POST, PUT, DELETE /students and the bulk import: staff for the pupils of classes they may manage. */
export function manageStudent(caller: Caller, student: { class_id: number }): Decision {
  return manageClass(caller, student.class_id);
}

/** GET /students_admins and GET /teachers: staff only. */
export function seeStaffLists(caller: Caller): Decision {
  return allowIf(caller.kind === 'staff', 'forbid');
}

/** POST /teachers, bulk, DELETE /teachers/{id} (never oneself): directors only. */
export function manageTeachers(caller: Caller, teacherId?: number): Decision {
  return allowIf(isDirector(caller) && caller.id !== teacherId, 'forbid');
}

/** PUT /teachers/{id}: a director any teacher, a teacher their own record but not its role. */
export function editTeacher(caller: Caller, teacherId: number, changesRole: boolean): Decision {
  if (isDirector(caller)) return 'allow';
  return allowIf(caller.kind === 'staff' && caller.id === teacherId && !changesRole, 'forbid');
}

/** POST /readingclubs: seed 001 §4 "Only teachers create a reading club" (directors too). */
export function createClub(caller: Caller): Decision {
  return allowIf(caller.kind === 'staff', 'forbid');
}

/** PUT /readingclubs/{id}: a club's administrator, the teacher who created it, a director. */
export function editClub(caller: Caller, club: { id: number; created_by: number | null }): Decision {
  if (caller.kind === 'pupil') return allowIf(caller.clubsManage.includes(club.id), 'forbid');
  return allowIf(caller.role === 'Director' || club.created_by === caller.id, 'forbid');
}

/** DELETE /readingclubs/{id}: the teacher who created it, a director. */
export function deleteClub(caller: Caller, club: { created_by: number | null }): Decision {
  if (caller.kind === 'pupil') return 'forbid';
  return allowIf(caller.role === 'Director' || club.created_by === caller.id, 'forbid');
}

/** POST /readingclubs/{id}/join and /leave: pupils, for themselves. */
export function joinClubs(caller: Caller): Decision {
  return allowIf(caller.kind === 'pupil', 'forbid');
}

/**
 * GET /tracking_info and GET /tracking/{isbn}: a pupil their own progress (no other student_id); staff the
 * progress of a pupil they may see, named with student_id.
 */
export function readProgress(
  caller: Caller,
  student: { id: number; class_id: number } | undefined,
): Decision {
  if (caller.kind === 'pupil') return allowIf(student === undefined || student.id === caller.id, 'hide');
  return student === undefined ? 'hide' : seeStudent(caller, student);
}

/** PUT /tracking/{isbn}: pupils only, their own progress. */
export function recordProgress(caller: Caller): Decision {
  return allowIf(caller.kind === 'pupil', 'forbid');
}
