import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromUserErrors, NO_ERRORS, type FormErrors, type UserError } from '@/shared/forms/fieldErrors';
import { checkoutErrorText } from './checkoutMessages';
import type { CheckoutFieldError } from './domain/checkoutRules';

/** The field a userError names, without the input's path ('input.address.postcode' -> 'address.postcode'). */
function fieldOf(field: string | null | undefined, prefixes: readonly string[]): string | null {
  if (!field) return null;
  let name = field.replace(/^input\./, '');
  for (const prefix of prefixes) if (name.startsWith(`${prefix}.`)) name = name.slice(prefix.length + 1);
  return name;
}

/**
 * A checkout form's errors: the seed 000 §5 rules checked as the shopper types (a field once left, or every
 * field once the form was sent), and the graph's userErrors beside their fields or above the form, all in the
 * store view's language. The focus goes to the first field in error when the form is sent with errors.
 */
export function useCheckoutFieldErrors(
  ruleErrors: readonly CheckoutFieldError[],
  fields: readonly string[],
  /** Input paths the graph may put before a field name (address, billingAddress...). */
  prefixes: readonly string[] = [],
) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const touch = useCallback((field: string) => {
    setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
  }, []);

  /** Sent: every field is checked; true when no rule is broken. */
  const validate = () => {
    setTouched(new Set(fields));
    setServer(NO_ERRORS);
    setAttempts((count) => count + 1);
    return ruleErrors.length === 0;
  };

  const showUserErrors = (errors: readonly UserError[]) => {
    setServer(
      fromUserErrors(
        errors.map((error) => ({ ...error, field: fieldOf(error.field, prefixes) })),
        fields,
      ),
    );
    setAttempts((count) => count + 1);
  };

  /** A changed value: the graph's error of that field no longer applies. */
  const changed = (field: string) => {
    if (!server.byField[field]) return;
    const { [field]: _gone, ...rest } = server.byField;
    setServer({ ...server, byField: rest });
  };

  const fieldError = (field: string): string | undefined => {
    const rule = touched.has(field) ? ruleErrors.find((error) => error.field === field) : undefined;
    const error = rule ?? server.byField[field];
    return error ? checkoutErrorText(i18n, error) : undefined;
  };

  const generalErrors = server.general.map((error) => ({ ...error, text: checkoutErrorText(i18n, error) }));

  /** Any user error of the checkout in the store view's language. */
  const text = (error: { code: string; message?: string }) => checkoutErrorText(i18n, error);

  return { formRef, touch, validate, showUserErrors, changed, fieldError, generalErrors, text };
}
