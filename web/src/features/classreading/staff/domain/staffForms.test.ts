import { describe, expect, it } from 'vitest';
import { classFormErrors, clubFormErrors, studentFormErrors, teacherFormErrors } from './staffForms';

describe('staff form rules (seed 001 §5)', () => {
  it('a class needs a name and a grade of 1 to 13 or kindergarten 1 to 4', () => {
    expect(classFormErrors({ name: '3B', grade: '13' })).toEqual([]);
    expect(classFormErrors({ name: 'Vlinders', grade: 'K4' })).toEqual([]);
    expect(classFormErrors({ name: ' ', grade: '14' })).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'grade', code: 'INVALID_GRADE' },
    ]);
    expect(classFormErrors({ name: '3B', grade: '' })).toEqual([{ field: 'grade', code: 'REQUIRED' }]);
  });

  it('a new pupil needs a name of at least 2 letters or spaces and a strong password of at least 8 characters', () => {
    const pupil = { name: 'Lotte Peeters', password: 'Leesvogel12', screenname: '', classId: '4' };
    expect(studentFormErrors(pupil, true)).toEqual([]);
    expect(studentFormErrors({ ...pupil, name: 'L', password: 'leesvogel' }, true)).toEqual([
      { field: 'name', code: 'NAME_TOO_SHORT' },
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
    ]);
    expect(studentFormErrors({ ...pupil, password: '' }, true)).toEqual([
      { field: 'password', code: 'REQUIRED' },
    ]);
    expect(studentFormErrors({ ...pupil, name: 'Lotte3' }, true)).toEqual([
      { field: 'name', code: 'NAME_NOT_LETTERS' },
    ]);
  });

  it('an edited pupil keeps their password when none is typed', () => {
    expect(studentFormErrors({ name: 'Lotte', password: '', screenname: '', classId: '4' }, false)).toEqual(
      [],
    );
    expect(
      studentFormErrors({ name: 'Lotte', password: 'Kort1', screenname: '', classId: '4' }, false),
    ).toEqual([{ field: 'password', code: 'PASSWORD_TOO_WEAK' }]);
  });

  it('a teacher needs a valid email, a first and a last name', () => {
    const teacher = {
      email: 'an.janssens@school.be',
      firstname: 'An',
      lastname: 'Janssens',
      title: '',
      accountType: 'elementary school' as const,
    };
    expect(teacherFormErrors(teacher)).toEqual([]);
    expect(teacherFormErrors({ ...teacher, email: 'an.janssens', firstname: '', lastname: 'J' })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'firstname', code: 'REQUIRED' },
      { field: 'lastname', code: 'NAME_TOO_SHORT' },
    ]);
  });

  it('a club needs a name', () => {
    expect(clubFormErrors({ name: '', description: '', avatar: null })).toEqual([
      { field: 'name', code: 'REQUIRED' },
    ]);
  });
});
