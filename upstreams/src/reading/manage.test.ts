import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReadingClass,
  ReadingClub,
  ReadingStudent,
  ReadingStudentUpdateResult,
  ReadingTeacher,
  ReadingUserResult,
} from '@shop/contracts';
import { callAs, startReadingTestbed, type ReadingTestbed } from './testing';

let bed: ReadingTestbed;
let teacher: string;
let director: string;
beforeAll(async () => {
  bed = await startReadingTestbed();
  teacher = await bed.tokenOf('teacher', bed.people.teacher);
  director = await bed.tokenOf('teacher', bed.people.director);
});
afterAll(() => bed?.close());

const as = <T>(jwt: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  callAs<T>(bed.base, jwt, path, init);
const rows = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, password: 'Lezen123!' }));

describe('classes', () => {
  it('creates, renames, fills and deletes a class; duplicate names and bad grades are refused', async () => {
    const created = await as<ReadingClass>(teacher, '/classes', {
      body: { name: '3C', grade: '3', teacherId: bed.people.teacher },
    });
    expect(created.result).toMatchObject({
      name: '3C',
      grade: '3',
      teacher: { id: bed.people.teacher },
      books: [],
    });
    const id = created.result.id;
    expect(
      await as(teacher, '/classes', { body: { name: '3a', grade: '3', teacherId: bed.people.teacher } }),
    ).toEqual({
      status: 400,
      code: 400,
      result: 'A class with this name already exists.',
    });
    expect(
      (await as(teacher, '/classes', { body: { name: '3D', grade: '14', teacherId: bed.people.teacher } }))
        .code,
    ).toBe(400);
    const sku = bed.data.classes[0]?.book_skus[0] as string;
    const updated = await as<ReadingClass>(teacher, `/classes/${id}`, {
      method: 'PUT',
      body: { data: { name: '3D', grade: 'k2' }, add_books: [sku], add_teachers: [bed.people.otherTeacher] },
    });
    expect(updated.result).toMatchObject({ name: '3D', grade: 'K2', books: [{ book_id: sku }] });
    expect(updated.result.administrators?.map((t) => t.id)).toContain(bed.people.otherTeacher);
    const other = await bed.tokenOf('teacher', bed.people.otherTeacher);
    expect((await as(other, `/classes/${id}`)).code).toBe(200);
    expect(await as(teacher, `/classes/${id}`, { method: 'PUT', body: { add_teachers: [999999] } })).toEqual({
      status: 400,
      code: 400,
      result: 'Teacher not found',
    });
    expect((await as(teacher, `/classes/${bed.class3A}`, { method: 'DELETE' })).result).toBe(
      'A class with students cannot be deleted.',
    );
    expect((await as(teacher, `/classes/${id}`, { method: 'DELETE' })).result).toBe(true);
    expect(await as(teacher, `/classes/${id}`)).toMatchObject({
      code: 404,
      error: true,
      result: 'Class not found',
    });
  });

  it("lists a teacher's classes with students on request, and a director's every class", async () => {
    const mine = await as<ReadingClass[]>(teacher, '/classes?include_students=1');
    expect(mine.result.map((c) => c.id)).toEqual([bed.class3A]);
    expect(mine.result[0]?.students?.map((s) => s.name)).toContain('Lotte');
    const all = await as<ReadingClass[]>(director, '/classes');
    expect(all.result.length).toBe(bed.data.classes.filter((c) => c.school_id === '0000000001').length);
  });
});

