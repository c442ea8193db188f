import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { GRADES, MAX_CHARS } from '@shop/validation';
import { readingClassErrors } from '@shop/validation/readingForms';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import { gradeLabel } from './grades';
import { useStaffForm, type StaffSubmit } from './useStaffForm';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export interface ClassFormValues {
  name: string;
  /** '1'..'13' or 'K1'..'K4' (seed 001 §9). */
  grade: string;
}

export interface ClassFormProps {
  /** The class as it is (rename); empty for a new class. */
  initial?: ClassFormValues;
  submitLabel: ReactNode;
  onSubmit: StaffSubmit<ClassFormValues>;
  onCancel(): void;
}

/** A class's name and grade (seed 001 §3 Class; §9 grades 1 to 13 and kindergarten 1 to 4). */
export function ClassForm({ initial, submitLabel, onSubmit, onCancel }: ClassFormProps) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<ClassFormValues>(initial ?? { name: '', grade: '' });
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['name', 'grade'],
    (values: ClassFormValues) => readingClassErrors(values),
    onSubmit,
  );
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Klas`}
      onSubmit={(event) => void submit(event, { name: form.name.trim(), grade: form.grade })}
    >
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Naam van de klas</Trans>} required error={fieldError('name')}>
        <TextInput
          name="name"
          maxLength={MAX_CHARS.className}
          data-autofocus
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
      </Field>
      <Field label={<Trans>Leerjaar</Trans>} required error={fieldError('grade')}>
        <Select
          name="grade"
          value={form.grade}
          onChange={(event) => setForm({ ...form, grade: event.target.value })}
        >
          <option value="">{t`Kies een leerjaar`}</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {gradeLabel(i18n, grade)}
            </option>
          ))}
        </Select>
      </Field>
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
