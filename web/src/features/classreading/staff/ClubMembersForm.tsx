import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { fromUserErrors } from '@/shared/forms/fieldErrors';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field, Select } from '@/shared/ui/Field';
import { staffErrorText, UNEXPECTED_ERROR } from './staffMessages';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export type ClubRole = 'ADMIN' | 'MEMBER';

/**
 * A pupil who could be in the club, with their class's name for telling namesakes apart where the caller may
 * know it (staff; a club president sees the club's pupils only, not their classes: API.md).
 */
export interface ClubMember {
  id: string;
  name: string;
  className?: string;
}

export interface ClubMembersFormProps {
  /** The pupils who could be in the club. */
  pupils: readonly ClubMember[];
  /** The club's members now, by pupil id. */
  initial: ReadonlyMap<string, ClubRole>;
  /** Sends the whole list (it replaces the club's, API.md); answers the programme's userErrors. */
  onSubmit(members: { studentId: string; role: ClubRole }[]): Promise<readonly UserError[]>;
  onCancel(): void;
}

/**
 * seed 001 §3 Reading club: members and administrators; §4: a pupil is in a club as member or as
 * administrator (role admin puts the club in the pupil's clubs_manage). One choice per pupil.
 */
export function ClubMembersForm({ pupils, initial, onSubmit, onCancel }: ClubMembersFormProps) {
  const { t } = useLingui();
  const [roles, setRoles] = useState(() => new Map(initial));
  const [busy, setBusy] = useState(false);
  const { formRef, setErrors, clearErrors, generalErrors } = useFormErrors(staffErrorText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearErrors();
    setBusy(true);
    try {
      const members = [...roles].map(([studentId, role]) => ({ studentId, role }));
      const errors = await onSubmit(members);
      if (errors.length > 0) setErrors(fromUserErrors(errors, []));
    } catch {
      setErrors(fromUserErrors([UNEXPECTED_ERROR]));
    } finally {
      setBusy(false);
    }
  };

  const choose = (id: string, value: string) =>
    setRoles((before) => {
      const next = new Map(before);
      if (value === 'ADMIN' || value === 'MEMBER') next.set(id, value);
      else next.delete(id);
      return next;
    });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leden`}
      onSubmit={(e) => void submit(e)}
    >
      <FormErrorSummary errors={generalErrors} />
      {pupils.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Er zijn nog geen leerlingen om toe te voegen.</Trans>
          </p>
        </EmptyState>
      ) : (
        pupils.map((pupil) => (
          <Field key={pupil.id} label={pupil.className ? `${pupil.name} (${pupil.className})` : pupil.name}>
            <Select
              value={roles.get(pupil.id) ?? ''}
              onChange={(event) => choose(pupil.id, event.target.value)}
            >
              <option value="">{t`Geen lid`}</option>
              <option value="MEMBER">{t`Lid`}</option>
              <option value="ADMIN">{t`Beheerder`}</option>
            </Select>
          </Field>
        ))
      )}
      <FormActions submitLabel={<Trans>Opslaan</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
