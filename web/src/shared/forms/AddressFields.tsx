import { useLingui } from '@lingui/react/macro';
import { MAX_CHARS } from '@shop/validation';
import { useStoreView } from '@/shared/storeView';
import { countryName } from '@/shared/format/country';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import type { AddressFieldValues } from './addressFields';
import layout from '@/shared/ui/Layout.module.css';

/** The fields AddressFields shows; the names come before them (NameFields), with what else a form asks between. */
export type PlaceField = Exclude<keyof AddressFieldValues, 'firstname' | 'lastname'>;

export interface AddressFieldsProps {
  values: Pick<AddressFieldValues, PlaceField>;
  onChange(field: PlaceField, value: string): void;
  /** A field left: the form may check its rule now (the checkout checks as the shopper types). */
  onBlur?(field: PlaceField): void;
  /** The error of a field by its name, which the API's userErrors use too. */
  fieldError(field: PlaceField): string | undefined;
  /** The countries to choose from (seed 000 §9: Belgium and the Netherlands). */
  countries: readonly string[];
  /** The words of a first, disabled choice while no country is chosen ('Choose a country'). */
  countryPrompt?: string;
}

/**
 * seed 000 §3 shippingDetails after the names: the street, the house number in its own field (the seed's
 * apartmentNumber, required), an optional addition, zip code, city, country and phone number, as the
 * account's address form and the checkout's address steps ask them.
 */
export function AddressFields({
  values,
  onChange,
  onBlur,
  fieldError,
  countries,
  countryPrompt,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const { locale } = useStoreView();
  const text = (
    field: Exclude<PlaceField, 'countryId'>,
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
        maxLength={MAX_CHARS[field]}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={() => onBlur?.(field)}
      />
    </Field>
  );
  return (
    <>
      {text('street', t`Straat`, true, 'address-line1')}
      <div className={layout.pair}>
        {/* No autofill token names a house number alone: the browser would fill the whole street line. */}
        {text('apartmentNumber', t`Huisnummer`, true, 'off')}
        {text('addition', t`Toevoeging (bv. bus)`, false, 'address-line2')}
      </div>
      <div className={layout.pair}>
        {text('postcode', t`Postcode`, true, 'postal-code')}
        {text('city', t`Gemeente`, true, 'address-level2')}
      </div>
      <Field label={t`Land`} required error={fieldError('countryId')}>
        <Select
          name="countryId"
          autoComplete="country"
          value={values.countryId}
          onChange={(event) => onChange('countryId', event.target.value)}
          onBlur={() => onBlur?.('countryId')}
        >
          {countryPrompt && (
            <option value="" disabled>
              {countryPrompt}
            </option>
          )}
          {countries.map((country) => (
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
