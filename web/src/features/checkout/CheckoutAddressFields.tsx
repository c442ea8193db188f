import { useLingui } from '@lingui/react/macro';
import { AddressFields } from '@/shared/forms/AddressFields';
import { NameFields } from '@/shared/forms/PersonFields';
import type { AddressValues } from './domain/checkoutDraft';
import { SHIPPING_COUNTRIES } from './domain/checkoutRules';

export interface CheckoutAddressFieldsProps {
  values: AddressValues;
  onChange(field: keyof AddressValues, value: string): void;
  onBlur(field: keyof AddressValues): void;
  fieldError(field: string): string | undefined;
}

/**
 * seed 000 §3 shippingDetails: names, street, house number (the seed's apartmentNumber), addition, zip code,
 * city, country (seed 000 §9: only Belgium and the Netherlands) and phone number.
 */
export function CheckoutAddressFields({ values, onChange, onBlur, fieldError }: CheckoutAddressFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <NameFields
        firstname={values.firstname}
        lastname={values.lastname}
        onChange={onChange}
        onBlur={onBlur}
        fieldError={fieldError}
      />
      <AddressFields
        values={values}
        onChange={onChange}
        onBlur={onBlur}
        fieldError={fieldError}
        countries={SHIPPING_COUNTRIES}
        countryPrompt={t`Kies een land`}
      />
    </>
  );
}
