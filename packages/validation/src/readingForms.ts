import { READING_ACCOUNT_TYPES, type ReadingAccountType } from '@shop/contracts';
import { AVATAR_MESSAGES, avatarRule, dataUrlImage, type AvatarRuleCode } from './avatar';
import type { LimitedField } from './fieldLimits';
import {
  emailRule,
  FORM_RULE_MESSAGES,
  fullNameRule,
  lettersOrNumbersRule,
  maxCharsRule,
  passwordRule,
  requiredRule,
  type FormRuleCode,
  type RuleAnswer,
} from './formRules';
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
export type ReadingFormCode =
  FormRuleCode | ReadingNameRuleCode | AvatarRuleCode | 'INVALID_ACCOUNT_TYPE' | 'INVALID_GRADE';

export const READING_FORM_MESSAGES: Readonly<Record<ReadingFormCode, string>> = {
  ...FORM_RULE_MESSAGES,
  ...READING_NAME_MESSAGES,
  ...AVATAR_MESSAGES,
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
  /** The maximum a TOO_LONG or NAMES_TOO_LONG names. */
  chars?: number;
}

/**
 * `partial`: the values are a change (an update), so a field left out (null or undefined) keeps its value and
 * is not checked; without it, every field the rule knows is checked, and a missing one is required.
 */
export interface ReadingFormOptions {
  partial?: boolean;
}

type Check = (value: string) => RuleAnswer<ReadingFormCode>;

/** The fields' broken rules, in the order given, skipping the ones a change leaves out. */
function errorsOf(
  form: Readonly<Record<string, string | null | undefined>>,
  checks: Readonly<Record<string, Check>>,
  { partial = false }: ReadingFormOptions,
): ReadingFieldError[] {
  return Object.entries(checks).flatMap(([field, check]): ReadingFieldError[] => {
    const value = form[field];
    if (partial && value == null) return [];
    const answer = check(value ?? '');
    if (!answer) return [];
    return typeof answer === 'string' ? [{ field, code: answer }] : [{ field, ...answer }];
  });
}

/** A field's maximum (seed 001 §5, fieldLimits.ts) before its rule; without a rule, the value is free. */
function limited(field: LimitedField, rule?: (value: string) => ReadingFormCode | null): Check {
  return (value) => maxCharsRule(value, field) ?? rule?.(value) ?? null;
}

/** A value that may stay empty: checked only when given. */
function optional(rule: (value: string) => ReadingFormCode | null) {
  return (value: string) => (value.trim() === '' ? null : rule(value));
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
  // seed 001 §5 'letters or numbers only': a class is named by its year and letter ('3A', 'Klas 5B').
  return errorsOf(
    { ...form },
    { name: limited('className', lettersOrNumbersRule), grade: gradeRule },
    options,
  );
}

export interface ReadingStudentForm {
  name?: string | null;
  screenname?: string | null;
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
      name: limited('pupilName', readingNameRule),
      password: passwordRule,
      screenname: limited('screenname'),
      ...(form.classId !== undefined ? { classId: requiredRule } : {}),
    },
    options,
  );
}

export interface ReadingTeacherForm {
  email?: string | null;
  title?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  accountType?: string | null;
}

/** A teacher (seed 001 §3, §5): a valid email, a first and a last name; the title is free, the account type one of five. */
export function readingTeacherErrors(
  form: ReadingTeacherForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  const errors = errorsOf(
    { ...form },
    {
      email: limited('email', emailRule),
      firstname: limited('name', readingNameRule),
      lastname: limited('name', readingNameRule),
      title: limited('title'),
      accountType: accountTypeRule,
    },
    options,
  );
  // seed 001 §5 'a maximum of {chars} characters between first and last name', once each name passes.
  const names = errors.some(({ field }) => field === 'firstname' || field === 'lastname');
  const together =
    names || form.firstname == null || form.lastname == null
      ? null
      : fullNameRule(form.firstname, form.lastname);
  return together ? [...errors, { field: 'lastname', ...together }] : errors;
}

export interface ReadingClubForm {
  name?: string | null;
  description?: string | null;
  /** A data URL (data:image/png;base64,…), as the API takes it. */
  avatar?: string | null;
}

/**
 * A reading club (seed 001 §3): a name, within its maximum like the description (seed 001 §5). The seed gives
 * no other rule for the description, and the reading programme keeps an empty one, so it is free. An avatar,
 * when given, is a JPEG or PNG within the avatar's limits.
 */
export function readingClubErrors(
  form: ReadingClubForm,
  options: ReadingFormOptions = {},
): ReadingFieldError[] {
  return errorsOf(
    { ...form, avatar: form.avatar ?? undefined },
    {
      name: limited('clubName', requiredRule),
      description: limited('clubDescription'),
      // Left out, the avatar is not checked: a club may have none.
      ...(form.avatar ? { avatar: optional(avatarDataUrlRule) } : {}),
    },
    options,
  );
}

/** seed 001 §5 'Image maximum width and height in px; file maximum size in kB or MB', of a data URL. */
export function avatarDataUrlRule(dataUrl: string): AvatarRuleCode | null {
  const image = dataUrlImage(dataUrl);
  return image ? avatarRule(image) : 'IMAGE_NOT_ALLOWED';
}
