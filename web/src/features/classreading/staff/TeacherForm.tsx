import { Trans, useLingui } from '@lingui/react/macro';
import { READING_ACCOUNT_TYPES, type ReadingAccountType } from '@shop/contracts';
import { readingTeacherErrors } from '@shop/validation/readingForms';
import { MAX_CHARS } from '@shop/validation';
import { useState, type ReactNode } from 'react';
import { EmailField, NameFields } from '@/shared/forms/PersonFields';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import { accountTypeLabel } from './accountTypes';
import { useStaffForm, type StaffSubmit } from './useStaffForm';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export interface TeacherFormValues {
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  accountType: ReadingAccountType;
}

export interface TeacherFormProps {
  /** The teacher as they are (edit); absent for a new teacher. */
  initial?: TeacherFormValues;
  submitLabel: ReactNode;
  onSubmit: StaffSubmit<TeacherFormValues>;
  onCancel(): void;
}

/** A teacher's email, names, title and account type (seed 001 §3 Teacher). */
export function TeacherForm({ initial, submitLabel, onSubmit, onCancel }: TeacherFormProps) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<TeacherFormValues>(
    initial ?? { email: '', firstname: '', lastname: '', title: '', accountType: 'elementary school' },
  );
  const set = (key: keyof TeacherFormValues, value: string) =>
    setForm((before) => ({ ...before, [key]: value }));
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['email', 'firstname', 'lastname', 'title', 'accountType'],
    (values: TeacherFormValues) => readingTeacherErrors(values),
    onSubmit,
  );
  const trimmed = (): TeacherFormValues => ({
    ...form,
    email: form.email.trim(),
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    title: form.title.trim(),
  });
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leerkracht`}
      onSubmit={(event) => void submit(event, trimmed())}
    >
      <FormErrorSummary errors={generalErrors} />
      <EmailField value={form.email} onChange={(value) => set('email', value)} error={fieldError('email')} />
      <NameFields
        firstname={form.firstname}
        lastname={form.lastname}
        onChange={set}
        fieldError={(field) => fieldError(field)}
      />
      <div className={styles.pair}>
        <Field label={<Trans>Aanspreking</Trans>} error={fieldError('title')}>
          <TextInput
            name="title"
            maxLength={MAX_CHARS.title}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field label={<Trans>Soort account</Trans>} required error={fieldError('accountType')}>
          <Select
            name="accountType"
            value={form.accountType}
            onChange={(e) => set('accountType', e.target.value as ReadingAccountType)}
          >
            {READING_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {accountTypeLabel(i18n, type)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
