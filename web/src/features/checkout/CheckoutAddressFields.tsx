import { useLingui } from '@lingui/react/macro';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import type { AddressValues } from './domain/checkoutDraft';
import { SHIPPING_COUNTRIES } from './domain/checkoutRules';
import styles from './CheckoutPage.module.css';
import { countryName } from '@/shared/format/country';
import { useStoreView } from '@/shared/storeView';

export const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'street',
  'apartmentNumber',
  'addition',
  'postcode',
  'city',
  'countryId',
  'telephone',
] as const;

export interface CheckoutAddressFieldsProps {
  values: AddressValues;
  onChange(field: keyof AddressValues, value: string): void;
  onBlur(field: keyof AddressValues): void;
  fieldError(field: string): string | undefined;
}

/**
 * seed 000 §3 shippingDetails: names, street with house number, apartment number, addition, zip code, city,
 * country (seed 000 §9: only Belgium and the Netherlands) and phone number.
 */
export function CheckoutAddressFields({ values, onChange, onBlur, fieldError }: CheckoutAddressFieldsProps) {
  const { t } = useLingui();
  const { locale } = useStoreView();
  const text = (
    field: Exclude<keyof AddressValues, 'countryId'>,
    label: string,
    required: boolean,
    autoComplete: string,
    type = 'text',
  ) => (
    <Field label={label} required={required} error={fieldError(field)}>
      <TextInput
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={() => onBlur(field)}
      />
    </Field>
  );
  return (
    <>
      <div className={styles.pair}>
        {text('firstname', t`Voornaam`, true, 'given-name')}
        {text('lastname', t`Achternaam`, true, 'family-name')}
      </div>
      {text('street', t`Straat en huisnummer`, true, 'address-line1')}
      <div className={styles.pair}>
        {text('apartmentNumber', t`Bus`, false, 'address-line2')}
        {text('addition', t`Toevoeging`, false, 'address-line3')}
      </div>
      <div className={styles.pair}>
        {text('postcode', t`Postcode`, true, 'postal-code')}
        {text('city', t`Gemeente`, true, 'address-level2')}
      </div>
      <Field label={t`Land`} required error={fieldError('countryId')}>
        <Select
          name="countryId"
          autoComplete="country"
          value={values.countryId}
          onChange={(event) => onChange('countryId', event.target.value)}
          onBlur={() => onBlur('countryId')}
        >
          <option value="" disabled>
            {t`Kies een land`}
          </option>
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryName(country, locale)}
            </option>
          ))}
        </Select>
      </Field>
      {text('telephone', t`Telefoonnummer`, false, 'tel', 'tel')}
    </>
  );
}
