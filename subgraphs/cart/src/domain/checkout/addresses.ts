import type { OrderAddress, ShippingInformationBody, ShippingMethodsAddress } from '@shop/contracts';
import type { BillingAddressForm, CheckoutAddressForm } from '@shop/validation';
import { streetLines } from '../address';

/**
 * seed 000 §3 'Shipping payload': shipping_address (country_id, street list made of street plus apartment
 * number with an optional ' | addition', postcode, city, firstname, lastname, telephone).
 */
export function orderAddress(address: CheckoutAddressForm, email?: string): OrderAddress {
  const telephone = address.telephone?.trim();
  return {
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    street: streetLines({
      street: address.street,
      apartmentNumber: address.apartmentNumber ?? null,
      addition: address.addition ?? null,
    }),
    city: address.city.trim(),
    postcode: address.postcode.trim(),
    country_id: address.countryId.trim().toUpperCase(),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email: email.trim() } : {}),
  };
}

/**
 * The billing address with the school fields of seed 000 §3 paymentDetails: company and the tax id as
 * Magento's `company` and `vat_id`, schoolCode and amountOfStudents beside them (the contract's OrderAddress).
 */
export function billingOrderAddress(address: BillingAddressForm, email?: string): OrderAddress {
  const company = address.company?.trim();
  const taxId = address.taxId?.trim();
  const schoolCode = address.schoolCode?.trim();
  const students = address.amountOfStudents;
  return {
    ...orderAddress(address, email),
    ...(company ? { company } : {}),
    ...(taxId ? { vat_id: taxId } : {}),
    ...(schoolCode ? { schoolCode } : {}),
    ...(students === undefined || students === null || String(students).trim() === ''
      ? {}
      : { amountOfStudents: Number(students) }),
  };
}

/** seed 000 §4: the billing address left out is the shipping address, with the personal details' names. */
export function billingOrDefault(
  billing: BillingAddressForm | null | undefined,
  shipping: CheckoutAddressForm,
  names: { firstname: string; lastname: string },
): BillingAddressForm {
  return billing ?? { ...shipping, firstname: names.firstname, lastname: names.lastname };
}

/** The address of POST /api/cart/shipping-methods (seed 000 §7). */
export function shippingMethodsAddress(address: CheckoutAddressForm): ShippingMethodsAddress {
  const { country_id, street, postcode, city } = orderAddress(address);
  return { country_id, street, postcode, city };
}

/** The body of POST /api/cart/shipping-information: the shipping payload with the chosen method. */
export function shippingInformationBody(
  shipping: CheckoutAddressForm,
  carrierCode: string,
  methodCode: string,
): ShippingInformationBody {
  return {
    addressInformation: {
      shippingAddress: orderAddress(shipping),
      shippingCarrierCode: carrierCode,
      shippingMethodCode: methodCode,
    },
  };
}