describe('students', () => {
  it('adds a pupil, refuses the same name in the class, moves and deletes them', async () => {
    const created = await as<ReadingStudent>(teacher, '/students', {
      body: { class_id: bed.class3A, name: 'Bram', password: 'Lezen123!' },
    });
    expect(created.result).toMatchObject({ name: 'Bram', class_id: bed.class3A, role: 'Student', clubs: [] });
    expect(created.result).not.toHaveProperty('password');
    expect(
      await as(teacher, '/students', {
        body: { class_id: bed.class3A, name: 'bram', password: 'Lezen123!' },
      }),
    ).toEqual({
      status: 400,
      code: 400,
      result: 'A student with this name already exists.',
    });
    expect(
      (await as(teacher, '/students', { body: { class_id: bed.class3A, name: 'Kim', password: 'short' } }))
        .code,
    ).toBe(400);
    const moved = await as<ReadingStudentUpdateResult>(teacher, `/students/${created.result.id}`, {
      method: 'PUT',
      body: { class_id: bed.classOther, data: { screenname: 'Boekenwurm' } },
    });
    expect(moved.result).toMatchObject({ class_id: bed.classOther, screenname: 'Boekenwurm' });
    expect(moved.result.classes.map((c) => c.id)).toEqual([bed.class3A]);
    expect(moved.result.classes[0]?.students?.map((s) => s.id)).not.toContain(created.result.id);
    // Now in another teacher's class: it no longer exists for Sofie.
    expect((await as(teacher, `/students/${created.result.id}`)).code).toBe(404);
    expect((await as(director, `/students/${created.result.id}`, { method: 'DELETE' })).result).toBe(true);
  });

  it('imports a file of pupils all or nothing', async () => {
    const count = async () =>
      (await as<ReadingStudent[]>(teacher, `/students?class_id=${bed.class3A}`)).result.length;
    const before = await count();
    expect(
      await as(teacher, '/students/bulk', {
        body: {
          class_id: bed.class3A,
          rows: [...rows(3, 'Nieuw'), { name: 'Lotte', password: 'Lezen123!' }],
        },
      }),
    ).toEqual({ status: 400, code: 400, result: 'Some of the uploaded students already exist.' });
    expect(
      await as(teacher, '/students/bulk', { body: { class_id: bed.class3A, rows: rows(101, 'Veel') } }),
    ).toEqual({
      status: 400,
      code: 400,
      result: 'Maximum 100 records per bulk import allowed',
    });
    expect(await count()).toBe(before);
    const imported = await as<ReadingStudent[]>(teacher, '/students/bulk', {
      body: { class_id: bed.class3A, rows: rows(3, 'Nieuw') },
    });
    expect(imported.result.map((s) => s.name)).toEqual(['Nieuw 1', 'Nieuw 2', 'Nieuw 3']);
    expect(await count()).toBe(before + 3);
  });
});

