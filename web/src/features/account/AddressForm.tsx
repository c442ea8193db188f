import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { Checkbox, Field, Select, TextInput } from '@/shared/ui/Field';
import { useNotifications } from '@/shared/ui/Notifications';
import { SOMETHING_WENT_WRONG } from './accountMessages';
import { SHIPPING_COUNTRIES } from '@shop/validation';
import { addressErrors } from '@shop/validation';
import { addressInputOf, type AddressValues } from './addressForm';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { NameFields } from '@/shared/forms/PersonFields';
import { useSaveAddressMutation } from './SaveAddress.generated';
import { useAccountFormErrors } from './useAccountFormErrors';
import styles from './Account.module.css';
import { countryName } from '@/shared/format/country';
import { useStoreView } from '@/shared/storeView';

type TextField = Exclude<keyof AddressValues, 'defaultShipping' | 'defaultBilling'>;
const FIELDS: readonly string[] = [
  'firstname',
  'lastname',
  'street',
  'apartmentNumber',
  'addition',
  'postcode',
  'city',
  'countryId',
  'telephone',
  'company',
];

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
  const { locale } = useStoreView();
  const { notify } = useNotifications();
  const [saveAddress, { loading }] = useSaveAddressMutation();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useAccountFormErrors();
  const [values, setValues] = useState(initial);
  // seed 000 §9 ships to these; an address saved elsewhere before keeps its own country.
  const countries = SHIPPING_COUNTRIES.includes(initial.countryId)
    ? SHIPPING_COUNTRIES
    : [...SHIPPING_COUNTRIES, initial.countryId];

  const text = (field: TextField, label: string, required: boolean, autoComplete: string) => (
    <Field label={label} required={required} error={fieldError(field)}>
      <TextInput
        name={field}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
      />
    </Field>
  );

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
    } catch {
      notify({ type: 'error', message: i18n._(SOMETHING_WENT_WRONG) });
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
        onChange={(field, value) => setValues((before) => ({ ...before, [field]: value }))}
        fieldError={fieldError}
      />
      {text('company', t`Bedrijf`, false, 'organization')}
      {text('street', t`Straat en huisnummer`, true, 'address-line1')}
      <div className={styles.pair}>
        {text('apartmentNumber', t`Bus`, false, 'address-line2')}
        {text('addition', t`Toevoeging`, false, 'address-line3')}
      </div>
      <div className={styles.pair}>
        {text('postcode', t`Postcode`, true, 'postal-code')}
        {text('city', t`Gemeente`, true, 'address-level2')}
      </div>
      <Field label={<Trans>Land</Trans>} required error={fieldError('countryId')}>
        <Select
          name="countryId"
          autoComplete="country"
          value={values.countryId}
          onChange={(event) => setValues((before) => ({ ...before, countryId: event.target.value }))}
        >
          {countries.map((country) => (
            <option key={country} value={country}>
              {countryName(country, locale)}
            </option>
          ))}
        </Select>
      </Field>
      {text('telephone', t`Telefoonnummer`, false, 'tel')}
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
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={loading}>
          <Trans>Adres opslaan</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Annuleren</Trans>
        </Button>
      </div>
    </form>
  );
}
