import { READING_ACCOUNT_TYPES, type ReadingAccountType } from '@shop/contracts';
import {
  emailRule,
  FORM_RULE_MESSAGES,
  type FormRuleCode,
  normalizeGrade,
  passwordRule,
  READING_NAME_MESSAGES,
  readingNameRule,
  type ReadingNameRuleCode,
} from '@shop/validation';
import type { UserError } from './userError';

/**
 * The form rules of the reading programme's own records (seed 001 §5), one place for the single forms
 * and the bulk import's rows: a broken rule is a field and a stable code; the caller words it.
 */
export interface FieldRuleError {
  field: string;
  code: FieldRuleCode;
}

export type FieldRuleCode = FormRuleCode | ReadingNameRuleCode | 'INVALID_ACCOUNT_TYPE' | 'INVALID_GRADE';

const FIELD_RULE_MESSAGES: Record<FieldRuleCode, string> = {
  ...FORM_RULE_MESSAGES,
  ...READING_NAME_MESSAGES,
  // seed 001 §3 lists the account types; the message is ours.
  INVALID_ACCOUNT_TYPE: `The account type must be one of: ${READING_ACCOUNT_TYPES.join(', ')}.`,
  // seed 001 §3: grades 1 to 13 plus kindergarten levels 1 to 4; the message is ours.
  INVALID_GRADE: 'The grade must be 1 to 13 or K1 to K4.',
};

/** A form's field errors as userErrors, with the shop's messages. */
export function formUserErrors(errors: readonly FieldRuleError[]): UserError[] {
  return errors.map(({ field, code }) => ({ code, message: FIELD_RULE_MESSAGES[code], field }));
}

export function fieldRuleMessage(code: FieldRuleCode): string {
  return FIELD_RULE_MESSAGES[code];
}

const rule = (field: string, code: FieldRuleCode | null): FieldRuleError[] => (code ? [{ field, code }] : []);

/** A pupil: a name (seed 001 §5 name rules) and a password (seed 001 §5 password rule); screenname is free. */
export function studentErrors(
  student: { name?: string | null; password?: string | null },
  { partial = false }: { partial?: boolean } = {},
): FieldRuleError[] {
  return [
    ...(partial && student.name == null ? [] : rule('name', readingNameRule(student.name ?? ''))),
    ...(partial && student.password == null ? [] : rule('password', passwordRule(student.password ?? ''))),
  ];
}

/** The account type as the reading programme writes it, or null when it is none (seed 001 §3). */
export function accountTypeOf(value: string): ReadingAccountType | null {
  const typed = value.trim().toLowerCase();
  return READING_ACCOUNT_TYPES.find((type) => type === typed) ?? null;
}

/** A teacher: a valid email, first and last name (seed 001 §5); title free, account type from seed 001 §3. */
export function teacherErrors(
  teacher: {
    email?: string | null;
    firstname?: string | null;
    lastname?: string | null;
    accountType?: string | null;
  },
  { partial = false }: { partial?: boolean } = {},
): FieldRuleError[] {
  const checked = (
    field: 'email' | 'firstname' | 'lastname',
    check: (value: string) => FieldRuleCode | null,
  ) => (partial && teacher[field] == null ? [] : rule(field, check(teacher[field] ?? '')));
  const accountType = teacher.accountType?.trim() ?? '';
  return [
    ...checked('email', emailRule),
    ...checked('firstname', readingNameRule),
    ...checked('lastname', readingNameRule),
    ...(accountType !== '' && accountTypeOf(accountType) === null
      ? [{ field: 'accountType', code: 'INVALID_ACCOUNT_TYPE' as const }]
      : []),
  ];
}

/** A class: a name and a grade (seed 001 §3: 1 to 13, K1 to K4). */
export function classErrors(
  schoolClass: { name?: string | null; grade?: string | null },
  { partial = false }: { partial?: boolean } = {},
): FieldRuleError[] {
  const nameMissing = (schoolClass.name ?? '').trim() === '';
  const gradeMissing = (schoolClass.grade ?? '').trim() === '';
  return [
    ...(partial && schoolClass.name == null ? [] : rule('name', nameMissing ? 'REQUIRED' : null)),
    ...(partial && schoolClass.grade == null
      ? []
      : rule(
          'grade',
          gradeMissing
            ? 'REQUIRED'
            : normalizeGrade(schoolClass.grade ?? '') === null
              ? 'INVALID_GRADE'
              : null,
        )),
  ];
}
