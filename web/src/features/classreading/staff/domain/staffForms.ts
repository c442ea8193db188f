import {
  collect,
  emailRule,
  isGrade,
  nameRule,
  passwordRule,
  requiredRule,
  type FieldError,
} from '@shop/validation';

/**
 * The rules the staff forms check before sending (seed 001 §5 form rules: required fields, names of at least
 * 2 letters, passwords of at least 8 characters with a lowercase, an uppercase and a number or special
 * character, a valid email). The field names are the API's, so its userErrors land on the same fields.
 */

export interface ClassFormValues {
  name: string;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §9). */
  grade: string;
}

export function classFormErrors({ name, grade }: ClassFormValues): FieldError[] {
  return collect({ name: requiredRule(name), grade: isGrade(grade) ? null : 'REQUIRED' });
}

export interface StudentFormValues {
  name: string;
  /** Empty when an existing pupil keeps their password. */
  password: string;
  screenname: string;
  classId: string;
}

/** A new pupil needs a password; an edited one keeps theirs unless a new one is typed. */
export function studentFormErrors(values: StudentFormValues, isNew: boolean): FieldError[] {
  return collect({
    name: nameRule(values.name),
    password: isNew || values.password !== '' ? passwordRule(values.password) : null,
    classId: requiredRule(values.classId),
  });
}

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

export function teacherFormErrors(values: TeacherFormValues): FieldError[] {
  return collect({
    email: emailRule(values.email),
    firstname: nameRule(values.firstname),
    lastname: nameRule(values.lastname),
  });
}

export interface ClubFormValues {
  name: string;
  description: string;
  /** A data: URL of the chosen image; null keeps the current one (or none). */
  avatar: string | null;
}

export function clubFormErrors(values: ClubFormValues): FieldError[] {
  return collect({ name: requiredRule(values.name) });
}
