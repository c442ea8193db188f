import { describe, expect, it } from 'vitest';
import { isPupil, mayPageAllBooks, passesSessionCheck } from './readingSessionCheck';

describe('passesSessionCheck (seed 001 §5: a name, or both firstname and lastname)', () => {
  it('passes a pupil with a name and a teacher with first and last name', () => {
    expect(passesSessionCheck({ name: 'Lotte' })).toBe(true);
    expect(passesSessionCheck({ firstname: 'Sofie', lastname: 'Claes' })).toBe(true);
  });

  it('fails without a user, without a name, or with only one of firstname and lastname', () => {
    expect(passesSessionCheck(null)).toBe(false);
    expect(passesSessionCheck(undefined)).toBe(false);
    expect(passesSessionCheck({ name: '  ' })).toBe(false);
    expect(passesSessionCheck({ firstname: 'Sofie', lastname: null })).toBe(false);
    expect(passesSessionCheck({ firstname: '', lastname: 'Claes' })).toBe(false);
  });
});

describe('the roles of seed 001 §3, §5', () => {
  it('pupils are Students and Club presidents', () => {
    expect(['Student', 'Club president', 'Teacher', 'Director'].map(isPupil)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('every book pages for Teacher, Director and Club president, not for a Student', () => {
    expect(['Student', 'Club president', 'Teacher', 'Director'].map(mayPageAllBooks)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
