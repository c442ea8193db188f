import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { collect, emailRule } from '@shop/validation';
import { Alert } from '@/shared/ui/Alert';
import { useNotifications } from '@/shared/ui/Notifications';
import { offlineRefusal } from './accountMessages';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { EmailField } from '@/shared/forms/PersonFields';
import { useRequestPasswordResetMutation } from './RequestPasswordReset.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

/**
 * seed 000 §7 reset-password (email): the platform mails a link to /create-password. 'Provided email does not
 * exist' shows under the email; offline the request is refused (seed 000 §5).
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t, i18n } = useLingui();
  const { notify } = useNotifications();
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(collect({ email: emailRule(email) }));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    const offline = offlineRefusal();
    if (offline) return setErrors(offline);
    clearErrors();
    try {
      const { data } = await requestReset({ variables: { input: { email: email.trim() } } });
      const payload = data?.requestPasswordReset;
      if (payload && payload.userErrors.length === 0) setSentTo(email.trim());
      else if (payload) setErrors(fromUserErrors(payload.userErrors, ['email']));
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  if (sentTo) {
    return (
      <Alert tone="success" data-testid="reset-mail-sent">
        <p>
          <Trans>
            We hebben een e-mail gestuurd naar {sentTo} met een link om een nieuw wachtwoord in te stellen.
          </Trans>
        </p>
      </Alert>
    );
  }
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Wachtwoord vergeten`}
    >
      <p className={styles.muted}>
        <Trans>Geef je e-mailadres op. We sturen je een link om een nieuw wachtwoord in te stellen.</Trans>
      </p>
      <FormErrorSummary errors={generalErrors} />
      <EmailField value={email} onChange={setEmail} error={fieldError('email')} />
      <FormActions submitLabel={<Trans>Link versturen</Trans>} busy={loading} />
    </form>
  );
}
