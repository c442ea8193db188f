import {
  billingAddressErrors,
  checkoutPersonalDetailsErrors,
  type CheckoutFieldError,
} from '@shop/validation';
import {
  schoolDetailsOf,
  type AddressValues,
  type PersonalDetailsValues,
  type SchoolValues,
} from './checkoutDraft';

/**
 * The checkout's form rules come from `@shop/validation`, the same functions the graph answers its userErrors
 * with (seed 000 §5); these adapters only hand them the checkout forms' values.
 */
export type { CheckoutFieldError };
/** Step 2: the shipping address (Belgium and the Netherlands only) takes the form's values as they are. */
export { SHIPPING_COUNTRIES, shippingAddressErrors } from '@shop/validation';

/** The fields only an account to create needs, kept in the page's memory. */
export interface AccountFields {
  password: string;
  passwordConfirmation: string;
  acceptPrivacyPolicy: boolean;
}

/** Step 1: names and email, and the password and privacy policy when an account is created. */
export function personalDetailsErrors(
  values: PersonalDetailsValues,
  account: AccountFields,
): CheckoutFieldError[] {
  return checkoutPersonalDetailsErrors({ ...values, ...account });
}

/**
 * Step 3: the billing address with the school fields. The school fields are optional and only checked when
 * the shopper orders for a school (their own rules then: a tax number of at least 3 characters, a whole
 * number of pupils); closed, they break no rule. With 'same as shipping', only the school fields can break a
 * rule (the shipping address passed step 2), so only their errors are kept.
 */
export function billingErrors(
  billing: AddressValues,
  school: SchoolValues,
  options: { sameAsShipping: boolean; orderingForSchool: boolean },
): CheckoutFieldError[] {
  const errors = billingAddressErrors({
    ...billing,
    ...schoolDetailsOf({ orderingForSchool: options.orderingForSchool, school }),
  });
  return options.sameAsShipping ? errors.filter((error) => error.field in school) : errors;
}
