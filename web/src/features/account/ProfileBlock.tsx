import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { profileErrors } from '@shop/validation';
import { Button } from '@/shared/ui/Button';
import { useNotifications } from '@/shared/ui/Notifications';
import { PROFILE_SAVED } from './accountMessages';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { EmailField, NameFields } from '@/shared/forms/PersonFields';
import type { ProfileBlock_CustomerFragment } from './ProfileBlock.generated';
import { useUpdateProfileMutation } from './UpdateProfile.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const FIELDS = ['firstname', 'lastname', 'email'] as const;

/**
 * The profile (seed 000 §3: only firstname, lastname, email and addresses may change): shown, then edited.
 * Saved: 'Account data has successfully been updated'; refused: the server's message, and back to editing
 * (seed 000 §8).
 */
export function ProfileBlock({ customer }: { customer: ProfileBlock_CustomerFragment }) {
  const { t, i18n } = useLingui();
  const { notify } = useNotifications();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [editing, setEditing] = useState(false);
  const { firstname, lastname, email } = customer;
  // Filled from the customer each time editing starts, so it never shows an older profile.
  const [form, setForm] = useState({ firstname, lastname, email });
  const set = (key: keyof typeof form, value: string) => setForm((before) => ({ ...before, [key]: value }));

  const startEditing = () => {
    setForm({ firstname, lastname, email });
    clearErrors();
    setEditing(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(profileErrors(form));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            firstname: form.firstname.trim(),
            lastname: form.lastname.trim(),
            email: form.email.trim(),
          },
        },
      });
      const payload = data?.updateProfile;
      if (payload?.customer && payload.userErrors.length === 0) {
        notify({ type: 'success', message: i18n._(PROFILE_SAVED) });
        setEditing(false);
      } else if (payload) {
        setErrors(fromUserErrors(payload.userErrors, FIELDS));
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <section className={styles.block} aria-labelledby="profile-heading" data-testid="profile-block">
      <h2 id="profile-heading">
        <Trans>Mijn profiel</Trans>
      </h2>
      {editing ? (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-label={t`Profiel wijzigen`}
        >
          <FormErrorSummary errors={generalErrors} />
          <NameFields
            firstname={form.firstname}
            lastname={form.lastname}
            onChange={set}
            fieldError={fieldError}
          />
          <EmailField
            value={form.email}
            onChange={(value) => set('email', value)}
            error={fieldError('email')}
          />
          <FormActions
            submitLabel={<Trans>Opslaan</Trans>}
            busy={loading}
            onCancel={() => setEditing(false)}
          />
        </form>
      ) : (
        <>
          <dl className={styles.details}>
            <dt>
              <Trans>Naam</Trans>
            </dt>
            <dd data-testid="profile-name">
              {customer.firstname} {customer.lastname}
            </dd>
            <dt>
              <Trans>E-mailadres</Trans>
            </dt>
            <dd data-testid="profile-email">{customer.email}</dd>
          </dl>
          <div className={styles.actions}>
            <Button onClick={startEditing}>
              <Trans>Profiel wijzigen</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
