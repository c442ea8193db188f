import type { ReactNode } from 'react';
import { Alert } from '@/shared/ui/Alert';

/** The errors of a form that belong to no field (invalid credentials...), above the form. */
export function FormErrorSummary({
  errors,
  action,
}: {
  errors: readonly { code: string; text: string }[];
  action?: ReactNode;
}) {
  if (errors.length === 0) return null;
  return (
    <Alert tone="error" action={action} data-testid="form-errors">
      {errors.length === 1 ? (
        <p>{errors[0]?.text}</p>
      ) : (
        <ul>
          {errors.map((error) => (
            <li key={error.code}>{error.text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
