import { Trans, useLingui } from '@lingui/react/macro';
import { readingClubErrors } from '@shop/validation/readingForms';
import { useState, type ReactNode } from 'react';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Field, TextArea, TextInput } from '@/shared/ui/Field';
import { useStaffForm, type StaffSubmit } from './useStaffForm';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export interface ClubFormValues {
  name: string;
  description: string;
  /** A data: URL of the chosen image; null keeps the current one (or none). */
  avatar: string | null;
}

export interface ClubFormProps {
  /** The club as it is (edit), its avatar an image address; absent for a new club. */
  initial?: { name: string; description: string; avatar: string | null };
  submitLabel: ReactNode;
  /** `avatar` is the chosen image as a data: URL, or null to keep the current one. */
  onSubmit: StaffSubmit<ClubFormValues>;
  onCancel(): void;
}

/** Reads a chosen image as a data: URL, the form the reading programme stores an avatar in (API.md). */
function readImage(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * A reading club's name, description and avatar image (seed 001 §3 Reading club; §6: only teachers create a
 * club). The programme refuses an image that is too big with 'File size too big' (seed 001 §8), shown under
 * the image field.
 */
export function ClubForm({ initial, submitLabel, onSubmit, onCancel }: ClubFormProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<ClubFormValues>({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    avatar: null,
  });
  const [unreadable, setUnreadable] = useState(false);
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['name', 'description', 'avatar'],
    (values: ClubFormValues) => readingClubErrors(values),
    onSubmit,
  );
  const preview = form.avatar ?? initial?.avatar ?? null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leesclub`}
      onSubmit={(event) =>
        void submit(event, { ...form, name: form.name.trim(), description: form.description.trim() })
      }
    >
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Naam van de leesclub</Trans>} required error={fieldError('name')}>
        <TextInput
          name="name"
          data-autofocus
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </Field>
      <Field label={<Trans>Beschrijving</Trans>} error={fieldError('description')}>
        <TextArea
          name="description"
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </Field>
      {preview && <img className={styles.avatar} src={preview} alt={t`Huidige afbeelding van de leesclub`} />}
      <Field
        label={<Trans>Afbeelding</Trans>}
        error={
          unreadable ? (
            <Trans>Het bestand kon niet gelezen worden. Kies het opnieuw.</Trans>
          ) : (
            fieldError('avatar')
          )
        }
      >
        <TextInput
          name="avatar"
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return setForm((before) => ({ ...before, avatar: null }));
            void readImage(file).then((avatar) => {
              setUnreadable(avatar === null);
              setForm((before) => ({ ...before, avatar }));
            });
          }}
        />
      </Field>
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
