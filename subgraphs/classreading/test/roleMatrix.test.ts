import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFile, type ProductDocument, type ReadingRole } from '@shop/contracts';
import { mayPerform, type ReadingOperation } from '../src/domain/roles';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL, startReadingStandin, type ReadingStandin } from './standin';

/**
 * The role-by-operation matrix (API.md's least-privilege table) through the subgraph against the local
 * reading stand-in, for every Query and Mutation field of the schema: every denied cell answers no data (the
 * field null) and an error code; an allowed cell is aimed at a target the stand-in refuses or where the change
 * changes nothing (a taken name, a book or teacher that does not exist, the class the pupil is in), so it
 * answers "yes (CODE)" or "yes" and leaves the demo data as it was, which the test checks at the end. What must
 * really happen (delete, join and leave, open a book, record progress, propose a school code) happens to things
 * made for it, on this file's own stand-in. The table is printed as markdown for the issue note.
 */

interface Caller {
  label: string;
  role: ReadingRole | null;
  token: string | null;
  /** A new session of the same person, for a row that ends the one it runs with. */
  signIn?: () => Promise<string>;
}

type Answer = 'ok' | 'null';

interface Cell {
  field: string;
  /** The row's name in the table, when one field has several rows. */
  label?: string;
  /** The role table's operation (domain/roles.ts), or 'open' for a field it does not guard. */
  operation: ReadingOperation | 'open';
  /** What an open field answers each caller (default: data). */
  open?: (caller: Caller) => Answer;
  query: string;
  variables?: () => Record<string, unknown>;
  /** Callers for whom the target is another school's or not theirs: NOT_FOUND. */
  notFoundFor?: string[];
  /** The userErrors every allowed caller gets: the target is one the stand-in refuses, so nothing changes. */
  refusal?: string | string[];
  /** The row ends the session it runs with (the programme revokes the token): it runs with a session of its own. */
  endsSession?: true;
}

let standin: ReadingStandin;
const callers: Caller[] = [];
const ids = {
  class3A: '',
  grade3A: '',
  lotte: '',
  sofie: '',
  club: '',
  sku: '',
  isbn: '',
  productId: '',
  membershipClub: '',
  freshClubs: [] as string[],
  freshPupils: [] as string[],
  freshTeachers: [] as string[],
};

// Over the stand-in's 512 kB once decoded (API.md: 413 'File size too big'), so no club is made.
const HUGE_AVATAR = `data:image/png;base64,${'A'.repeat(800 * 1024)}`;
/** Files the reading programme refuses whole: a pupil the class has, a teacher the school has (errno 1062). */
const PUPILS_CSV = { content: `name,password\n${DEMO_SCHOOL.pupil},Lezen123!\n`, encoding: 'TEXT' };
const TEACHERS_CSV = { content: `email,firstname,lastname\n${DEMO_SCHOOL.teacherEmail},Sofie,Claes\n` };
/** An id the reading programme never gives. */
const MISSING_ID = '999999';

