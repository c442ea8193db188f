import { READING_ACCOUNT_TYPES, type ReadingAccountType } from '@shop/contracts';
import { emailRule, FORM_RULE_MESSAGES, passwordRule, requiredRule, type FormRuleCode } from './formRules';
import { normalizeGrade } from './grades';
import { READING_NAME_MESSAGES, readingNameRule, type ReadingNameRuleCode } from './readingNames';

/**
 * The form rules of the reading programme's own records (seed 001 §5): a class, a pupil, a teacher, a reading
 * club. One place for the web's staff forms (checked as the teacher types), the classreading subgraph's
 * userErrors and its bulk import's rows. A broken rule is a field and a stable code; the web translates the
 * code, the graph answers it with the English message below.
 *
 * Its own entry of the package (`@shop/validation/readingForms`), not in the index: the shop's pages import the
 * index, and the reading programme's rules (with the contracts they name) must not weigh on their first load.
 */

/** The codes a reading-programme form can answer: the shop's form rules, its name rule, and two of its own. */
export type ReadingFormCode = FormRuleCode | ReadingNameRuleCode | 'INVALID_ACCOUNT_TYPE' | 'INVALID_GRADE';

export const READING_FORM_MESSAGES: Readonly<Record<ReadingFormCode, string>> = {
  ...FORM_RULE_MESSAGES,
  ...READING_NAME_MESSAGES,
  // seed 001 §3 lists the account types (READING_ACCOUNT_TYPES, the test holds them together); the message is ours.
  INVALID_ACCOUNT_TYPE:
    'The account type must be one of: kindergarten, elementary school, high school, teacher in training, professor.',
  // seed 001 §3: grades 1 to 13 plus kindergarten levels 1 to 4; the message is ours.
  INVALID_GRADE: 'The grade must be 1 to 13 or K1 to K4.',
};

/** A broken rule of one field; the field names are the API's, so the graph's userErrors land on the forms' fields. */
export interface ReadingFieldError {
  field: string;
  code: ReadingFormCode;
}

/**
 * `partial`: the values are a change (an update), so a field left out (null or undefined) keeps its value and
 * is not checked; without it, every field the rule knows is checked, and a missing one is required.
 */
export interface ReadingFormOptions {
  partial?: boolean;
}

type Check = (value: string) => ReadingFormCode | null;

/** The fields' broken rules, in the order given, skipping the ones a change leaves out. */
function errorsOf(
  form: Readonly<Record<string, string | null | undefined>>,
  checks: Readonly<Record<string, Check>>,
  { partial = false }: ReadingFormOptions,
): ReadingFieldError[] {
  return Object.entries(checks).flatMap(([field, check]) => {
    const value = form[field];
    if (partial && value == null) return [];
    const code = check(value ?? '');
    return code ? [{ field, code }] : [];
  });
}

/** seed 001 §3: a grade is 1 to 13 or K1 to K4 (either case, as the reading programme stores it). */
function gradeRule(grade: string): ReadingFormCode | null {
  if (grade.trim() === '') return 'REQUIRED';
  return normalizeGrade(grade) === null ? 'INVALID_GRADE' : null;
}

/** The account type as the reading programme writes it, or null when it is none of seed 001 §3's five. */
export function readingAccountTypeOf(value: string): ReadingAccountType | null {
  const typed = value.trim().toLowerCase();
  return READING_ACCOUNT_TYPES.find((type) => type === typed) ?? null;
}

/** An account type is optional where a form or a file may leave it out; a given one is one of the five. */
function accountTypeRule(accountType: string): ReadingFormCode | null {
  return accountType.trim() === '' || readingAccountTypeOf(accountType) !== null
    ? null
    : 'INVALID_ACCOUNT_TYPE';
}

export interface ReadingClassForm {
  name?: string | null;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §9). */
  grade?: string | null;
}

/** A class (seed 001 §3 Class): a name and a grade. */
export function readingClassErrors(
  form: ReadingClassForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  return errorsOf({ ...form }, { name: requiredRule, grade: gradeRule }, options);
}

export interface ReadingStudentForm {
  name?: string | null;
  password?: string | null;
  /** The pupil's class, where a form asks it; a bulk file's rows all go to the class it is imported into. */
  classId?: string | null;
}

/**
 * A pupil (seed 001 §3 Student data fields): a name of at least 2 letters, only alphabet characters or spaces,
 * and a password of at least 8 characters with a lowercase, an uppercase and a number or special character
 * (seed 001 §5). The screenname is free; a class, where the form has the field, must be chosen.
 */
export function readingStudentErrors(
  form: ReadingStudentForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  return errorsOf(
    { ...form },
    {
      name: readingNameRule,
      password: passwordRule,
      ...(form.classId !== undefined ? { classId: requiredRule } : {}),
    },
    options,
  );
}

export interface ReadingTeacherForm {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  accountType?: string | null;
}

/** A teacher (seed 001 §3, §5): a valid email, a first and a last name; the title is free, the account type one of five. */
export function readingTeacherErrors(
  form: ReadingTeacherForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  return errorsOf(
    { ...form },
    { email: emailRule, firstname: readingNameRule, lastname: readingNameRule, accountType: accountTypeRule },
    options,
  );
}

export interface ReadingClubForm {
  name?: string | null;
  description?: string | null;
}

/**
 * A reading club (seed 001 §3): a name. The seed gives no rule for the description, and the reading programme
 * keeps an empty one, so it is free.
 */
export function readingClubErrors(
  form: ReadingClubForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  return errorsOf({ ...form }, { name: requiredRule }, options);
}
