import { FORM_RULE_MESSAGES, nameRule } from './formRules';

/** seed 001 §5: 'It accepts only alphabet characters or spaces.' (the shop's names share the rule). */
export const READING_NAME_MESSAGES = {
  NAME_NOT_LETTERS: FORM_RULE_MESSAGES.NAME_NOT_LETTERS,
} as const;

export type ReadingNameRuleCode = 'REQUIRED' | 'NAME_TOO_SHORT' | 'NAME_NOT_LETTERS';

/**
 * seed 001 §5: 'A name has at least 2 letters. It accepts only alphabet characters or spaces.' The names of
 * the reading programme: a pupil's name, a teacher's first and last name; the shop's names follow the same
 * rule (formRules.ts nameRule, with the apostrophe and hyphen real names need).
 */
export function readingNameRule(name: string): ReadingNameRuleCode | null {
  return nameRule(name) as ReadingNameRuleCode | null;
}
