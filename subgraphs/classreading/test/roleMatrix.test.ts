import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingRole } from '@shop/contracts';
import { mayPerform, type ReadingOperation } from '../src/domain/roles';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL, startReadingStandin, type ReadingStandin } from './standin';

/**
 * The role-by-operation matrix (API.md's least-privilege table) through the subgraph against the local
 * reading stand-in: every denied cell answers no data (the field null) and an error code. The table is
 * printed as markdown for the issue note.
 */

interface Caller {
  label: string;
  role: ReadingRole | null;
  token: string | null;
}

interface Cell {
  field: string;
  operation: ReadingOperation | 'readingMe';
  query: string;
  variables?: () => Record<string, unknown>;
  /** Callers for whom the target is another school's or not theirs: NOT_FOUND. */
  notFoundFor?: string[];
}

let standin: ReadingStandin;
const callers: Caller[] = [];
const ids = { class3A: '', lotte: '', club: '', sku: '', isbn: '', freshClubs: [] as string[] };

const HUGE_AVATAR = `data:image/png;base64,${'A'.repeat(600 * 1024)}`;
const BAD_CSV = { content: 'name,password\n,Lezen123!\n', encoding: 'TEXT' };

const cells: Cell[] = [
  { field: 'readingMe', operation: 'readingMe', query: '{ readingMe { id role } }' },
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
    field: 'createReadingClass',
    operation: 'createReadingClass',
    query:
      'mutation { createReadingClass(input: { name: "3A", grade: "3", teacherId: "1" }) { readingClass { id } userErrors { code } } }',
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
    field: 'deleteReadingClass',
    operation: 'deleteReadingClass',
    query: 'mutation ($id: ID!) { deleteReadingClass(id: $id) { deletedId userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'createReadingStudent',
    operation: 'createReadingStudent',
    query:
      'mutation ($id: ID!) { createReadingStudent(input: { classId: $id, name: "Lotte", password: "Lezen123!" }) { student { id } userErrors { code } } }',
    variables: () => ({ id: ids.class3A }),
    notFoundFor: ['teacher of school B'],
  },
  {
    field: 'importReadingStudents',
    operation: 'importReadingStudents',
    query:
      'mutation ($id: ID!, $file: BulkFileInput!) { importReadingStudents(classId: $id, file: $file) { students { id } userErrors { code } rowErrors { code } } }',
    variables: () => ({ id: ids.class3A, file: BAD_CSV }),
  },
  {
    field: 'createReadingTeacher',
    operation: 'createReadingTeacher',
    query: `mutation { createReadingTeacher(input: { email: "${DEMO_SCHOOL.teacherEmail}", firstname: "Sofie", lastname: "Claes", title: "Juf", accountType: "elementary school" }) { teacher { id } userErrors { code } } }`,
  },
  {
    field: 'importReadingTeachers',
    operation: 'importReadingTeachers',
    query:
      'mutation ($file: BulkFileInput!) { importReadingTeachers(file: $file) { teachers { id } userErrors { code } rowErrors { code } } }',
    variables: () => ({ file: { content: 'email,firstname,lastname\n,An,Peeters\n' } }),
  },
  {
    field: 'createReadingClub',
    operation: 'createReadingClub',
    query:
      'mutation ($avatar: String) { createReadingClub(input: { name: "Matrixclub", description: "Te groot", avatar: $avatar }) { club { id } userErrors { code } } }',
    variables: () => ({ avatar: HUGE_AVATAR }),
  },
  {
    field: 'updateReadingClub',
    operation: 'updateReadingClub',
    query:
      'mutation ($id: ID!) { updateReadingClub(input: { id: $id, name: "Leesclub De Boekenwurmen" }) { club { id } userErrors { code } } }',
    variables: () => ({ id: ids.club }),
    notFoundFor: ['teacher of school B'],
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
    variables: () => ({ id: ids.club }),
  },
  {
    field: 'leaveReadingClub',
    operation: 'leaveReadingClub',
    query: 'mutation ($id: ID!) { leaveReadingClub(id: $id) { me { id } userErrors { code } } }',
    variables: () => ({ id: ids.club }),
  },
  {
    field: 'proposeSchoolCode',
    operation: 'proposeSchoolCode',
    query: 'mutation { proposeSchoolCode { schoolCode { proposal } userErrors { code } } }',
  },
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