const cells: Cell[] = [
  // Queries
  {
    field: 'schoolClasses',
    operation: 'open',
    query: 'query ($s: String!) { schoolClasses(schoolId: $s) { classes { id } userErrors { code } } }',
    variables: () => ({ s: DEMO_SCHOOL.schoolId }),
  },
  {
    field: 'readingMe',
    operation: 'open',
    open: (caller) => (caller.role === null ? 'null' : 'ok'),
    query: '{ readingMe { id role } }',
  },
  { field: 'myClass', operation: 'myClass', query: '{ myClass { id name } }' },
  { field: 'readingClasses', operation: 'readingClasses', query: '{ readingClasses { id } }' },
  {
    field: 'readingClass',
    operation: 'readingClass',
    query: 'query ($id: ID!) { readingClass(id: $id) { id name } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'students',
    operation: 'students',
    query: 'query ($id: ID) { students(classId: $id) { id } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  { field: 'teachers', operation: 'teachers', query: '{ teachers { id } }' },
  { field: 'readingClubs', operation: 'readingClubs', query: '{ readingClubs { id } }' },
  {
    field: 'readingClub',
    operation: 'readingClub',
    query: 'query ($id: ID!) { readingClub(id: $id) { id } }',
    variables: () => ({ id: ids.club }),
    notFoundFor: ['teacher of school B'],
  },
  { field: 'schoolCode', operation: 'schoolCode', query: '{ schoolCode { schoolCode proposal } }' },
  { field: 'readingCredits', operation: 'readingCredits', query: '{ readingCredits { remaining expired } }' },
  { field: 'readingBooks', operation: 'readingBooks', query: '{ readingBooks { total } }' },
  {
    field: 'readingBooks',
    label: 'readingBooks(all)',
    operation: 'readingBooksAll',
    query: '{ readingBooks(all: true) { total nextStart } }',
  },
  {
    field: 'readingBook',
    operation: 'readingBook',
    query: 'query ($sku: String!) { readingBook(sku: $sku) { sku } }',
    // API.md: teachers and directors see any book of the programme, whatever their school.
    variables: () => ({ sku: ids.sku }),
  },
  {
    field: 'readingProgress',
    operation: 'readingProgress',
    query: '{ readingProgress { isbn percentage } }',
  },
  {
    field: 'readingProgress',
    label: 'readingProgress(studentId)',
    // Another pupil's progress is for their teachers and the director: the students row of the table.
    operation: 'students',
    query: 'query ($id: ID) { readingProgress(studentId: $id) { isbn percentage } }',
    variables: () => ({ id: ids.lotte }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'myDigitalProducts',
    operation: 'open',
    // The shop customer's books (their shop login), not the reading programme's: none of these callers is one.
    open: () => 'null',
    query: '{ myDigitalProducts { sku } }',
  },
  {
    field: 'digitalBookPreview',
    operation: 'open',
    query: 'query ($id: ID!) { digitalBookPreview(productId: $id) { readerUrl } }',
    variables: () => ({ id: ids.productId }),
  },
  {
    field: 'bulkImportTemplate',
    operation: 'open',
    query: '{ bulkImportTemplate(kind: STUDENTS) { fileName } }',
  },
  // Session
  {
    field: 'pupilLogin',
    operation: 'open',
    query: 'mutation ($input: PupilLoginInput!) { pupilLogin(input: $input) { token userErrors { code } } }',
    // A pupil the class does not have: no one's account is touched.
    variables: () => ({
      input: { schoolId: DEMO_SCHOOL.schoolId, classId: ids.class3A, name: 'Niemand', password: 'Lezen123!' },
    }),
    refusal: 'INVALID_CREDENTIALS',
  },
  {
    field: 'readingLogout',
    operation: 'open',
    query: 'mutation { readingLogout { loggedOut userErrors { code } } }',
    endsSession: true,
  },
  // Classes
  {
    field: 'createReadingClass',
    operation: 'createReadingClass',
    query:
      'mutation { createReadingClass(input: { name: "3A", grade: "3", teacherId: "1" }) { readingClass { id } userErrors { code } } }',
    refusal: 'CLASS_NAME_TAKEN',
  },
  {
    field: 'renameReadingClass',
    operation: 'renameReadingClass',
    query:
      'mutation ($id: ID!) { renameReadingClass(id: $id, name: "3A") { readingClass { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'regradeReadingClass',
    operation: 'regradeReadingClass',
    query:
      'mutation ($id: ID!, $grade: String!) { regradeReadingClass(id: $id, grade: $grade) { readingClass { id } userErrors { code } } }',
    // The grade it has.
    variables: () => ({ id: ids.class3A, grade: ids.grade3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'addReadingClassBooks',
    operation: 'addReadingClassBooks',
    query:
      'mutation ($id: ID!) { addReadingClassBooks(id: $id, skus: ["no-such-book"]) { readingClass { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
    refusal: 'REFUSED',
  },
  {
    field: 'removeReadingClassBooks',
    operation: 'removeReadingClassBooks',
    // A book the class does not have.
    query:
      'mutation ($id: ID!) { removeReadingClassBooks(id: $id, skus: ["no-such-book"]) { readingClass { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'addReadingClassTeachers',
    operation: 'addReadingClassTeachers',
    query:
      'mutation ($id: ID!, $t: ID!) { addReadingClassTeachers(id: $id, teacherIds: [$t]) { readingClass { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A, t: MISSING_ID }),
    notFoundFor: ['teacher of school B'],
    refusal: 'TEACHER_NOT_FOUND',
  },
  {
    field: 'removeReadingClassTeachers',
    operation: 'removeReadingClassTeachers',
    query:
      'mutation ($id: ID!, $t: ID!) { removeReadingClassTeachers(id: $id, teacherIds: [$t]) { readingClass { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A, t: MISSING_ID }),
    notFoundFor: ['teacher of school B'],
    refusal: 'TEACHER_NOT_FOUND',
  },
  {
    field: 'deleteReadingClass',
    operation: 'deleteReadingClass',
    query: 'mutation ($id: ID!) { deleteReadingClass(id: $id) { deletedId userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
    refusal: 'CLASS_HAS_STUDENTS',
  },
  // Pupils
  {
    field: 'createReadingStudent',
    operation: 'createReadingStudent',
    query:
      'mutation ($id: ID!) { createReadingStudent(input: { classId: $id, name: "Lotte", password: "Lezen123!" }) { student { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
    refusal: 'STUDENT_NAME_TAKEN',
  },
  {
    field: 'updateReadingStudent',
    operation: 'updateReadingStudent',
    // Lotte renamed to the name of her classmate Noor.
    query:
      'mutation ($id: ID!, $name: String!) { updateReadingStudent(input: { id: $id, name: $name }) { student { id } userErrors { code } } }',
    variables: () => ({ id: ids.lotte, name: DEMO_SCHOOL.clubPresident }),
    notFoundFor: ['teacher of school B'],
    refusal: 'STUDENT_NAME_TAKEN',
  },
  {
    field: 'moveReadingStudent',
    operation: 'moveReadingStudent',
    // Lotte moved to the class she is in.
    query:
      'mutation ($id: ID!, $classId: ID!) { moveReadingStudent(id: $id, classId: $classId) { student { id } userErrors { code } } }',
    variables: () => ({ id: ids.lotte, classId: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'deleteReadingStudent',
    operation: 'deleteReadingStudent',
    query: 'mutation ($id: ID!) { deleteReadingStudent(id: $id) { deletedId userErrors { code } } }',
    variables: () => ({ id: ids.freshPupils.shift() }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'importReadingStudents',
    operation: 'importReadingStudents',
    query:
      'mutation ($id: ID!, $file: BulkFileInput!) { importReadingStudents(classId: $id, file: $file) { students { id } userErrors { code } rowErrors { code } } }',
    variables: () => ({ id: ids.class3A, file: PUPILS_CSV }),
    notFoundFor: ['teacher of school B'],
    refusal: ['BULK_NOT_PROCESSED', 'STUDENTS_EXIST'],
  },
  // Teachers
  {
    field: 'createReadingTeacher',
    operation: 'createReadingTeacher',
    query: `mutation { createReadingTeacher(input: { email: "${DEMO_SCHOOL.teacherEmail}", firstname: "Sofie", lastname: "Claes", title: "Juf", accountType: "elementary school" }) { teacher { id } userErrors { code } } }`,
    refusal: 'TEACHER_EMAIL_TAKEN',
  },
  {
    field: 'updateReadingTeacher',
    operation: 'updateReadingTeacher',
    // Sofie (her own record, for the teacher of school A) given the director's email: errno 1062.
    query:
      'mutation ($id: ID!, $email: String!) { updateReadingTeacher(input: { id: $id, email: $email }) { teacher { id } userErrors { code } } }',
    variables: () => ({ id: ids.sofie, email: DEMO_SCHOOL.directorEmail }),
    notFoundFor: ['teacher of school B'],
    refusal: 'TEACHER_EMAIL_TAKEN',
  },
  {
    field: 'deleteReadingTeacher',
    operation: 'deleteReadingTeacher',
    query: 'mutation ($id: ID!) { deleteReadingTeacher(id: $id) { deletedId userErrors { code } } }',
    variables: () => ({ id: ids.freshTeachers.shift() }),
  },
  {
    field: 'importReadingTeachers',
    operation: 'importReadingTeachers',
    query:
      'mutation ($file: BulkFileInput!) { importReadingTeachers(file: $file) { teachers { id } userErrors { code } rowErrors { code } } }',
    variables: () => ({ file: TEACHERS_CSV }),
    refusal: ['BULK_NOT_PROCESSED', 'TEACHER_EMAIL_TAKEN'],
  },
  // Reading clubs
  {
    field: 'createReadingClub',
    operation: 'createReadingClub',
    query:
      'mutation ($avatar: String) { createReadingClub(input: { name: "Matrixclub", description: "Te groot", avatar: $avatar }) { club { id } userErrors { code } } }',
    variables: () => ({ avatar: HUGE_AVATAR }),
    refusal: 'FILE_TOO_LARGE',
  },
  {
    field: 'updateReadingClub',
    operation: 'updateReadingClub',
    // The name it has.
    query:
      'mutation ($id: ID!) { updateReadingClub(input: { id: $id, name: "Leesclub De Boekenwurmen" }) { club { id } userErrors { code } } }',
    variables: () => ({ id: ids.club }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'setReadingClubMembers',
    operation: 'setReadingClubMembers',
    query:
      'mutation ($id: ID!, $s: ID!) { setReadingClubMembers(id: $id, members: [{ studentId: $s, role: MEMBER }]) { club { id } userErrors { code } } }',
    variables: () => ({ id: ids.club, s: MISSING_ID }),
    notFoundFor: ['teacher of school B'],
    refusal: 'REFUSED',
  },
  {
    field: 'deleteReadingClub',
    operation: 'deleteReadingClub',
    query: 'mutation ($id: ID!) { deleteReadingClub(id: $id) { deletedId userErrors { code } } }',
    variables: () => ({ id: ids.freshClubs.shift() }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'joinReadingClub',
    operation: 'joinReadingClub',
    query: 'mutation ($id: ID!) { joinReadingClub(id: $id) { me { id } userErrors { code } } }',
    variables: () => ({ id: ids.membershipClub }),
  },
  {
    field: 'leaveReadingClub',
    operation: 'leaveReadingClub',
    query: 'mutation ($id: ID!) { leaveReadingClub(id: $id) { me { id } userErrors { code } } }',
    variables: () => ({ id: ids.membershipClub }),
  },
  // School code: renew and accept before the proposal, so they find none and change nothing.
  {
    field: 'renewSchoolCode',
    operation: 'renewSchoolCode',
    query: 'mutation { renewSchoolCode { schoolCode { proposal } userErrors { code } } }',
    refusal: 'NO_PROPOSED_SCHOOL_CODE',
  },
  {
    field: 'acceptSchoolCode',
    operation: 'acceptSchoolCode',
    query: 'mutation { acceptSchoolCode { schoolCode { schoolCode } userErrors { code } } }',
    refusal: 'NO_PROPOSED_SCHOOL_CODE',
  },
  {
    field: 'proposeSchoolCode',
    operation: 'proposeSchoolCode',
    query: 'mutation { proposeSchoolCode { schoolCode { proposal } userErrors { code } } }',
  },
  // Reading
  {
    field: 'openBook',
    operation: 'openBook',
    query:
      'mutation ($sku: String!, $socket: String) { openBook(sku: $sku, socketId: $socket) { readerUrl userErrors { code } } }',
    variables: () => ({ sku: ids.sku, socket: `matrix-${Math.random().toString(36).slice(2)}` }),
  },
  {
    field: 'recordReadingProgress',
    operation: 'recordReadingProgress',
    query:
      'mutation ($isbn: String!) { recordReadingProgress(isbn: $isbn, percentage: 10) { progress { percentage } userErrors { code } } }',
    variables: () => ({ isbn: ids.isbn }),
  },
];

/**
 * Who may do what, written by hand from the reading programme's API (API.md's role table, read for the call
 * each row makes), never from domain/roles.ts: that is the table the subgraph enforces, and a wrong entry in
 * it must fail here. A role's 'yes' holds within its scope (own class, classes they teach, the school); a
 * target outside it is the row's notFoundFor.
 */
const API_ROLE_TABLE = `
| row                        | Student | Club president | Teacher | Director | the call (API.md)                                        |
| myClass                    | yes     | yes            | no      | no       | GET /classes/{id}: the pupil's own class                 |
| readingClasses             | yes     | yes            | yes     | yes      | GET /classes                                             |
| readingClass               | yes     | yes            | yes     | yes      | GET /classes/{id}                                        |
| students                   | no      | no             | yes     | yes      | GET /students: a pupil sees only self, no classmates     |
| teachers                   | no      | no             | yes     | yes      | GET /teachers                                            |
| readingClubs               | yes     | yes            | yes     | yes      | GET /readingclubs                                        |
| readingClub                | yes     | yes            | yes     | yes      | GET /readingclubs/{id}                                   |
| schoolCode                 | no      | no             | no      | yes      | GET /auth/schoolcode                                     |
| readingCredits             | yes     | yes            | yes     | yes      | GET /credits                                             |
| readingBooks               | yes     | yes            | yes     | yes      | GET /books (own lists)                                   |
| readingBooks(all)          | no      | yes            | yes     | yes      | GET /books?all=1                                         |
| readingBook                | yes     | yes            | yes     | yes      | GET /books/{sku}                                         |
| readingProgress            | yes     | yes            | yes     | yes      | GET /tracking_info                                       |
| readingProgress(studentId) | no      | no             | yes     | yes      | GET /tracking_info?student_id=: pupils only their own    |
| createReadingClass         | no      | no             | yes     | yes      | POST /classes                                            |
| renameReadingClass         | no      | no             | yes     | yes      | PUT /classes/{id}                                        |
| regradeReadingClass        | no      | no             | yes     | yes      | PUT /classes/{id}                                        |
| addReadingClassBooks       | no      | no             | yes     | yes      | PUT /classes/{id} add_books                              |
| removeReadingClassBooks    | no      | no             | yes     | yes      | PUT /classes/{id} remove_books                           |
| addReadingClassTeachers    | no      | no             | yes     | yes      | PUT /classes/{id} add_teachers                           |
| removeReadingClassTeachers | no      | no             | yes     | yes      | PUT /classes/{id} remove_teachers                        |
| deleteReadingClass         | no      | no             | yes     | yes      | DELETE /classes/{id}                                     |
| createReadingStudent       | no      | no             | yes     | yes      | POST /students                                           |
| updateReadingStudent       | no      | no             | yes     | yes      | PUT /students/{id}                                       |
| moveReadingStudent         | no      | no             | yes     | yes      | PUT /students/{id} class_id                              |
| deleteReadingStudent       | no      | no             | yes     | yes      | DELETE /students/{id}                                    |
| importReadingStudents      | no      | no             | yes     | yes      | POST /students/bulk                                      |
| createReadingTeacher       | no      | no             | no      | yes      | POST /auth/create                                        |
| updateReadingTeacher       | no      | no             | yes     | yes      | PUT /teachers/{id}: a teacher their own record           |
| deleteReadingTeacher       | no      | no             | no      | yes      | DELETE /teachers/{id}                                    |
| importReadingTeachers      | no      | no             | no      | yes      | POST /teachers/bulk                                      |
| createReadingClub          | no      | no             | yes     | yes      | POST /readingclubs: only teachers create a club          |
| updateReadingClub          | no      | yes            | yes     | yes      | PUT /readingclubs/{id}                                   |
| setReadingClubMembers      | no      | yes            | yes     | yes      | PUT /readingclubs/{id} members                           |
| deleteReadingClub          | no      | no             | yes     | yes      | DELETE /readingclubs/{id}: a club president may only PUT |
| joinReadingClub            | yes     | yes            | no      | no       | POST /readingclubs/{id}/join                             |
| leaveReadingClub           | yes     | yes            | no      | no       | POST /readingclubs/{id}/leave                            |
| renewSchoolCode            | no      | no             | no      | yes      | POST /auth/schoolcode renew                              |
| acceptSchoolCode           | no      | no             | no      | yes      | POST /auth/schoolcode accept                             |
| proposeSchoolCode          | no      | no             | no      | yes      | POST /auth/schoolcode propose                            |
| openBook                   | yes     | yes            | yes     | yes      | GET /books/{sku}/embed                                   |
| recordReadingProgress      | yes     | yes            | no      | no       | PUT /tracking/{isbn}: pupils only, their own             |
`;

/** Row → the roles API_ROLE_TABLE allows. */
const apiRoles = (() => {
  const [header, ...rows] = API_ROLE_TABLE.trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((column) => column.trim()),
    );
  const roles = (header ?? []).slice(1, 5) as ReadingRole[];
  return new Map(
    rows.map(([row = '', ...answers]) => [row, new Set(roles.filter((_, i) => answers[i] === 'yes'))]),
  );
})();

/** The rows of the matrix the role table guards (the open ones answer every caller alike). */
const guardedCells = cells.filter(
  (cell): cell is Cell & { operation: ReadingOperation } => cell.operation !== 'open',
);
const rowOf = (cell: Cell) => cell.label ?? cell.field;

/** What a caller should get: data ('ok', with the cell's refusal if it has one), null, or an error code. */
function expectedOf(cell: Cell, caller: Caller): string {
  if (cell.operation === 'open') return cell.open?.(caller) ?? 'ok';
  if (caller.role === null) return 'UNAUTHENTICATED';
  if (!apiRoles.get(rowOf(cell))?.has(caller.role)) return 'FORBIDDEN';
  return cell.notFoundFor?.includes(caller.label) ? 'NOT_FOUND' : 'ok';
}

async function data<T>(query: string, token: string | null, variables: Record<string, unknown> = {}) {
  const result = await standin.execute(query, variables, token);
  if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data as T;
}

/** What the test made for the rows whose change must happen: not demo data. */
const made = { clubs: new Set<string>(), pupils: new Set<string>(), teachers: new Set<string>() };

/** The demo data the matrix must leave as it found it: classes, pupils, teachers and clubs of both schools. */
async function demoData(directorToken: string, schoolBToken: string) {
  const without = <T extends { id: string }>(list: T[], ofTest: Set<string>) =>
    list.filter((item) => !ofTest.has(item.id));
  const school = async (token: string) => {
    const { readingClasses, teachers, readingClubs } = await data<{
      readingClasses: { id: string }[];
      teachers: { id: string; clubIds: string[] }[];
      readingClubs: { id: string }[];
    }>(
      `{
        readingClasses { id name grade bookSkus teacher { id } administrators { id } }
        teachers { id email firstname lastname title accountType role classIds clubIds }
        readingClubs { id name description avatar bookSkus administrators { id } students { id } }
      }`,
      token,
    );
    const pupils = await data<{ students: { id: string }[] }>(
      '{ students { id name screenname classId clubIds clubsManaged } }',
      token,
    );
    return {
      readingClasses,
      // A teacher's clubs are the clubs they made, the test's among them.
      teachers: without(teachers, made.teachers).map((teacher) => ({
        ...teacher,
        clubIds: teacher.clubIds.filter((id) => !made.clubs.has(id)),
      })),
      readingClubs: without(readingClubs, made.clubs),
      students: without(pupils.students, made.pupils),
    };
  };
  return { schoolA: await school(directorToken), schoolB: await school(schoolBToken) };
}

let demoBefore: unknown;

beforeAll(async () => {
  standin = await startReadingStandin({ digitalProducts: true });
  const pupilSession = (name: string, password: string) => () =>
    standin.pupilToken(DEMO_SCHOOL.schoolId, DEMO_SCHOOL.className, name, password);
  const staffSession = (email: string) => () => standin.staffToken(email);
  const sessions = {
    lotte: pupilSession(DEMO_SCHOOL.pupil, DEMO_SCHOOL.password),
    noor: pupilSession(DEMO_SCHOOL.clubPresident, DEMO_SCHOOL.clubPresidentPassword),
    sofie: staffSession(DEMO_SCHOOL.teacherEmail),
    schoolB: staffSession(DEMO_SCHOOL_NL.teacherEmail),
    director: staffSession(DEMO_SCHOOL.directorEmail),
  };
  const lotte = await sessions.lotte();
  const noor = await sessions.noor();
  const director = await sessions.director();
  const sofie = await sessions.sofie();
  const schoolB = await sessions.schoolB();
  callers.push(
    { label: 'anonymous', role: null, token: null },
    { label: 'pupil', role: 'Student', token: lotte, signIn: sessions.lotte },
    { label: 'club president', role: 'Club president', token: noor, signIn: sessions.noor },
    { label: 'teacher of school A', role: 'Teacher', token: sofie, signIn: sessions.sofie },
    { label: 'teacher of school B', role: 'Teacher', token: schoolB, signIn: sessions.schoolB },
    { label: 'director', role: 'Director', token: director, signIn: sessions.director },
  );
  const noorView = await data<{
    readingMe: { clubsManaged: string[] };
    myClass: { id: string; grade: string };
    readingBooks: { items: { sku: string; isbn: string }[] };
  }>('{ readingMe { clubsManaged } myClass { id grade } readingBooks { items { sku isbn } } }', noor);
  ids.class3A = noorView.myClass.id;
  ids.grade3A = noorView.myClass.grade;
  ids.club = noorView.readingMe.clubsManaged[0] ?? '';
  ids.sku = noorView.readingBooks.items[0]?.sku ?? '';
  ids.isbn = noorView.readingBooks.items[0]?.isbn ?? '';
  ids.lotte = (await data<{ readingMe: { id: string } }>('{ readingMe { id } }', lotte)).readingMe.id;
  const staff = await data<{ teachers: { id: string; email: string }[] }>(
    '{ teachers { id email } }',
    director,
  );
  ids.sofie = staff.teachers.find((teacher) => teacher.email === DEMO_SCHOOL.teacherEmail)?.id ?? '';
  // The catalogue's product id of that book, which the preview asks for.
  const products = readFileSync(path.join(standin.stack.dataDir, catalogFile('nl_be', 'product')), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProductDocument);
  ids.productId = String(products.find((product) => product.sku === ids.sku)?.id ?? '');

  // Made for the rows whose change must happen, one per caller where each caller's call may use one up:
  // clubs to delete (the teacher of school A made them: a teacher deletes the clubs they created), pupils of
  // 3A to delete, teachers to delete, and a club to join and leave.
  for (let i = 0; i < callers.length; i++) {
    const club = await data<{ createReadingClub: { club: { id: string } } }>(
      `mutation { createReadingClub(input: { name: "Weg ${i}", description: "Wordt verwijderd" }) { club { id } } }`,
      sofie,
    );
    ids.freshClubs.push(club.createReadingClub.club.id);
    const pupil = await data<{ createReadingStudent: { student: { id: string } } }>(
      'mutation ($id: ID!, $name: String!) { createReadingStudent(input: { classId: $id, name: $name, password: "Lezen123!" }) { student { id } } }',
      sofie,
      { id: ids.class3A, name: `Weg ${'abcdefghij'[i]}` },
    );
    ids.freshPupils.push(pupil.createReadingStudent.student.id);
    const teacher = await data<{ createReadingTeacher: { teacher: { id: string } } }>(
      'mutation ($email: String!) { createReadingTeacher(input: { email: $email, firstname: "Weg", lastname: "Leerkracht", title: "Juf", accountType: "elementary school" }) { teacher { id } } }',
      director,
      { email: `weg.${i}@deleesboom.example` },
    );
    ids.freshTeachers.push(teacher.createReadingTeacher.teacher.id);
  }
  const membershipClub = await data<{ createReadingClub: { club: { id: string } } }>(
    'mutation { createReadingClub(input: { name: "Matrix leesclub", description: "Erin en eruit" }) { club { id } } }',
    sofie,
  );
  ids.membershipClub = membershipClub.createReadingClub.club.id;
  for (const id of [...ids.freshClubs, ids.membershipClub]) made.clubs.add(id);
  for (const id of ids.freshPupils) made.pupils.add(id);
  for (const id of ids.freshTeachers) made.teachers.add(id);
  demoBefore = await demoData(director, schoolB);
}, 240_000);

afterAll(async () => {
  await standin?.stack.stop();
});

describe('who may do what, through the subgraph against the reading stand-in', () => {
  it('denies with no data and an error code; allows what the role table allows, and changes no demo data', async () => {
    expect(
      ids.class3A &&
        ids.grade3A &&
        ids.lotte &&
        ids.sofie &&
        ids.club &&
        ids.sku &&
        ids.isbn &&
        ids.productId,
    ).toBeTruthy();
    const rows: string[][] = [];
    const problems: string[] = [];
    for (const cell of cells) {
      const label = cell.label ?? cell.field;
      const row = [label];
      for (const caller of callers) {
        const token = cell.endsSession && caller.signIn ? await caller.signIn() : caller.token;
        const { data: answer, errors } = await standin.execute(cell.query, cell.variables?.() ?? {}, token);
        const code = errors?.[0]?.extensions?.code as string | undefined;
        const value = answer?.[cell.field];
        const expected = expectedOf(cell, caller);
        const userErrors = (value as { userErrors?: { code: string }[] } | null)?.userErrors ?? [];
        const got = code ?? (value === null ? 'null' : 'ok');
        const where = `${label} / ${caller.label}`;
        if (code !== undefined && value != null) problems.push(`${where}: data with an error`);
        if (got !== expected)
          problems.push(
            `${where}: expected ${expected}, got ${got} ${JSON.stringify(errors ?? value).slice(0, 200)}`,
          );
        else if (got === 'ok') {
          const refusals = userErrors.map((e) => e.code);
          const wanted = cell.refusal === undefined ? [] : [cell.refusal].flat();
          if (JSON.stringify(refusals) !== JSON.stringify(wanted))
            problems.push(
              `${where}: expected userErrors ${JSON.stringify(wanted)}, got ${JSON.stringify(refusals)}`,
            );
        }
        row.push(
          code
            ? `denied: ${code}`
            : userErrors.length > 0
              ? `yes (${userErrors.map((e) => e.code).join(', ')})`
              : value === null
                ? 'null'
                : 'yes',
        );
      }
      rows.push(row);
    }
    const header = ['operation', ...callers.map((caller) => caller.label)];
    const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
    console.log(`\nRole-by-operation matrix (subgraph over the reading stand-in):\n\n${table}\n`);
    expect(problems).toEqual([]);
    const [director, schoolB] = [callers[5]?.token ?? '', callers[4]?.token ?? ''];
    expect(await demoData(director, schoolB)).toEqual(demoBefore);
  }, 180_000);

  it("has API.md's roles written out for each guarded row, and the subgraph's role table agrees with them", () => {
    expect([...apiRoles.keys()].sort()).toEqual(guardedCells.map(rowOf).sort());
    const roles: ReadingRole[] = ['Student', 'Club president', 'Teacher', 'Director'];
    const disagreements = guardedCells.flatMap((cell) =>
      roles
        .filter((role) => mayPerform(role, cell.operation) !== apiRoles.get(rowOf(cell))?.has(role))
        .map((role) => `${rowOf(cell)} / ${role}: domain/roles.ts says ${mayPerform(role, cell.operation)}`),
    );
    expect(disagreements).toEqual([]);
  });

  it('has a row for every Query and Mutation field of the schema', () => {
    const schema = parse(readFileSync(path.join(import.meta.dirname, '..', 'schema.graphql'), 'utf8'));
    const fields = schema.definitions.flatMap((definition) =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && ['Query', 'Mutation'].includes(definition.name.value)
        ? (definition.fields ?? []).map((field) => field.name.value)
        : [],
    );
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((field) => !cells.some((cell) => cell.field === field))).toEqual([]);
  });
});
