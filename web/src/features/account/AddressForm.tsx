import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Checkbox, Field, TextInput } from '@/shared/ui/Field';
import { useNotifications } from '@/shared/ui/Notifications';
import { MAX_CHARS, SHIPPING_COUNTRIES } from '@shop/validation';
import { addressErrors } from '@shop/validation';
import { addressInputOf, type AddressValues } from './addressForm';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { AddressFields } from '@/shared/forms/AddressFields';
import { ADDRESS_FIELD_NAMES } from '@/shared/forms/addressFields';
import { NameFields } from '@/shared/forms/PersonFields';
import { useSaveAddressMutation } from './SaveAddress.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import styles from './Account.module.css';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

type TextField = Exclude<keyof AddressValues, 'defaultShipping' | 'defaultBilling'>;
const FIELDS: readonly string[] = [...ADDRESS_FIELD_NAMES, 'company'];

/** Adds an address to the profile, or changes the one with `id` (seed 000 §3: addresses may change). */
export function AddressForm({
  id,
  initial,
  onDone,
}: {
  id: string | null;
  initial: AddressValues;
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const { notify } = useNotifications();
  const [saveAddress, { loading }] = useSaveAddressMutation();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [values, setValues] = useState(initial);
  // seed 000 §9 ships to these; an address saved elsewhere before keeps its own country.
  const countries = SHIPPING_COUNTRIES.includes(initial.countryId)
    ? SHIPPING_COUNTRIES
    : [...SHIPPING_COUNTRIES, initial.countryId];

  const change = (field: TextField, value: string) => setValues((before) => ({ ...before, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(addressErrors(values));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    try {
      const { data } = await saveAddress({ variables: { input: addressInputOf(id, values) } });
      const payload = data?.saveAddress;
      if (payload?.customer && payload.userErrors.length === 0) onDone();
      else if (payload) setErrors(fromUserErrors(payload.userErrors, FIELDS));
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
      aria-label={id ? t`Adres wijzigen` : t`Adres toevoegen`}
    >
      <FormErrorSummary errors={generalErrors} />
      <NameFields
        firstname={values.firstname}
        lastname={values.lastname}
        onChange={change}
        fieldError={fieldError}
      />
      <Field label={t`Bedrijf`} error={fieldError('company')}>
        <TextInput
          name="company"
          autoComplete="organization"
          maxLength={MAX_CHARS.company}
          value={values.company}
          onChange={(event) => change('company', event.target.value)}
        />
      </Field>
      <AddressFields values={values} onChange={change} fieldError={fieldError} countries={countries} />
      <Checkbox
        name="defaultShipping"
        checked={values.defaultShipping}
        onChange={(event) => setValues((before) => ({ ...before, defaultShipping: event.target.checked }))}
        label={<Trans>Standaard verzendadres</Trans>}
      />
      <Checkbox
        name="defaultBilling"
        checked={values.defaultBilling}
        onChange={(event) => setValues((before) => ({ ...before, defaultBilling: event.target.checked }))}
        label={<Trans>Standaard factuuradres</Trans>}
      />
      <FormActions submitLabel={<Trans>Adres opslaan</Trans>} busy={loading} onCancel={onDone} />
    </form>
  );
}
