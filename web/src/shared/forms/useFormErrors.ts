import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_ERRORS, type FormErrors, type UserError } from './fieldErrors';

/** A user error in the store view's language: each feature knows the codes of its own mutations. */
export type UserErrorText = (
  i18n: I18n,
  error: Pick<UserError, 'code' | 'message' | 'retryAfterSeconds' | 'chars'>,
) => string;

/**
 * A form's errors, translated by `text`, and the focus moved to the first field in error once they show (a
 * screen reader then reads that field with its message). `formRef` goes on the <form>.
 */
export function useFormErrors(text: UserErrorText) {
  const { i18n } = useLingui();
  const [errors, setErrorsState] = useState<FormErrors>(NO_ERRORS);
  const [shown, setShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (shown === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group of choices (the privacy policy's fieldset) is not focusable itself: its first control is.
    const control = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input');
    control?.focus();
  }, [shown]);

  const setErrors = useCallback((next: FormErrors) => {
    setErrorsState(next);
    setShown((count) => count + 1);
  }, []);
  const clearErrors = useCallback(() => setErrorsState(NO_ERRORS), []);

  /** The translated error of a field, for Field's `error`. */
  const fieldError = (field: string): string | undefined => {
    const error = errors.byField[field];
    return error ? text(i18n, error) : undefined;
  };
  const generalErrors = errors.general.map((error) => ({ ...error, text: text(i18n, error) }));

  return { formRef, errors, setErrors, clearErrors, fieldError, generalErrors };
}
