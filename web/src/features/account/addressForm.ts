import type { AddressForm_AddressFragment } from './AddressForm.generated';

/** The address form's values, every field a string or a flag as the inputs hold them. */
export interface AddressValues {
  firstname: string;
  lastname: string;
  street: string;
  apartmentNumber: string;
  addition: string;
  postcode: string;
  city: string;
  countryId: string;
  telephone: string;
  company: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export function addressValuesOf(
  address: AddressForm_AddressFragment | null,
  defaults: { firstname: string; lastname: string; countryId: string },
): AddressValues {
  return {
    firstname: address?.firstname ?? defaults.firstname,
    lastname: address?.lastname ?? defaults.lastname,
    street: address?.street ?? '',
    apartmentNumber: address?.apartmentNumber ?? '',
    addition: address?.addition ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    countryId: address?.countryId ?? defaults.countryId,
    telephone: address?.telephone ?? '',
    company: address?.company ?? '',
    defaultShipping: address?.defaultShipping ?? false,
    defaultBilling: address?.defaultBilling ?? false,
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
