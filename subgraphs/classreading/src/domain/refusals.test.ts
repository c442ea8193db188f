import { describe, expect, it } from 'vitest';
import { refusalError } from './refusals';

describe("the reading programme's refusals (seed 001 §8)", () => {
  it.each([
    ['A class with this name already exists.', 'CLASS_NAME_TAKEN'],
    ['A student with this name already exists.', 'STUDENT_NAME_TAKEN'],
    ['Some of the uploaded students already exist.', 'STUDENTS_EXIST'],
    ['Not enough credits', 'NOT_ENOUGH_CREDITS'],
    ['Credits expired', 'CREDITS_EXPIRED'],
    ['A book is already being read.', 'BOOK_ALREADY_READ'],
    ['Connection lost', 'CONNECTION_LOST'],
    ['File size too big', 'FILE_TOO_LARGE'],
    ['Maximum 100 records per bulk import allowed', 'BULK_TOO_MANY_RECORDS'],
    ['Teacher not found', 'TEACHER_NOT_FOUND'],
  ])("keeps '%s' with the code %s", (message, code) => {
    expect(refusalError({ message })).toEqual({ code, message, field: null });
  });

  it('knows the duplicate teacher email by its error number 1062 (seed 001 §8), whatever the words', () => {
    const message = 'A teacher with this email already exists.';
    expect(refusalError({ message, errno: 1062 }, 'email')).toEqual({
      code: 'TEACHER_EMAIL_TAKEN',
      message,
      field: 'email',
    });
    expect(refusalError({ message: 'Duplicate entry for key email', errno: 1062 }).code).toBe(
      'TEACHER_EMAIL_TAKEN',
    );
    // Without the number the words alone are no duplicate: the programme numbers every one it refuses.
    expect(refusalError({ message, errno: null }).code).toBe('REFUSED');
  });

  it("shows a message the seed does not list as the server said it (seed 001 §8: 'shows the server error')", () => {
    expect(refusalError({ message: 'grade must be 1..13 or K1..K4' }, 'grade')).toEqual({
      code: 'REFUSED',
      message: 'grade must be 1..13 or K1..K4',
      field: 'grade',
    });
  });
});
