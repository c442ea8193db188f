import { describe, expect, it } from 'vitest';
import { refusalError } from './refusals';

describe("the reading programme's refusals (seed 001 §8)", () => {
  it.each([
    ['A class with this name already exists.', 'CLASS_NAME_TAKEN'],
    ['A student with this name already exists.', 'STUDENT_NAME_TAKEN'],
    ['Some of the uploaded students already exist.', 'STUDENTS_EXIST'],
    ['A teacher with this email already exists.', 'TEACHER_EMAIL_TAKEN'],
    ['Not enough credits', 'NOT_ENOUGH_CREDITS'],
    ['Credits expired', 'CREDITS_EXPIRED'],
    ['A book is already being read.', 'BOOK_ALREADY_READ'],
    ['Connection lost', 'CONNECTION_LOST'],
    ['File size too big', 'FILE_TOO_LARGE'],
    ['Maximum 100 records per bulk import allowed', 'BULK_TOO_MANY_RECORDS'],
    ['Teacher not found', 'TEACHER_NOT_FOUND'],
  ])("keeps '%s' with the code %s", (message, code) => {
    expect(refusalError(message)).toEqual({ code, message, field: null });
  });

  it("shows a message the seed does not list as the server said it (seed 001 §8: 'shows the server error')", () => {
    expect(refusalError('grade must be 1..13 or K1..K4', 'grade')).toEqual({
      code: 'REFUSED',
      message: 'grade must be 1..13 or K1..K4',
      field: 'grade',
    });
  });
});
