import { nameRule } from './formRules';

/** seed 001 §5: 'It accepts only alphabet characters or spaces.' */
export const READING_NAME_MESSAGES = {
  NAME_NOT_LETTERS: 'Only alphabet characters or spaces are allowed.',
} as const;

export type ReadingNameRuleCode = 'REQUIRED' | 'NAME_TOO_SHORT' | 'NAME_NOT_LETTERS';

/** Letters of every script (Belgian and Dutch names have accents) and spaces. */
const LETTERS_OR_SPACES = /^[\p{L}\p{M} ]+$/u;

/**
 * seed 001 §5: 'A name has at least 2 letters. It accepts only alphabet characters or spaces.' The names of
 * the reading programme: a pupil's name, a teacher's first and last name.
 */
export function readingNameRule(name: string): ReadingNameRuleCode | null {
  const length = nameRule(name);
  if (length === 'REQUIRED') return 'REQUIRED';
  if (!LETTERS_OR_SPACES.test(name.trim())) return 'NAME_NOT_LETTERS';
  return length === 'NAME_TOO_SHORT' ? 'NAME_TOO_SHORT' : null;
}
