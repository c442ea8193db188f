import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { collect, newPasswordErrors, requiredRule } from '@shop/validation';
import { PasswordField } from '@/shared/forms/PersonFields';
import { useNotifications } from '@/shared/ui/Notifications';
import { offlineRefusal, PASSWORD_CHANGED } from './accountMessages';
import { useChangePasswordMutation } from './ChangePassword.generated';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { useAccountFormErrors } from './useAccountFormErrors';
import { useSessionActions } from './useSessionActions';
import { NewPasswordFields } from '@/shared/forms/NewPasswordFields';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * seed 000 §8 'Password changed': 'Password has successfully been changed', then automatic login (the
 * mutation answers the new session, which the web server keeps); a failure shows the server's message.
 * Refused while offline (seed 000 §5).
 */
export function PasswordBlock() {
  const { t, i18n } = useLingui();
  const { notify } = useNotifications();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const { completeLogin } = useSessionActions();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY, value: string) => setForm((before) => ({ ...before, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors([
      ...collect({ currentPassword: requiredRule(form.currentPassword) }),
      ...newPasswordErrors(form.newPassword, form.newPasswordConfirmation),
    ]);
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    const offline = offlineRefusal();
    if (offline) return setErrors(offline);
    clearErrors();
    try {
      const { data } = await changePassword({ variables: { input: form } });
      const payload = data?.changePassword;
      if (payload?.customer) {
        setForm(EMPTY);
        notify({ type: 'success', message: i18n._(PASSWORD_CHANGED) });
        await completeLogin(payload.customer);
      } else if (payload) {
        setErrors(fromUserErrors(payload.userErrors, FIELDS));
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <section className={styles.block} aria-labelledby="password-heading">
      <h2 id="password-heading">
        <Trans>Wachtwoord wijzigen</Trans>
      </h2>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-label={t`Wachtwoord wijzigen`}
      >
        <FormErrorSummary errors={generalErrors} />
        <PasswordField
          name="currentPassword"
          label={<Trans>Huidig wachtwoord</Trans>}
          value={form.currentPassword}
          onChange={(value) => set('currentPassword', value)}
          error={fieldError('currentPassword')}
        />
        <NewPasswordFields
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmation' }}
          labels={{
            password: <Trans>Nieuw wachtwoord</Trans>,
            confirmation: <Trans>Herhaal je nieuwe wachtwoord</Trans>,
          }}
          password={form.newPassword}
          confirmation={form.newPasswordConfirmation}
          onPassword={(value) => set('newPassword', value)}
          onConfirmation={(value) => set('newPasswordConfirmation', value)}
          fieldError={fieldError}
        />
        <FormActions submitLabel={<Trans>Wachtwoord wijzigen</Trans>} busy={loading} />
      </form>
    </section>
  );
}
