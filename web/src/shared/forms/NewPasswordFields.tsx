import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field, TextInput } from '@/shared/ui/Field';

export interface NewPasswordFieldsProps {
  /** The form's field names, which its userErrors name too (password/passwordConfirmation, newPassword/...). */
  names: { password: string; confirmation: string };
  labels: { password: ReactNode; confirmation: ReactNode };
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  fieldError(name: string): string | undefined;
  /** A field left: the form may check its rule now (the checkout checks as the shopper types). */
  onBlur?(name: string): void;
}

/**
 * A new password and the same again (seed 000 §5: at least 8 characters with a lowercase, an uppercase and a
 * number or special character; identical when repeated), as registration, a reset and a change ask them.
 */
export function NewPasswordFields({
  names,
  labels,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  fieldError,
  onBlur,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={labels.password}
        required
        hint={
          <Trans>
            Minstens 8 tekens, met een kleine letter, een hoofdletter en een cijfer of speciaal teken.
          </Trans>
        }
        error={fieldError(names.password)}
      >
        <TextInput
          type="password"
          name={names.password}
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          onBlur={() => onBlur?.(names.password)}
        />
      </Field>
      <Field label={labels.confirmation} required error={fieldError(names.confirmation)}>
        <TextInput
          type="password"
          name={names.confirmation}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
          onBlur={() => onBlur?.(names.confirmation)}
        />
      </Field>
    </>
  );
}
