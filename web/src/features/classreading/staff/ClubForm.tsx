import { Trans, useLingui } from '@lingui/react/macro';
import { readingClubErrors } from '@shop/validation/readingForms';
import { AVATAR_LIMITS, avatarRule, fileSizeText, type AvatarRuleCode } from '@shop/validation';
import { MAX_CHARS } from '@shop/validation';
import { useState, type ReactNode } from 'react';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Field, TextArea, TextInput } from '@/shared/ui/Field';
import { readImageSize } from './readImageSize';
import { staffErrorText } from './staffMessages';
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
 * Why a chosen image cannot be the avatar (seed 001 §5: the file's maximum size, the image's maximum width
 * and height), checked before it is read or sent: its size and type as the file says them, then its width and
 * height as the browser decodes it. UNREADABLE_FILE when the browser cannot decode it.
 */
async function avatarProblem(file: File): Promise<AvatarRuleCode | 'UNREADABLE_FILE' | null> {
  const known = avatarRule({ type: file.type, bytes: file.size });
  if (known) return known;
  const size = await readImageSize(file);
  return size ? avatarRule({ type: file.type, bytes: file.size, ...size }) : 'UNREADABLE_FILE';
}

/**
 * A reading club's name, description and avatar image (seed 001 §3 Reading club; §6: only teachers create a
 * club). The image's limits are told beside the field and checked when it is chosen (seed 001 §5); the
 * programme's own refusal ('File size too big', seed 001 §8) is shown under the field too.
 */
export function ClubForm({ initial, submitLabel, onSubmit, onCancel }: ClubFormProps) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<ClubFormValues>({
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    avatar: null,
  });
  const [imageProblem, setImageProblem] = useState<AvatarRuleCode | 'UNREADABLE_FILE' | null>(null);
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['name', 'description', 'avatar'],
    // The chosen file was checked as it was chosen (avatarProblem); the graph checks the data URL again.
    (values: ClubFormValues) => readingClubErrors({ ...values, avatar: null }),
    onSubmit,
  );
  const { maxBytes, maxWidth, maxHeight } = AVATAR_LIMITS;
  const maxSize = fileSizeText(maxBytes);
  const preview = form.avatar ?? initial?.avatar ?? null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leesclub`}
      onSubmit={(event) => {
        // A refused image stays said under its field; nothing is sent until another is chosen or none.
        if (imageProblem) {
          event.preventDefault();
          return formRef.current?.querySelector<HTMLInputElement>('input[name="avatar"]')?.focus();
        }
        void submit(event, { ...form, name: form.name.trim(), description: form.description.trim() });
      }}
    >
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Naam van de leesclub</Trans>} required error={fieldError('name')}>
        <TextInput
          name="name"
          maxLength={MAX_CHARS.clubName}
          data-autofocus
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </Field>
      <Field label={<Trans>Beschrijving</Trans>} error={fieldError('description')}>
        <TextArea
          name="description"
          maxLength={MAX_CHARS.clubDescription}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </Field>
      {preview && <img className={styles.avatar} src={preview} alt={t`Huidige afbeelding van de leesclub`} />}
      <Field
        label={<Trans>Afbeelding</Trans>}
        hint={
          <Trans>
            JPEG of PNG, maximaal {maxSize} en {maxWidth} × {maxHeight} px
          </Trans>
        }
        error={
          imageProblem
            ? staffErrorText(i18n, { code: imageProblem, message: imageProblem })
            : fieldError('avatar')
        }
      >
        <TextInput
          name="avatar"
          type="file"
          accept={AVATAR_LIMITS.types.join(',')}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) {
              setImageProblem(null);
              return setForm((before) => ({ ...before, avatar: null }));
            }
            void avatarProblem(file).then(async (problem) => {
              const avatar = problem ? null : await readImage(file);
              setImageProblem(problem ?? (avatar === null ? 'UNREADABLE_FILE' : null));
              // A refused image is not kept: the field is emptied so the same file can be chosen again.
              if (problem) input.value = '';
              setForm((before) => ({ ...before, avatar }));
            });
          }}
        />
      </Field>
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
