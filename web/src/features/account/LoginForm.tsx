import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { collect, emailRule, requiredRule } from '@shop/validation';
import { useNotifications } from '@/shared/ui/Notifications';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { withRetryAfter } from '@/shared/forms/tooManyAttempts';
import { EmailField, PasswordField } from '@/shared/forms/PersonFields';
import { useLogInMutation } from './LogIn.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import { useSessionActions } from './useSessionActions';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const FIELDS = ['email', 'password'] as const;

/**
 * seed 000 §7 login (username, password): the guest cart is sent along so the server joins it to the
 * customer's cart (seed 000 §4). A refusal shows the server's message ('invalid credentials or account
 * temporarily disabled' after repeated failures) above the form. `onLoggedIn` decides where to go next.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t, i18n } = useLingui();
  const { notify } = useNotifications();
  const [logIn, { loading }] = useLogInMutation();
  const { completeLogin, guestCartId } = useSessionActions();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(collect({ email: emailRule(email), password: requiredRule(password) }));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    try {
      const { data } = await logIn({
        variables: { input: { email: email.trim(), password, guestCartId: guestCartId() } },
      });
      const payload = data?.logIn;
      if (payload?.customer) {
        await completeLogin(payload.customer, payload.cartMessages);
        onLoggedIn();
      } else if (payload) {
        setErrors(fromUserErrors(withRetryAfter(payload.userErrors, payload.retryAfterSeconds), FIELDS));
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={t`Inloggen`}>
      <FormErrorSummary errors={generalErrors} />
      <EmailField value={email} onChange={setEmail} error={fieldError('email')} autoComplete="username" />
      <PasswordField value={password} onChange={setPassword} error={fieldError('password')} />
      <FormActions submitLabel={<Trans>Inloggen</Trans>} busy={loading} />
    </form>
  );
}
