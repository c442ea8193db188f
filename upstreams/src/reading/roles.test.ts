import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startReadingTestbed, type ReadingTestbed } from './testing';

// API.md's role table over HTTP: who gets an answer, and who gets 403 or 404 and no data. The calls read
// (or try harmless writes on) the demo school's class 3A, its pupil Lotte and the first club, created by 3A's teacher.
type Role = 'student' | 'president' | 'teacher' | 'otherTeacher' | 'director' | 'foreignTeacher';
const ROLES: Role[] = ['student', 'president', 'teacher', 'otherTeacher', 'director', 'foreignTeacher'];

let bed: ReadingTestbed;
const jwt = {} as Record<Role, string>;
let club = 0;
let book = '';
beforeAll(async () => {
  bed = await startReadingTestbed();
  for (const role of ROLES)
    jwt[role] = await bed.tokenOf(
      role === 'student' || role === 'president' ? 'student' : 'teacher',
      bed.people[role],
    );
  club = bed.data.clubs.find((c) => c.school_id === '0000000001')?.id ?? 0;
  book = bed.data.classes.find((c) => c.id === bed.class3A)?.book_skus[0] ?? '';
});
afterAll(() => bed?.close());

interface Cell {
  call: string;
  path: () => string;
  method?: string;
  body?: () => unknown;
  allowed: Role[];
}

const cells: Cell[] = [
  {
    call: 'GET /classes/3A',
    path: () => `/classes/${bed.class3A}`,
    allowed: ['student', 'president', 'teacher', 'director'],
  },
  {
    call: 'PUT /classes/3A',
    path: () => `/classes/${bed.class3A}`,
    method: 'PUT',
    body: () => ({ data: { grade: '3' } }),
    allowed: ['teacher', 'director'],
  },
  {
    call: 'GET /students/Lotte',
    path: () => `/students/${bed.people.student}`,
    allowed: ['student', 'teacher', 'director'],
  },
  {
    call: 'PUT /students/Lotte',
    path: () => `/students/${bed.people.student}`,
    method: 'PUT',
    body: () => ({ data: { screenname: 'Lotte' } }),
    allowed: ['teacher', 'director'],
  },
  {
    call: 'GET /students?class_id=3A',
    path: () => `/students?class_id=${bed.class3A}&include_clubs=1`,
    allowed: ['student', 'president', 'teacher', 'director'],
  },
  {
    call: 'GET /teachers',
    path: () => '/teachers',
    allowed: ['teacher', 'otherTeacher', 'director', 'foreignTeacher'],
  },
  {
    call: 'GET /students_admins',
    path: () => '/students_admins',
    allowed: ['teacher', 'otherTeacher', 'director', 'foreignTeacher'],
  },
  { call: 'GET /auth/schoolcode', path: () => '/auth/schoolcode', allowed: ['director'] },
  {
    call: 'GET /books?all=1',
    path: () => '/books?all=1',
    allowed: ['president', 'teacher', 'otherTeacher', 'director', 'foreignTeacher'],
  },
  {
    call: 'GET /books/{sku of 3A}',
    path: () => `/books/${book}`,
    allowed: ['student', 'president', 'teacher', 'otherTeacher', 'director', 'foreignTeacher'],
  },
  {
    call: 'GET /readingclubs/{club}',
    path: () => `/readingclubs/${club}`,
    allowed: ['student', 'president', 'teacher', 'otherTeacher', 'director'],
  },
  {
    call: 'PUT /readingclubs/{club}',
    path: () => `/readingclubs/${club}`,
    method: 'PUT',
    body: () => ({ data: { description: 'Elke week samen lezen.' } }),
    allowed: ['president', 'teacher', 'director'],
  },
  {
    call: 'POST /readingclubs',
    path: () => '/readingclubs',
    method: 'POST',
    body: () => ({ name: 'Test', description: '' }),
    allowed: ['teacher', 'otherTeacher', 'director', 'foreignTeacher'],
  },
  {
    call: 'GET /tracking_info?student_id=Lotte',
    path: () => `/tracking_info?student_id=${bed.people.student}`,
    allowed: ['student', 'teacher', 'director'],
  },
];

describe.each(cells)('$call', (cell) => {
  it.each(ROLES)('as %s', async (role) => {
    const answer = await callAs(bed.base, jwt[role], cell.path(), {
      method: cell.method ?? (cell.body ? 'POST' : 'GET'),
      body: cell.body?.(),
    });
    if (cell.allowed.includes(role)) {
      expect(answer.status).toBe(200);
    } else {
      expect([403, 404]).toContain(answer.status);
      expect(typeof answer.result).toBe('string');
    }
  });
});

describe('school isolation', () => {
  it("answers 404 error true for another school's class, pupil, club and teacher, and lists none of them", async () => {
    const foreign = jwt.foreignTeacher;
    for (const path of [
      `/classes/${bed.class3A}`,
      `/students/${bed.people.student}`,
      `/readingclubs/${club}`,
      `/readingclubs/${club}/students`,
    ])
      expect(await callAs(bed.base, foreign, path)).toMatchObject({ status: 404, error: true });
    expect(
      await callAs(bed.base, foreign, `/teachers/${bed.people.teacher}`, {
        method: 'PUT',
        body: { title: 'X' },
      }),
    ).toMatchObject({ status: 404, error: true });
    const teachers = await callAs<{ id: number }[]>(bed.base, foreign, '/teachers');
    expect(teachers.result.map((t) => t.id)).not.toContain(bed.people.teacher);
    const nlDirector = bed.data.teachers.find((t) => t.school_id === '11AA11' && t.role === 'Director');
    const students = await callAs<{ id: number }[]>(
      bed.base,
      await bed.tokenOf('teacher', nlDirector?.id ?? 0),
      '/students',
    );
    expect(students.result.length).toBeGreaterThan(0);
    expect(students.result.map((s) => s.id)).not.toContain(bed.people.student);
  });

  it('answers 401 without a token', async () => {
    expect((await callAs(bed.base, 'not-a-jwt', '/classes')).status).toBe(401);
  });
});
