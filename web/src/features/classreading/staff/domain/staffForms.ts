import {
  collect,
  emailRule,
  normalizeGrade,
  passwordRule,
  readingNameRule,
  requiredRule,
} from '@shop/validation';

/**
 * The rules the staff forms check before sending (seed 001 §5 form rules: required fields, names of at least
 * 2 letters and only alphabet characters or spaces, passwords of at least 8 characters with a lowercase, an uppercase and a number or special
 * character, a valid email), the same rules and codes the classreading subgraph answers. The field names are
 * the API's, so its userErrors land on the same fields.
 */

/** A broken rule of one field: the codes of @shop/validation's form and reading-programme name rules. */
export interface StaffFieldError {
  field: string;
  code: string;
}

export interface ClassFormValues {
  name: string;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §9). */
  grade: string;
}

export function classFormErrors({ name, grade }: ClassFormValues): StaffFieldError[] {
  return collect<string>({
    name: requiredRule(name),
    grade: grade.trim() === '' ? 'REQUIRED' : normalizeGrade(grade) === null ? 'INVALID_GRADE' : null,
  });
}

export interface StudentFormValues {
  name: string;
  /** Empty when an existing pupil keeps their password. */
  password: string;
  screenname: string;
  classId: string;
}

/** A new pupil needs a password; an edited one keeps theirs unless a new one is typed. */
export function studentFormErrors(values: StudentFormValues, isNew: boolean): StaffFieldError[] {
  return collect<string>({
    name: readingNameRule(values.name),
    password: isNew || values.password !== '' ? passwordRule(values.password) : null,
    classId: requiredRule(values.classId),
  });
}

/** seed 001 §3 Teacher account types (@shop/contracts READING_ACCOUNT_TYPES, which the web does not import). */
export const ACCOUNT_TYPES = [
  'kindergarten',
  'elementary school',
  'high school',
  'teacher in training',
  'professor',
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface TeacherFormValues {
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  accountType: AccountType;
}

export function teacherFormErrors(values: TeacherFormValues): StaffFieldError[] {
  return collect<string>({
    email: emailRule(values.email),
    firstname: readingNameRule(values.firstname),
    lastname: readingNameRule(values.lastname),
  });
}

export interface ClubFormValues {
  name: string;
  description: string;
  /** A data: URL of the chosen image; null keeps the current one (or none). */
  avatar: string | null;
}

export function clubFormErrors(values: ClubFormValues): StaffFieldError[] {
  return collect<string>({ name: requiredRule(values.name) });
}
