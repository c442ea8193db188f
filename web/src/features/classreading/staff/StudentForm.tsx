import { Trans, useLingui } from '@lingui/react/macro';
import { readingStudentErrors } from '@shop/validation/readingForms';
import { MAX_CHARS } from '@shop/validation';
import { useState, type ReactNode } from 'react';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import { useStaffForm, type StaffSubmit } from './useStaffForm';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export interface StudentFormValues {
  name: string;
  /** Empty when an existing pupil keeps their password. */
  password: string;
  screenname: string;
  classId: string;
}

/**
 * The rules of seed 001 §5 (@shop/validation): a new pupil needs a password; an edited one keeps theirs unless
 * a new one is typed, so an empty password is then left out of the change.
 */
function studentFormErrors(values: StudentFormValues, isNew: boolean) {
  const keepsPassword = !isNew && values.password === '';
  return readingStudentErrors(
    { ...values, password: keepsPassword ? null : values.password },
    { partial: !isNew },
  );
}

export interface StudentFormProps {
  /** The pupil as they are (edit); absent for a new pupil, who then needs a password. */
  initial?: { name: string; screenname: string | null };
  /** The class the pupil is in, or joins. */
  classId: string;
  /** The classes a pupil can move to (edit only): a moved pupil leaves the current list (seed 001 §4). */
  classes?: readonly { id: string; name: string }[];
  submitLabel: ReactNode;
  onSubmit: StaffSubmit<StudentFormValues>;
  onCancel(): void;
}

/** A pupil's name, password and screen name (seed 001 §3 Student data fields), and their class. */
export function StudentForm({
  initial,
  classId,
  classes,
  submitLabel,
  onSubmit,
  onCancel,
}: StudentFormProps) {
  const { t } = useLingui();
  const isNew = initial === undefined;
  const [form, setForm] = useState<StudentFormValues>({
    name: initial?.name ?? '',
    password: '',
    screenname: initial?.screenname ?? '',
    classId,
  });
  const set = (key: keyof StudentFormValues, value: string) =>
    setForm((before) => ({ ...before, [key]: value }));
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['name', 'password', 'screenname', 'classId'],
    (values: StudentFormValues) => studentFormErrors(values, isNew),
    onSubmit,
  );
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leerling`}
      onSubmit={(event) =>
        void submit(event, { ...form, name: form.name.trim(), screenname: form.screenname.trim() })
      }
    >
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Naam</Trans>} required error={fieldError('name')}>
        <TextInput
          name="name"
          maxLength={MAX_CHARS.pupilName}
          data-autofocus
          autoComplete="off"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field
        label={isNew ? <Trans>Wachtwoord</Trans> : <Trans>Nieuw wachtwoord</Trans>}
        required={isNew}
        hint={
          isNew ? (
            <Trans>
              Minstens 8 tekens, met een kleine letter, een hoofdletter en een cijfer of speciaal teken.
            </Trans>
          ) : (
            <Trans>Laat leeg om het huidige wachtwoord te houden.</Trans>
          )
        }
        error={fieldError('password')}
      >
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </Field>
      <Field label={<Trans>Schermnaam</Trans>} error={fieldError('screenname')}>
        <TextInput
          name="screenname"
          maxLength={MAX_CHARS.screenname}
          autoComplete="off"
          value={form.screenname}
          onChange={(e) => set('screenname', e.target.value)}
        />
      </Field>
      {classes && classes.length > 1 && (
        <Field label={<Trans>Klas</Trans>} required error={fieldError('classId')}>
          <Select name="classId" value={form.classId} onChange={(e) => set('classId', e.target.value)}>
            {classes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
