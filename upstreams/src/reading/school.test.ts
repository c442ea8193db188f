import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReadingBookProgress,
  ReadingClassSummary,
  ReadingCredits,
  ReadingSchoolCode,
  ReadingTracking,
  ReadingUserResult,
} from '@shop/contracts';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL } from '../generate/index';
import { call } from '../shared/testing';
import { callAs, startReadingTestbed, TEST_SECRET, type ReadingTestbed } from './testing';
import { signReadingStaffToken } from './tokens';

let bed: ReadingTestbed;
let director: string;
let lotte: string;
beforeAll(async () => {
  bed = await startReadingTestbed();
  director = await bed.tokenOf('teacher', bed.people.director);
  lotte = await bed.tokenOf('student', bed.people.student);
});
afterAll(() => bed?.close());

const classesOf = (schoolId: string) =>
  call<ReadingClassSummary[]>(bed.base, `/auth/get-classes?school_id=${schoolId}`);

describe('school code (seed 001 §4): propose, renew, accept', () => {
  it('finds the school by its id or its active code; after accept the old code no longer finds it', async () => {
    const start = await callAs<ReadingSchoolCode>(bed.base, director, '/auth/schoolcode');
    expect(start.result).toEqual({ school_code: expect.stringMatching(/^\d{10}$/), proposal: null });
    const oldCode = start.result.school_code;
    expect((await classesOf(oldCode)).result.length).toBeGreaterThan(0);

    const post = (action: string) =>
      callAs<ReadingSchoolCode | string>(bed.base, director, '/auth/schoolcode', { body: { action } });
    expect(await post('renew')).toEqual({
      status: 400,
      code: 400,
      result: 'There is no proposed school code.',
    });
    const proposed = (await post('propose')).result as ReadingSchoolCode;
    expect(proposed).toEqual({ school_code: oldCode, proposal: expect.stringMatching(/^\d{10}$/) });
    expect((await post('propose')).result).toEqual(proposed);
    const renewed = (await post('renew')).result as ReadingSchoolCode;
    expect(renewed.proposal).toMatch(/^\d{10}$/);
    expect(renewed.proposal).not.toBe(proposed.proposal);
    // A proposal is not a code yet.
    expect((await classesOf(renewed.proposal as string)).result).toEqual([]);

    const accepted = (await post('accept')).result as ReadingSchoolCode;
    expect(accepted).toEqual({ school_code: renewed.proposal, proposal: null });
    expect((await classesOf(oldCode)).result).toEqual([]);
    const byNewCode = await classesOf(accepted.school_code);
    expect(byNewCode.result).toEqual((await classesOf(DEMO_SCHOOL.schoolId)).result);
    const login = await call<ReadingUserResult>(bed.base, '/auth/login', {
      body: { schoolId: accepted.school_code, classId: bed.class3A, name: 'Lotte', password: 'Lezen123!' },
    });
    expect(login.result).toMatchObject({ name: 'Lotte', school_code: accepted.school_code });
    expect(await post('accept')).toMatchObject({ code: 400, result: 'There is no proposed school code.' });
  });

  it('is for directors only: 403 for a teacher and a pupil, 400 for an unknown action', async () => {
    const teacher = await bed.tokenOf('teacher', bed.people.teacher);
    expect((await callAs(bed.base, teacher, '/auth/schoolcode')).code).toBe(403);
    expect((await callAs(bed.base, lotte, '/auth/schoolcode', { body: { action: 'propose' } })).code).toBe(
      403,
    );
    expect((await callAs(bed.base, director, '/auth/schoolcode', { body: { action: 'undo' } })).code).toBe(
      400,
    );
  });

  it('logs a pupil of the Dutch demo school in with school id 11AA11', async () => {
    const login = await call<ReadingUserResult>(bed.base, '/auth/login', {
      body: {
        schoolId: '11AA11',
        classId: bed.class5ANl,
        name: DEMO_SCHOOL_NL.pupil,
        password: DEMO_SCHOOL_NL.password,
      },
    });
    expect(login.result).toMatchObject({ name: 'Sem', class: '5A', school_id: '11AA11' });
  });
});

describe('GET /auth/me with a shop-issued token', () => {
  it("answers the teacher with the programme's own jwt, which then works by itself", async () => {
    const shopToken = await signReadingStaffToken(TEST_SECRET, DEMO_SCHOOL.teacherEmail.toUpperCase());
    const me = await callAs<ReadingUserResult>(bed.base, shopToken, '/auth/me');
    expect(me.result).toMatchObject({
      id: bed.people.teacher,
      role: 'Teacher',
      firstname: 'Sofie',
      lastname: 'Claes',
    });
    expect(await bed.tokens.verify(me.result.jwt as string)).toEqual({
      kind: 'teacher',
      id: bed.people.teacher,
    });
    const again = await callAs<ReadingUserResult>(bed.base, me.result.jwt as string, '/auth/me');
    expect(again.result.jwt).toBeUndefined();
    expect(again.result.id).toBe(bed.people.teacher);
  });

  it('answers 401 for the token of an email that is no teacher', async () => {
    const stranger = await signReadingStaffToken(TEST_SECRET, 'nobody@example.com');
    expect((await callAs(bed.base, stranger, '/auth/me')).code).toBe(401);
  });
});

describe('credits and tracking', () => {
  it("answers the school's credits as ISO days", async () => {
    expect((await callAs<ReadingCredits>(bed.base, lotte, '/credits')).result).toEqual({
      credits: expect.any(Number),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("answers Lotte's demo progress, records new progress, and shows it to her teacher only", async () => {
    const info = await callAs<ReadingTracking>(bed.base, lotte, '/tracking_info');
    expect(info.result.settings.map((s) => s.percentage).sort()).toEqual([100, 45]);
    const isbn = info.result.settings[0]?.isbn as string;
    const put = await callAs<ReadingBookProgress>(bed.base, lotte, `/tracking/${isbn}`, {
      method: 'PUT',
      body: { percentage: 60 },
    });
    expect(put.result).toEqual({ isbn, percentage: 60 });
    expect((await callAs(bed.base, lotte, `/tracking/${isbn}`)).result).toEqual({ isbn, percentage: 60 });
    expect((await callAs(bed.base, lotte, '/tracking/9780000000002')).result).toEqual({
      isbn: '9780000000002',
      percentage: 0,
    });
    const teacher = await bed.tokenOf('teacher', bed.people.teacher);
    const seen = await callAs<ReadingTracking>(
      bed.base,
      teacher,
      `/tracking_info?student_id=${bed.people.student}`,
    );
    expect(seen.result.settings.find((s) => s.isbn === isbn)?.percentage).toBe(60);
    const other = await bed.tokenOf('teacher', bed.people.otherTeacher);
    expect(await callAs(bed.base, other, `/tracking_info?student_id=${bed.people.student}`)).toMatchObject({
      code: 404,
      error: true,
    });
    expect(
      (await callAs(bed.base, teacher, `/tracking/${isbn}`, { method: 'PUT', body: { percentage: 5 } })).code,
    ).toBe(403);
    expect(
      (await callAs(bed.base, lotte, `/tracking/${isbn}`, { method: 'PUT', body: { percentage: 101 } })).code,
    ).toBe(400);
  });
});
