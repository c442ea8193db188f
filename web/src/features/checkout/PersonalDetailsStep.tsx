import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { NewPasswordFields } from '@/shared/forms/NewPasswordFields';
import { EmailField, NameFields } from '@/shared/forms/PersonFields';
import { accountPaths } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { Checkbox, ChoiceGroup } from '@/shared/ui/Field';
import { Link } from '@/shared/ui/Link';
import { useNotifications } from '@/shared/ui/Notifications';
import type { PersonalDetailsValues } from './domain/checkoutDraft';
import { personalDetailsInput } from './domain/checkoutInput';
import { personalDetailsErrors, type AccountFields } from './domain/checkoutRules';
import { useSetCheckoutPersonalDetailsMutation } from './SetCheckoutPersonalDetails.generated';
import { useCheckoutFieldErrors } from './useCheckoutFieldErrors';
import styles from './CheckoutPage.module.css';
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

/** What only an account to create needs: kept in the page's memory, never in the draft. */
export type CheckoutPassword = AccountFields;

export interface PersonalDetailsStepProps {
  cartId: string | null;
  initial: PersonalDetailsValues;
  /** A logged-in customer has an account already: no 'create an account', no login link. */
  isCustomer: boolean;
  /** The password of an account to create: in the page's memory only, never in the draft. */
  password: CheckoutPassword;
  onPassword(password: CheckoutPassword): void;
  onDone(values: PersonalDetailsValues): void;
}

/**
 * Step 1 (seed 000 §3 personalDetails: firstName, lastName, emailAddress, password, createAccount), with the
 * seed 000 §5 rules checked as the shopper types and once more by the graph.
 */
export function PersonalDetailsStep({
  cartId,
  initial,
  isCustomer,
  password,
  onPassword,
  onDone,
}: PersonalDetailsStepProps) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const [values, setValues] = useState(initial);
  const [setDetails, { loading }] = useSetCheckoutPersonalDetailsMutation();
  const errors = useCheckoutFieldErrors(personalDetailsErrors(values, password), FIELDS);
  const set = <K extends keyof PersonalDetailsValues>(field: K, value: PersonalDetailsValues[K]) => {
    setValues((before) => ({ ...before, [field]: value }));
    errors.changed(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.validate()) return;
    try {
      const { data } = await setDetails({
        variables: { input: personalDetailsInput(cartId, values, password) },
      });
      const payload = data?.setCheckoutPersonalDetails;
      if (payload?.valid && payload.userErrors.length === 0) onDone(values);
      else if (payload) errors.showUserErrors(payload.userErrors);
    } catch (error) {
      console.error('[Checkout] The personal details could not be checked', error);
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <form
      ref={errors.formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Persoonlijke gegevens`}
    >
      <h2>
        <Trans>Persoonlijke gegevens</Trans>
      </h2>
      {!isCustomer && (
        <p>
          <Trans>
            Heb je al een account?{' '}
            <Link to={accountPaths.login(code, { redirect: paths.checkout(code) })}>Log in</Link>
          </Trans>
        </p>
      )}
      <FormErrorSummary errors={errors.generalErrors} />
      <NameFields
        firstname={values.firstname}
        lastname={values.lastname}
        onChange={set}
        onBlur={errors.touch}
        fieldError={errors.fieldError}
      />
      <EmailField
        value={values.email}
        onChange={(value) => set('email', value)}
        onBlur={() => errors.touch('email')}
        error={errors.fieldError('email')}
      />
      {!isCustomer && (
        <Checkbox
          name="createAccount"
          checked={values.createAccount}
          onChange={(event) => set('createAccount', event.target.checked)}
          label={<Trans>Maak een account aan</Trans>}
        />
      )}
      {!isCustomer && values.createAccount && (
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'passwordConfirmation' }}
          labels={{ password: <Trans>Wachtwoord</Trans>, confirmation: <Trans>Herhaal je wachtwoord</Trans> }}
          password={password.password}
          confirmation={password.passwordConfirmation}
          onPassword={(value) => {
            onPassword({ ...password, password: value });
            errors.changed('password');
          }}
          onConfirmation={(value) => {
            onPassword({ ...password, passwordConfirmation: value });
            errors.changed('passwordConfirmation');
          }}
          onBlur={errors.touch}
          fieldError={errors.fieldError}
        />
      )}
      {!isCustomer && values.createAccount && (
        <ChoiceGroup
          legend={<Trans>Privacy</Trans>}
          required
          error={errors.fieldError('acceptPrivacyPolicy')}
        >
          <Checkbox
            name="acceptPrivacyPolicy"
            checked={password.acceptPrivacyPolicy}
            onChange={(event) => {
              onPassword({ ...password, acceptPrivacyPolicy: event.target.checked });
              errors.changed('acceptPrivacyPolicy');
            }}
            label={
              <Trans>
                Ik aanvaard het <Link to={paths.singlePage(code, 'privacy')}>privacybeleid</Link>
              </Trans>
            }
          />
        </ChoiceGroup>
      )}
      <FormActions submitLabel={<Trans>Verder naar verzending</Trans>} busy={loading} />
    </form>
  );
}