describe('teachers', () => {
  it('creates a teacher; a duplicate email answers 400 errno 1062, on create, update and bulk', async () => {
    const duplicate = {
      status: 400,
      code: 400,
      errno: 1062,
      result: 'A teacher with this email already exists.',
    };
    const created = await as<ReadingTeacher>(director, '/teachers', {
      body: {
        email: 'Nieuw.Leerkracht@deleesboom.example',
        firstname: 'Nina',
        lastname: 'Peeters',
        accountType: 'professor',
      },
    });
    expect(created.result).toMatchObject({
      email: 'nieuw.leerkracht@deleesboom.example',
      role: 'Teacher',
      accountType: 'professor',
    });
    expect(
      await as(director, '/teachers', {
        body: { email: 'sofie.claes@deleesboom.example', firstname: 'S', lastname: 'C' },
      }),
    ).toEqual(duplicate);
    expect(
      await as(director, `/teachers/${created.result.id}`, {
        method: 'PUT',
        body: { email: 'SOFIE.CLAES@deleesboom.example' },
      }),
    ).toEqual(duplicate);
    const teachersBefore = (await as<ReadingTeacher[]>(director, '/teachers')).result.length;
    expect(
      await as(director, '/teachers/bulk', {
        body: {
          rows: [
            { email: 'a@deleesboom.example', firstname: 'A', lastname: 'A' },
            { email: 'sofie.claes@deleesboom.example', firstname: 'S', lastname: 'C' },
          ],
        },
      }),
    ).toEqual(duplicate);
    expect((await as<ReadingTeacher[]>(director, '/teachers')).result.length).toBe(teachersBefore);
    const bulk = await as<ReadingTeacher[]>(director, '/teachers/bulk', {
      body: { rows: [{ email: 'a@deleesboom.example', firstname: 'An', lastname: 'Aerts' }] },
    });
    expect(bulk.result).toHaveLength(1);
    expect((await as(director, `/teachers/${created.result.id}`, { method: 'DELETE' })).result).toBe(true);
    expect((await as(director, `/teachers/${bed.people.director}`, { method: 'DELETE' })).code).toBe(403);
  });

  it('creates an account with an invitation through /auth/create', async () => {
    const account = await as<ReadingTeacher>(director, '/auth/create', {
      body: {
        email: 'adjunct@deleesboom.example',
        firstname: 'Els',
        lastname: 'Maes',
        title: 'Adjunct',
        accountType: 'elementary school',
        role: 'Director',
      },
    });
    expect(account.result).toMatchObject({
      role: 'Director',
      invitation: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('lets a teacher change their own name but not their role', async () => {
    const own = `/teachers/${bed.people.teacher}`;
    expect(
      (await as<ReadingTeacher>(teacher, own, { method: 'PUT', body: { title: 'Juf' } })).result.title,
    ).toBe('Juf');
    expect((await as(teacher, own, { method: 'PUT', body: { role: 'Director' } })).code).toBe(403);
  });
});

describe('reading clubs', () => {
  it("creates a club with the teacher as creator; a too big avatar answers 413 'File size too big'", async () => {
    const avatar = `data:image/png;base64,${Buffer.alloc(16).toString('base64')}`;
    const created = await as<ReadingClub>(teacher, '/readingclubs', {
      body: { name: 'Poëzieclub', description: 'Gedichten', avatar },
    });
    expect(created.result).toMatchObject({
      name: 'Poëzieclub',
      avatar,
      created_by: bed.people.teacher,
      books: [],
    });
    const big = `data:image/png;base64,${Buffer.alloc(600 * 1024).toString('base64')}`;
    expect(
      await as(teacher, '/readingclubs', { body: { name: 'Groot', description: '', avatar: big } }),
    ).toEqual({
      status: 413,
      code: 413,
      result: 'File size too big',
    });
    expect(
      (
        await as(teacher, `/readingclubs/${created.result.id}`, {
          method: 'PUT',
          body: { data: { avatar: big } },
        })
      ).code,
    ).toBe(413);
  });

  it('refuses an over-long club name or description and a too wide avatar with a 400 (seed 001 §5), storing nothing', async () => {
    const before = (await as<ReadingClub[]>(teacher, '/readingclubs')).result.length;
    expect(await as(teacher, '/readingclubs', { body: { name: 'C'.repeat(61), description: '' } })).toEqual({
      status: 400,
      code: 400,
      result: 'name: A maximum of 60 characters applies.',
    });
    expect(
      await as(teacher, '/readingclubs', { body: { name: 'Lang', description: 'd'.repeat(501) } }),
    ).toEqual({ status: 400, code: 400, result: 'description: A maximum of 500 characters applies.' });
    const png = Buffer.alloc(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    png.writeUInt32BE(100, 16);
    png.writeUInt32BE(513, 20);
    const tall = `data:image/png;base64,${png.toString('base64')}`;
    expect(
      await as(teacher, '/readingclubs', { body: { name: 'Hoog', description: '', avatar: tall } }),
    ).toEqual({ status: 400, code: 400, result: 'avatar: The image may be at most 512 × 512 px.' });
    expect((await as<ReadingClub[]>(teacher, '/readingclubs')).result).toHaveLength(before);
    // Exactly the maximum passes.
    const exact = await as<ReadingClub>(teacher, '/readingclubs', {
      body: { name: 'C'.repeat(60), description: 'd'.repeat(500) },
    });
    expect(exact.code).toBe(200);
  });

  it('lets a pupil join as member and leave; members with role admin make a club president', async () => {
    const lotte = await bed.tokenOf('student', bed.people.student);
    const club = (
      await as<ReadingClub>(teacher, '/readingclubs', { body: { name: 'Stripclub 2', description: '' } })
    ).result;
    const joined = await as<ReadingUserResult>(lotte, `/readingclubs/${club.id}/join`, { method: 'POST' });
    expect(joined.result.clubs).toContain(club.id);
    const left = await as<ReadingUserResult>(lotte, `/readingclubs/${club.id}/leave`, { method: 'POST' });
    expect(left.result.clubs).not.toContain(club.id);
    const updated = await as<ReadingClub>(teacher, `/readingclubs/${club.id}`, {
      method: 'PUT',
      body: { members: [{ id: bed.people.student, role: 'admin' }] },
    });
    expect(updated.result.administrators?.map((s) => s.id)).toEqual([bed.people.student]);
    const me = await as<ReadingUserResult>(lotte, '/auth/me');
    expect(me.result).toMatchObject({ role: 'Club president' });
    expect(me.result.clubs_manage).toContain(club.id);
    expect((await as<ReadingStudent[]>(teacher, '/students_admins')).result.map((s) => s.id)).toContain(
      bed.people.student,
    );
    await as(teacher, `/readingclubs/${club.id}`, { method: 'DELETE' });
    expect((await as<ReadingUserResult>(lotte, '/auth/me')).result.role).toBe('Student');
  });
});
