import type { FieldError } from '@shop/validation';

/** A user error as the API sends it: a stable code, the seed's English message, the input field if any. */
export interface UserError {
  code: string;
  message: string;
  field?: string | null;
  /** With TOO_MANY_ATTEMPTS: the payload's wait in seconds (tooManyAttempts.ts). */
  retryAfterSeconds?: number | null;
  /** With TOO_LONG or NAMES_TOO_LONG broken in the browser: the field's maximum (seed 001 §5). */
  chars?: number | null;
}

/** What a form shows: one error per field, and the errors of no field (shown above the form). */
export interface FormErrors {
  byField: Record<string, UserError>;
  general: UserError[];
}

export const NO_ERRORS: FormErrors = { byField: {}, general: [] };

/**
 * The form rules broken in the browser (seed 000 §5, @shop/validation), as errors of their fields. The
 * rules' codes are the API's codes, so the form translates both the same way.
 */
export function fromRuleErrors(errors: readonly FieldError[]): FormErrors {
  return fromUserErrors(errors.map(({ field, code, chars }) => ({ field, code, message: code, chars })));
}

/**
 * The API's userErrors by field: the first error of a field is shown under it; errors naming no field, or a
 * field the form does not have, are shown above the form so none is lost.
 */
export function fromUserErrors(
  errors: readonly UserError[],
  formFields: readonly string[] | null = null,
): FormErrors {
  const byField: Record<string, UserError> = {};
  const general: UserError[] = [];
  for (const error of errors) {
    const field = error.field ?? null;
    if (field && (formFields === null || formFields.includes(field))) byField[field] ??= error;
    else general.push(error);
  }
  return { byField, general };
}

export function hasErrors(errors: FormErrors): boolean {
  return errors.general.length > 0 || Object.keys(errors.byField).length > 0;
}
