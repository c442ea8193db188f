import type {
  BillingAddressInput,
  CheckoutAddressInput,
  CheckoutPersonalDetailsInput,
  PlaceOrderInput,
} from '@/shared/graphql/types.generated';
import {
  hasSchoolDetails,
  schoolDetailsOf,
  type AddressValues,
  type CheckoutDraft,
  type PersonalDetailsValues,
} from './checkoutDraft';
import type { AccountFields } from './checkoutRules';

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

export function personalDetailsInput(
  cartId: string | null,
  values: PersonalDetailsValues,
  password: AccountFields,
): CheckoutPersonalDetailsInput {
  return {
    ...(cartId ? { cartId } : {}),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    createAccount: values.createAccount,
    ...(values.createAccount
      ? {
          password: password.password,
          passwordConfirmation: password.passwordConfirmation,
          acceptPrivacyPolicy: password.acceptPrivacyPolicy,
        }
      : {}),
  };
}

/** An address as the graph takes it: trimmed, the optional fields left out when empty. */
export function checkoutAddressInput(values: AddressValues): CheckoutAddressInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: values.street.trim(),
    apartmentNumber: optional(values.apartmentNumber),
    addition: optional(values.addition),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    countryId: values.countryId,
    telephone: optional(values.telephone),
  };
}

/**
 * The billing address of placeOrder: its own address, or the shipping address when it is the same; left out
 * (the graph then uses the shipping address) when it is the same and no school detail is given. The school
 * fields go along only when the shopper orders for a school.
 */
export function billingAddressInput(draft: CheckoutDraft): BillingAddressInput | null {
  const address = draft.billingSameAsShipping ? draft.shippingAddress : draft.billingAddress;
  const school = schoolDetailsOf(draft);
  if (!address || (draft.billingSameAsShipping && !hasSchoolDetails(school))) return null;
  const students = school.amountOfStudents.trim();
  return {
    ...checkoutAddressInput(address),
    company: optional(school.company),
    taxId: optional(school.taxId),
    schoolCode: optional(school.schoolCode),
    amountOfStudents: students === '' ? null : Number(students),
  };
}

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  street: '',
  apartmentNumber: '',
  addition: '',
  city: '',
  postcode: '',
  countryId: '',
  telephone: '',
};

/**
 * Everything the checkout entered, sent once more to placeOrder (the graph checks it all again), with the
 * attempt's idempotency key; null when the draft misses a step (the page then goes back to it).
 */
export function placeOrderInput(
  cartId: string | null,
  draft: CheckoutDraft,
  password: AccountFields,
  payment: { paymentMethodCode: string; paymentData?: string; returnUrl?: string },
): PlaceOrderInput | null {
  const { personalDetails, shippingAddress, shippingMethod } = draft;
  if (!personalDetails || !shippingAddress || !shippingMethod) return null;
  const billingAddress = billingAddressInput(draft);
  return {
    ...(cartId ? { cartId } : {}),
    idempotencyKey: draft.idempotencyKey,
    personalDetails: personalDetailsInput(null, personalDetails, password),
    shippingAddress: checkoutAddressInput(shippingAddress),
    shippingCarrierCode: shippingMethod.carrierCode,
    shippingMethodCode: shippingMethod.methodCode,
    ...(billingAddress ? { billingAddress } : {}),
    paymentMethodCode: payment.paymentMethodCode,
    ...(payment.paymentData ? { paymentData: payment.paymentData } : {}),
    ...(payment.returnUrl ? { returnUrl: payment.returnUrl } : {}),
  };
}
