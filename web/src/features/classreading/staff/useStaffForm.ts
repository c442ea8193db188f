import { useState, type FormEvent } from 'react';
import type { ReadingFieldError } from '@shop/validation/readingForms';
import { fromUserErrors, hasErrors, type UserError } from '@/shared/forms/fieldErrors';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';

/** What a staff form's owner answers: the API's userErrors, none when the change was made. */
export type StaffSubmit<Values> = (values: Values) => Promise<readonly UserError[]>;

/**
 * A staff form's submit: the seed's form rules first (nothing is sent while one is broken), then the API;
 * its userErrors go under their fields, or above the form, and the focus goes to the first field in error.
 */
export function useStaffForm<Values>(
  fields: readonly string[],
  rules: (values: Values) => readonly ReadingFieldError[],
  onSubmit: StaffSubmit<Values>,
) {
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useFormErrors(staffErrorText);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent, values: Values) => {
    event.preventDefault();
    // A rule's code is the API's code for the same refusal, so both read alike.
    const ruleErrors = fromUserErrors(rules(values).map((error) => ({ ...error, message: error.code })));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    setBusy(true);
    try {
      const userErrors = await onSubmit(values);
      if (userErrors.length > 0) setErrors(fromUserErrors(userErrors, fields));
    } catch {
      setErrors(fromUserErrors([UNEXPECTED_ERROR]));
    } finally {
      setBusy(false);
    }
  };

  return { formRef, fieldError, generalErrors, busy, submit };
}