beforeAll(async () => {
  standin = await startReadingStandin();
  const lotte = await standin.pupilToken(
    DEMO_SCHOOL.schoolId,
    DEMO_SCHOOL.className,
    DEMO_SCHOOL.pupil,
    DEMO_SCHOOL.password,
  );
  const noor = await standin.pupilToken(
    DEMO_SCHOOL.schoolId,
    DEMO_SCHOOL.className,
    DEMO_SCHOOL.clubPresident,
    DEMO_SCHOOL.clubPresidentPassword,
  );
  const director = await standin.staffToken(DEMO_SCHOOL.directorEmail);
  const sofie = await standin.staffToken(DEMO_SCHOOL.teacherEmail);
  callers.push(
    { label: 'anonymous', role: null, token: null },
    { label: 'pupil', role: 'Student', token: lotte },
    { label: 'club president', role: 'Club president', token: noor },
    { label: 'teacher of school A', role: 'Teacher', token: sofie },
    {
      label: 'teacher of school B',
      role: 'Teacher',
      token: await standin.staffToken(DEMO_SCHOOL_NL.teacherEmail),
    },
    { label: 'director', role: 'Director', token: director },
  );
  const me = await standin.execute(
    '{ readingMe { id clubsManaged } myClass { id } readingBooks { items { sku isbn } } }',
    {},
    noor,
  );
  const data = me.data as {
    readingMe: { id: string; clubsManaged: string[] };
    myClass: { id: string };
    readingBooks: { items: { sku: string; isbn: string }[] };
  };
  ids.class3A = data.myClass.id;
  ids.club = data.readingMe.clubsManaged[0] ?? '';
  ids.sku = data.readingBooks.items[0]?.sku ?? '';
  ids.isbn = data.readingBooks.items[0]?.isbn ?? '';
  // Clubs for the delete row, made by the teacher of school A (a teacher deletes the clubs they created): one per caller.
  for (let i = 0; i < callers.length; i++) {
    const made = await standin.execute(
      `mutation { createReadingClub(input: { name: "Weg ${i}", description: "Wordt verwijderd" }) { club { id } } }`,
      {},
      sofie,
    );
    ids.freshClubs.push((made.data?.createReadingClub as { club: { id: string } }).club.id);
  }
}, 240_000);

afterAll(async () => {
  await standin?.stack.stop();
});

describe('who may do what, through the subgraph against the reading stand-in', () => {
  it('denies with no data and an error code; allows what the role table allows', async () => {
    expect(ids.class3A && ids.club && ids.sku && ids.isbn).toBeTruthy();
    const rows: string[][] = [];
    const problems: string[] = [];
    for (const cell of cells) {
      const row = [`${cell.field}${cell.operation === 'readingBooksAll' ? '(all)' : ''}`];
      for (const caller of callers) {
        const { data, errors } = await standin.execute(cell.query, cell.variables?.() ?? {}, caller.token);
        const code = errors?.[0]?.extensions?.code as string | undefined;
        const value = data?.[cell.field];
        const expected =
          cell.operation === 'readingMe'
            ? caller.role === null
              ? 'null'
              : 'ok'
            : caller.role === null
              ? 'UNAUTHENTICATED'
              : !mayPerform(caller.role, cell.operation)
                ? 'FORBIDDEN'
                : cell.notFoundFor?.includes(caller.label)
                  ? 'NOT_FOUND'
                  : 'ok';
        const userErrors = (value as { userErrors?: { code: string }[] } | null)?.userErrors ?? [];
        const got = code ?? (value === null ? 'null' : 'ok');
        if (code !== undefined && value != null)
          problems.push(`${row[0]} / ${caller.label}: data with an error`);
        if (got !== expected)
          problems.push(
            `${row[0]} / ${caller.label}: expected ${expected}, got ${got} ${JSON.stringify(errors ?? value).slice(0, 200)}`,
          );
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
  }, 120_000);
});
