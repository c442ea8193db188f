import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { registrationErrors, type RegistrationForm } from '@shop/validation';
import { paths, useStoreView } from '@/shared/storeView';
import { Checkbox, ChoiceGroup } from '@/shared/ui/Field';
import { Link } from '@/shared/ui/Link';
import { useNotifications } from '@/shared/ui/Notifications';
import { welcomeMessage } from './accountMessages';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { useRegisterMutation } from './Register.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import { useSessionActions } from './useSessionActions';
import { NewPasswordFields } from '@/shared/forms/NewPasswordFields';
import { EmailField, NameFields } from '@/shared/forms/PersonFields';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'passwordConfirmation',
  'acceptPrivacyPolicy',
] as const;

const EMPTY: RegistrationForm & { subscribeNewsletter: boolean } = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  acceptPrivacyPolicy: false,
  subscribeNewsletter: false,
};

/**
 * seed 000 §7 create (customer, password): the rules of seed 000 §5 are checked here on submit, field by
 * field, and again by the server, whose userErrors show the same way. The new account is logged in at once and
 * gets the guest cart (seed 000 §4).
 */
export function RegisterForm({ onRegistered }: { onRegistered(): void }) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const [register, { loading }] = useRegisterMutation();
  const { completeLogin, guestCartId } = useSessionActions();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [form, setForm] = useState(EMPTY);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((before) => ({ ...before, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(registrationErrors(form));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    try {
      const { data } = await register({
        variables: {
          input: {
            ...form,
            firstname: form.firstname.trim(),
            lastname: form.lastname.trim(),
            email: form.email.trim(),
            guestCartId: guestCartId(),
          },
        },
      });
      const payload = data?.register;
      if (payload?.customer) {
        await completeLogin(payload.customer, payload.cartMessages);
        notify({ type: 'success', message: i18n._(welcomeMessage(form.firstname.trim())) });
        onRegistered();
      } else if (payload) {
        setErrors(fromUserErrors(payload.userErrors, FIELDS));
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Account aanmaken`}
    >
      <FormErrorSummary errors={generalErrors} />
      <NameFields
        firstname={form.firstname}
        lastname={form.lastname}
        onChange={set}
        fieldError={fieldError}
      />
      <EmailField value={form.email} onChange={(value) => set('email', value)} error={fieldError('email')} />
      <NewPasswordFields
        names={{ password: 'password', confirmation: 'passwordConfirmation' }}
        labels={{ password: <Trans>Wachtwoord</Trans>, confirmation: <Trans>Herhaal je wachtwoord</Trans> }}
        password={form.password}
        confirmation={form.passwordConfirmation}
        onPassword={(value) => set('password', value)}
        onConfirmation={(value) => set('passwordConfirmation', value)}
        fieldError={fieldError}
      />
      <ChoiceGroup legend={<Trans>Privacy</Trans>} required error={fieldError('acceptPrivacyPolicy')}>
        <Checkbox
          name="acceptPrivacyPolicy"
          checked={form.acceptPrivacyPolicy}
          onChange={(event) => set('acceptPrivacyPolicy', event.target.checked)}
          label={
            <Trans>
              Ik aanvaard het <Link to={paths.singlePage(code, 'privacy')}>privacybeleid</Link>
            </Trans>
          }
        />
      </ChoiceGroup>
      <Checkbox
        name="subscribeNewsletter"
        checked={form.subscribeNewsletter}
        onChange={(event) => set('subscribeNewsletter', event.target.checked)}
        label={<Trans>Schrijf me in op de nieuwsbrief</Trans>}
      />
      <FormActions submitLabel={<Trans>Account aanmaken</Trans>} busy={loading} />
    </form>
  );
}
