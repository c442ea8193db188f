import type { CustomerAddress } from '@shop/contracts';

/** An address as the shop's forms and the graph have it (seed 000 §3 shippingDetails). */
export interface ShopAddress {
  id: number | null;
  firstname: string;
  lastname: string;
  street: string;
  apartmentNumber: string | null;
  addition: string | null;
  city: string;
  postcode: string;
  countryId: string;
  telephone: string | null;
  company: string | null;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

const ADDITION_SEPARATOR = ' | ';

/**
 * seed 000 §3 'Shipping payload': the street list is the street plus the apartment number with an optional
 * ' | addition'. The platform stores addresses in that shape; the shop's forms have three fields.
 */
export function streetLines(address: Pick<ShopAddress, 'street' | 'apartmentNumber' | 'addition'>): string[] {
  const second = [address.apartmentNumber?.trim() ?? '', address.addition?.trim() ?? '']
    .filter((part, index) => part !== '' || index === 0)
    .join(ADDITION_SEPARATOR)
    .trim();
  return second === '' || second === '|' ? [address.street.trim()] : [address.street.trim(), second];
}

/** The three fields of a platform's street list (the inverse of streetLines). */
export function streetFields(
  street: readonly string[],
): Pick<ShopAddress, 'street' | 'apartmentNumber' | 'addition'> {
  const [first = '', second = ''] = street;
  const at = second.indexOf(ADDITION_SEPARATOR.trim());
  const apartment = (at < 0 ? second : second.slice(0, at)).trim();
  const addition = at < 0 ? '' : second.slice(at + 1).trim();
  return { street: first, apartmentNumber: apartment || null, addition: addition || null };
}

export function shopAddress(address: CustomerAddress): ShopAddress {
  return {
    id: address.id ?? null,
    firstname: address.firstname,
    lastname: address.lastname,
    ...streetFields(address.street),
    city: address.city,
    postcode: address.postcode,
    countryId: address.country_id,
    telephone: address.telephone ?? null,
    company: address.company ?? null,
    defaultShipping: address.default_shipping ?? false,
    defaultBilling: address.default_billing ?? false,
  };
}

export function platformAddress(address: ShopAddress): CustomerAddress {
  return {
    ...(address.id === null ? {} : { id: address.id }),
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    street: streetLines(address),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
    country_id: address.countryId.trim().toUpperCase(),
    ...(address.telephone ? { telephone: address.telephone.trim() } : {}),
    ...(address.company ? { company: address.company.trim() } : {}),
    default_shipping: address.defaultShipping,
    default_billing: address.defaultBilling,
  };
}

/**
 * The addresses after saving one: added (no id) or replacing the one with its id; only one address is the
 * default shipping and one the default billing address.
 */
export function addressesAfterSave(
  current: readonly CustomerAddress[],
  saved: CustomerAddress,
): CustomerAddress[] {
  const others = current.filter((address) => saved.id === undefined || address.id !== saved.id);
  const withoutDefaults = others.map((address) => ({
    ...address,
    default_shipping: saved.default_shipping ? false : (address.default_shipping ?? false),
    default_billing: saved.default_billing ? false : (address.default_billing ?? false),
  }));
  const index = saved.id === undefined ? -1 : current.findIndex((address) => address.id === saved.id);
  if (index < 0) return [...withoutDefaults, saved];
  return [...withoutDefaults.slice(0, index), saved, ...withoutDefaults.slice(index)];
}
