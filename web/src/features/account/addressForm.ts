import type { AddressFields_AddressFragment } from '@/shared/forms/AddressFields.generated';
import { addressFieldValuesOf, type AddressFieldValues } from '@/shared/forms/addressFields';

/** The address form's values, every field a string or a flag as the inputs hold them. */
export interface AddressValues extends AddressFieldValues {
  company: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export function addressValuesOf(
  address: AddressFields_AddressFragment | null,
  defaults: { firstname: string; lastname: string; countryId: string },
): AddressValues {
  if (address) {
    return {
      ...addressFieldValuesOf(address),
      company: address.company ?? '',
      defaultShipping: address.defaultShipping,
      defaultBilling: address.defaultBilling,
    };
  }
  return {
    firstname: defaults.firstname,
    lastname: defaults.lastname,
    street: '',
    apartmentNumber: '',
    addition: '',
    postcode: '',
    city: '',
    countryId: defaults.countryId,
    telephone: '',
    company: '',
    defaultShipping: false,
    defaultBilling: false,
  };
}

/** The saveAddress input: trimmed, optional fields left out when empty. */
export function addressInputOf(id: string | null, values: AddressValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...(id ? { id } : {}),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: values.street.trim(),
    apartmentNumber: optional(values.apartmentNumber),
    addition: optional(values.addition),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    countryId: values.countryId,
    telephone: optional(values.telephone),
    company: optional(values.company),
    defaultShipping: values.defaultShipping,
    defaultBilling: values.defaultBilling,
  };
}
