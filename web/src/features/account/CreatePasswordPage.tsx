import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { newPasswordErrors } from '@shop/validation';
import type { StoreCode } from '@shop/store-views';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { Alert } from '@/shared/ui/Alert';
import { Link } from '@/shared/ui/Link';
import { useNotifications } from '@/shared/ui/Notifications';
import { offlineRefusal, PASSWORD_CHANGED } from './accountMessages';
import { useCreatePasswordMutation } from './CreatePassword.generated';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { EmailField } from '@/shared/forms/PersonFields';
import { useAccountFormErrors } from './useAccountFormErrors';
import { useSessionActions } from './useSessionActions';
import { NewPasswordFields } from '@/shared/forms/NewPasswordFields';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

/** The reset link's token could not be used: the shopper asks a new link (seed 000 §8). */
const TOKEN_ERRORS = new Set(['RESET_TOKEN_EXPIRED', 'RESET_TOKEN_MISMATCH']);

/**
 * seed 000 §2 create-password: the reset mail's link (`?email=…&token=…`) leads here. A new password that
 * keeps the rules of seed 000 §5 is set with the token and the customer is logged in with it. An expired
 * token asks for a new link, a mismatched one to reset again: both lead to the forgot-password view.
 */
export function CreatePasswordPage() {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [createPassword, { loading }] = useCreatePasswordMutation();
  const { completeLogin } = useSessionActions();
  const { formRef, errors, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const pathIn = useCallback((store: StoreCode) => accountPaths.createPassword(store), []);
  const resetAgain = accountPaths.login(code, { view: 'forgot-password' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(newPasswordErrors(password, confirmation));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    const offline = offlineRefusal();
    if (offline) return setErrors(offline);
    clearErrors();
    try {
      const { data } = await createPassword({
        variables: {
          input: { email, resetToken: token, newPassword: password, newPasswordConfirmation: confirmation },
        },
      });
      const payload = data?.createPassword;
      if (payload?.customer) {
        await completeLogin(payload.customer);
        notify({ type: 'success', message: i18n._(PASSWORD_CHANGED) });
        void navigate(accountPaths.myAccount(code), { replace: true });
      } else if (payload) {
        setErrors(fromUserErrors(payload.userErrors, FIELDS));
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  const title = t`Nieuw wachtwoord instellen`;
  if (!email || !token) {
    return (
      <section className={styles.narrow}>
        <EveryStorePageMeta name={title} pathIn={pathIn} />
        <h1>{title}</h1>
        <Alert
          tone="error"
          action={
            <Link to={resetAgain}>
              <Trans>Vraag een nieuwe link aan</Trans>
            </Link>
          }
        >
          <p>
            <Trans>
              Deze link is onvolledig. Gebruik de link uit de e-mail, of vraag een nieuwe link aan.
            </Trans>
          </p>
        </Alert>
      </section>
    );
  }
  const tokenRefusal = errors.general.find((error) => TOKEN_ERRORS.has(error.code))?.code;
  return (
    <section className={styles.narrow}>
      <EveryStorePageMeta name={title} pathIn={pathIn} />
      <h1>{title}</h1>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={title}>
        <FormErrorSummary
          errors={generalErrors}
          action={
            tokenRefusal ? (
              <Link to={resetAgain} data-testid="reset-again">
                {tokenRefusal === 'RESET_TOKEN_EXPIRED' ? (
                  <Trans>Vraag een nieuwe link aan</Trans>
                ) : (
                  <Trans>Stel je wachtwoord opnieuw in</Trans>
                )}
              </Link>
            ) : undefined
          }
        />
        <EmailField value={email} autoComplete="username" required={false} />
        <NewPasswordFields
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmation' }}
          labels={{
            password: <Trans>Nieuw wachtwoord</Trans>,
            confirmation: <Trans>Herhaal je wachtwoord</Trans>,
          }}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          fieldError={fieldError}
        />
        <FormActions submitLabel={<Trans>Wachtwoord instellen</Trans>} busy={loading} />
      </form>
    </section>
  );
}
