import type { ReadingClassSummary } from '@shop/contracts';
import { READING_MESSAGES } from '@shop/contracts';
import type { UserError } from './userError';

/** seed 001 §5 and §9: the school id is ten digits, zero-padded. */
export const SCHOOL_ID_LENGTH = 10;

/** seed 001 §5: Belgian ids are digits ({ip}), padded with zeros to ten. */
const BELGIAN_SCHOOL_ID = new RegExp(`^\\d{1,${SCHOOL_ID_LENGTH}}$`);
/** seed 001 §5: Dutch ids have the format 11AA11. */
const DUTCH_SCHOOL_ID = /^\d{2}[A-Z]{2}\d{2}$/;

/**
 * The school id as the reading programme knows it, or null when it is not a valid school id.
 * Pupils type ids like '12345' for '0000012345', so Belgian ids are padded; Dutch letters are
 * upper-cased because pupils type them either way.
 */
export function normalizeSchoolId(input: string): string | null {
  const typed = input.trim().toUpperCase();
  if (BELGIAN_SCHOOL_ID.test(typed)) return typed.padStart(SCHOOL_ID_LENGTH, '0');
  if (DUTCH_SCHOOL_ID.test(typed)) return typed;
  return null;
}

/** seed 001 §5: 'not a valid school id'. */
export function invalidSchoolId(field = 'schoolId'): UserError {
  return { code: 'INVALID_SCHOOL_ID', message: 'not a valid school id', field };
}

/** seed 001 §5: a class lookup with an empty result marks the school id as invalid ('Unable to find this school', §8). */
export function classLookupErrors(classes: readonly ReadingClassSummary[], field = 'schoolId'): UserError[] {
  return classes.length === 0
    ? [{ code: 'SCHOOL_NOT_FOUND', message: READING_MESSAGES.schoolNotFound, field }]
    : [];
}
