import type { AddressFields_AddressFragment } from './AddressFields.generated';

/** seed 000 §3 shippingDetails: an address's postal fields as the inputs hold them, each a string. */
export interface AddressFieldValues {
  firstname: string;
  lastname: string;
  street: string;
  /** The house number (seed 000 §3 apartmentNumber, the house number of the vue-storefront checkout). */
  apartmentNumber: string;
  addition: string;
  city: string;
  postcode: string;
  countryId: string;
  telephone: string;
}

/** The postal fields' names in the order a form shows them, as the API's inputs and userErrors name them. */
export const ADDRESS_FIELD_NAMES = [
  'firstname',
  'lastname',
  'street',
  'apartmentNumber',
  'addition',
  'postcode',
  'city',
  'countryId',
  'telephone',
] as const satisfies readonly (keyof AddressFieldValues)[];

/** A saved address's postal fields, its missing optional ones empty. */
export function addressFieldValuesOf(address: AddressFields_AddressFragment): AddressFieldValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    apartmentNumber: address.apartmentNumber ?? '',
    addition: address.addition ?? '',
    city: address.city,
    postcode: address.postcode,
    countryId: address.countryId,
    telephone: address.telephone ?? '',
  };
}

/**
 * The street line an address reads with: the street and its house number, then the addition ('Kerkstraat 12
 * bus 3'). An address saved before the number had its own field has it in the street and still reads whole.
 */
export function streetLineOf(address: {
  street: string;
  apartmentNumber?: string | null;
  addition?: string | null;
}): string {
  return [address.street, address.apartmentNumber, address.addition]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
