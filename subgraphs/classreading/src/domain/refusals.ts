import { READING_DUPLICATE_ERRNO, READING_MESSAGES } from '@shop/contracts';
import type { UserError } from './userError';

/** The reading programme's refusals (seed 001 §8, API.md), by message, with the stable code a client translates. */
const REFUSAL_CODES: Record<string, string> = {
  [READING_MESSAGES.classNameTaken]: 'CLASS_NAME_TAKEN',
  [READING_MESSAGES.studentNameTaken]: 'STUDENT_NAME_TAKEN',
  [READING_MESSAGES.studentsExist]: 'STUDENTS_EXIST',
  [READING_MESSAGES.notEnoughCredits]: 'NOT_ENOUGH_CREDITS',
  [READING_MESSAGES.creditsExpired]: 'CREDITS_EXPIRED',
  [READING_MESSAGES.bookAlreadyRead]: 'BOOK_ALREADY_READ',
  [READING_MESSAGES.connectionLost]: 'CONNECTION_LOST',
  [READING_MESSAGES.fileTooLarge]: 'FILE_TOO_LARGE',
  [READING_MESSAGES.bulkTooLarge]: 'BULK_TOO_MANY_RECORDS',
  [READING_MESSAGES.noProposal]: 'NO_PROPOSED_SCHOOL_CODE',
  [READING_MESSAGES.classHasStudents]: 'CLASS_HAS_STUDENTS',
  // API.md: a co-teacher to add or remove who is not (or no longer) a teacher of the school
  [READING_MESSAGES.teacherNotFound]: 'TEACHER_NOT_FOUND',
};

/** A refusal as the reading programme answered it: its message, and its error number when it sent one. */
export interface Refusal {
  message: string;
  errno?: number | null;
}

/**
 * A refusal of the reading programme as a userError: the seed's message as it came, and its code. The
 * duplicate teacher email is known by its error number (seed 001 §8: 'status 400 with error number 1062'),
 * the others by their message. A message the seed does not list (a field the programme names as malformed)
 * is shown as the server said it (seed 001 §8: 'An embed answer with code 400 shows the server error') with
 * the code REFUSED.
 */
export function refusalError({ message, errno }: Refusal, field: string | null = null): UserError {
  if (errno === READING_DUPLICATE_ERRNO) return { code: 'TEACHER_EMAIL_TAKEN', message, field };
  return { code: REFUSAL_CODES[message] ?? 'REFUSED', message, field };
}

/** seed 001 §5: 'An embed request without a socket id gives Connection lost', without asking the programme. */
export const CONNECTION_LOST: UserError = {
  code: 'CONNECTION_LOST',
  message: READING_MESSAGES.connectionLost,
  field: 'socketId',
};
