import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MAX_CHARS } from '@shop/validation';
import { Field, TextInput } from '@/shared/ui/Field';
import styles from './PersonFields.module.css';

type NameField = 'firstname' | 'lastname';

export interface NameFieldsProps {
  firstname: string;
  lastname: string;
  onChange(field: NameField, value: string): void;
  /** The error of a field by its name, which the API's userErrors use too (firstname, lastname). */
  fieldError(field: NameField): string | undefined;
  /** A field left: the form may check its rule now (the checkout checks as the shopper types). */
  onBlur?(field: NameField): void;
}

/**
 * A person's first and last name (seed 000 §5: each at least 2 letters), side by side from the tablet on, as
 * registration, the profile and an address ask them. Each input stops at the name's maximum (seed 001 §5); a
 * value set otherwise (a saved one, a filled-in one) still meets the rule's message.
 */
export function NameFields({ firstname, lastname, onChange, fieldError, onBlur }: NameFieldsProps) {
  return (
    <div className={styles.names}>
      <Field label={<Trans>Voornaam</Trans>} required error={fieldError('firstname')}>
        <TextInput
          name="firstname"
          autoComplete="given-name"
          maxLength={MAX_CHARS.name}
          value={firstname}
          onChange={(event) => onChange('firstname', event.target.value)}
          onBlur={() => onBlur?.('firstname')}
        />
      </Field>
      <Field label={<Trans>Achternaam</Trans>} required error={fieldError('lastname')}>
        <TextInput
          name="lastname"
          autoComplete="family-name"
          maxLength={MAX_CHARS.name}
          value={lastname}
          onChange={(event) => onChange('lastname', event.target.value)}
          onBlur={() => onBlur?.('lastname')}
        />
      </Field>
    </div>
  );
}

export interface EmailFieldProps {
  value: string;
  /** Left out for an address the shopper cannot change here (the reset link's). */
  onChange?(value: string): void;
  error?: string | null;
  /** username where the email logs in (the password manager fills it in with the password). */
  autoComplete?: 'email' | 'username';
  required?: boolean;
  onBlur?(): void;
}

/** An email address (seed 000 §5: a valid email), named `email` as the API's inputs and userErrors name it. */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
  required = true,
  onBlur,
}: EmailFieldProps) {
  return (
    <Field label={<Trans>E-mailadres</Trans>} required={required} error={error}>
      <TextInput
        type="email"
        name="email"
        autoComplete={autoComplete}
        maxLength={MAX_CHARS.email}
        value={value}
        readOnly={onChange === undefined}
        onChange={onChange && ((event) => onChange(event.target.value))}
        onBlur={onBlur}
      />
    </Field>
  );
}

export interface PasswordFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** The input's name, as the API's inputs and userErrors name it. */
  name?: string;
  label?: ReactNode;
}

/** The password someone has (a login, or the current one before a change): the password manager fills it in. */
export function PasswordField({
  value,
  onChange,
  error,
  name = 'password',
  label = <Trans>Wachtwoord</Trans>,
}: PasswordFieldProps) {
  return (
    <Field label={label} required error={error}>
      <TextInput
        type="password"
        name={name}
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
