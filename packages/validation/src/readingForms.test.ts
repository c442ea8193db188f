import { READING_ACCOUNT_TYPES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  READING_FORM_MESSAGES,
  readingAccountTypeOf,
  readingClassErrors,
  readingClubErrors,
  readingStudentErrors,
  readingTeacherErrors,
} from './readingForms';

describe('a class (seed 001 §3, §9: grades 1 to 13 plus kindergarten 1 to 4)', () => {
  it('needs a name and a grade of 1 to 13 or K1 to K4', () => {
    for (const grade of ['1', '13', 'K1', 'K4', 'k2'])
      expect(readingClassErrors({ name: '3B', grade })).toEqual([]);
    expect(readingClassErrors({ name: ' ', grade: '14' })).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'grade', code: 'INVALID_GRADE' },
    ]);
    expect(readingClassErrors({ name: 'Vlinders', grade: 'K5' })).toEqual([
      { field: 'grade', code: 'INVALID_GRADE' },
    ]);
    expect(readingClassErrors({ name: '3B', grade: '' })).toEqual([{ field: 'grade', code: 'REQUIRED' }]);
    expect(readingClassErrors({})).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'grade', code: 'REQUIRED' },
    ]);
  });

  it('checks only what a change gives: a rename its name, a regrade its grade', () => {
    expect(readingClassErrors({ name: '4A' }, { partial: true })).toEqual([]);
    expect(readingClassErrors({ name: '' }, { partial: true })).toEqual([
      { field: 'name', code: 'REQUIRED' },
    ]);
    expect(readingClassErrors({ grade: '0' }, { partial: true })).toEqual([
      { field: 'grade', code: 'INVALID_GRADE' },
    ]);
  });
});

describe('a pupil (seed 001 §5: names of at least 2 letters or spaces, passwords of at least 8 characters)', () => {
  const pupil = { name: 'Lotte Peeters', password: 'Leesvogel12', classId: '4' };

  it('passes with a name and a strong password', () => {
    expect(readingStudentErrors(pupil)).toEqual([]);
    expect(readingStudentErrors({ name: 'Zoë', password: 'Lezen123!' })).toEqual([]);
  });

  it('needs at least 2 letters, only letters or spaces, and 8 characters with a lowercase, an uppercase and a number or special character', () => {
    expect(readingStudentErrors({ ...pupil, name: 'L', password: 'leesvogel' })).toEqual([
      { field: 'name', code: 'NAME_TOO_SHORT' },
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
    ]);
    expect(readingStudentErrors({ ...pupil, name: 'Lotte3' })).toEqual([
      { field: 'name', code: 'NAME_NOT_LETTERS' },
    ]);
    // 7 characters are one too few, 8 are enough.
    expect(readingStudentErrors({ ...pupil, password: 'Lezen1!' })).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
    ]);
    expect(readingStudentErrors({ ...pupil, password: 'Lezen12!' })).toEqual([]);
  });

  it('needs a password and, where the form asks it, a class', () => {
    expect(readingStudentErrors({ ...pupil, password: '', classId: '' })).toEqual([
      { field: 'password', code: 'REQUIRED' },
      { field: 'classId', code: 'REQUIRED' },
    ]);
  });

  it('keeps an edited pupil’s password when the change leaves it out', () => {
    expect(readingStudentErrors({ name: 'Lotte', password: null }, { partial: true })).toEqual([]);
    expect(readingStudentErrors({ name: 'Lotte', password: 'Kort1' }, { partial: true })).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
    ]);
    expect(readingStudentErrors({ name: '' }, { partial: true })).toEqual([
      { field: 'name', code: 'REQUIRED' },
    ]);
  });
});

describe('a teacher (seed 001 §3, §5)', () => {
  const teacher = {
    email: 'an.janssens@school.be',
    firstname: 'An',
    lastname: 'Janssens',
    accountType: 'elementary school',
  };

  it('needs a valid email, a first and a last name', () => {
    expect(readingTeacherErrors(teacher)).toEqual([]);
    expect(readingTeacherErrors({ ...teacher, email: 'an.janssens', firstname: '', lastname: 'J' })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'firstname', code: 'REQUIRED' },
      { field: 'lastname', code: 'NAME_TOO_SHORT' },
    ]);
  });

  it('takes one of the five account types, or none where it may be left out', () => {
    for (const accountType of READING_ACCOUNT_TYPES)
      expect(readingTeacherErrors({ ...teacher, accountType })).toEqual([]);
    expect(readingTeacherErrors({ ...teacher, accountType: '' })).toEqual([]);
    expect(readingTeacherErrors({ ...teacher, accountType: 'university' })).toEqual([
      { field: 'accountType', code: 'INVALID_ACCOUNT_TYPE' },
    ]);
    expect(readingAccountTypeOf(' High School ')).toBe('high school');
    expect(readingAccountTypeOf('university')).toBeNull();
  });

  it('checks only the fields a change gives', () => {
    expect(readingTeacherErrors({ lastname: 'Peeters' }, { partial: true })).toEqual([]);
    expect(readingTeacherErrors({ email: 'an@school' }, { partial: true })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL' },
    ]);
  });
});

describe('a reading club (seed 001 §3)', () => {
  it('needs a name; the description is free', () => {
    expect(readingClubErrors({ name: 'Voorleesclub', description: '' })).toEqual([]);
    expect(readingClubErrors({ name: ' ', description: 'Elke vrijdag' })).toEqual([
      { field: 'name', code: 'REQUIRED' },
    ]);
    expect(readingClubErrors({ description: 'Nieuw' }, { partial: true })).toEqual([]);
  });
});

describe('the messages', () => {
  it("are the shop's English words, and name the account types of seed 001 §3", () => {
    expect(READING_FORM_MESSAGES.NAME_NOT_LETTERS).toBe('Only alphabet characters or spaces are allowed.');
    expect(READING_FORM_MESSAGES.PASSWORD_TOO_WEAK).toBe(
      'Password must have at least 8 characters with at least one lowercase letter, one uppercase letter and one number or special character.',
    );
    expect(READING_FORM_MESSAGES.INVALID_ACCOUNT_TYPE).toBe(
      `The account type must be one of: ${READING_ACCOUNT_TYPES.join(', ')}.`,
    );
    expect(READING_FORM_MESSAGES.INVALID_GRADE).toBe('The grade must be 1 to 13 or K1 to K4.');
  });
});
