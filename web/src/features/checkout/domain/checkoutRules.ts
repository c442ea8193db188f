import {
  collect,
  emailRule,
  nameRule,
  passwordRule,
  repeatedPasswordRule,
  requiredRule,
  taxNumberRule,
  zipCodeRule,
} from '@shop/validation';
import type { AddressValues, PersonalDetailsValues, SchoolValues } from './checkoutDraft';

/** A broken rule of a checkout field: a form rule's code (seed 000 §5) or one of the graph's checkout codes. */
export interface CheckoutFieldError {
  field: string;
  code: string;
}

/** seed 000 §9: shipping only to the Netherlands and Belgium. */
export const SHIPPING_COUNTRIES = ['BE', 'NL'] as const;

/** Step 1 (seed 000 §5): names of 2 letters, a valid email, and a strong password repeated when creating an account. */
export function personalDetailsErrors(
  values: PersonalDetailsValues,
  password: { password: string; passwordConfirmation: string },
): CheckoutFieldError[] {
  return collect({
    firstname: nameRule(values.firstname),
    lastname: nameRule(values.lastname),
    email: emailRule(values.email),
    ...(values.createAccount
      ? {
          password: passwordRule(password.password),
          passwordConfirmation: repeatedPasswordRule(password.password, password.passwordConfirmation),
        }
      : {}),
  });
}

/** An address of the checkout (seed 000 §5): names of 2 letters, a zip code of 3 characters, BE or NL. */
export function checkoutAddressErrors(values: AddressValues): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = collect({
    firstname: nameRule(values.firstname),
    lastname: nameRule(values.lastname),
    street: requiredRule(values.street),
    postcode: zipCodeRule(values.postcode),
    city: requiredRule(values.city),
    countryId: requiredRule(values.countryId),
  });
  if (values.countryId && !(SHIPPING_COUNTRIES as readonly string[]).includes(values.countryId))
    errors.push({ field: 'countryId', code: 'COUNTRY_NOT_SHIPPED' });
  return errors;
}

/** A whole number of at least 0 (the graph's amountOfStudents is an Int). */
const WHOLE_NUMBER = /^\d+$/;

/**
 * The school fields are optional; given, a tax number has 3 characters (seed 000 §5) and the amount of
 * students is a whole number.
 */
export function schoolErrors(values: SchoolValues): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = [];
  if (values.taxId.trim() !== '') {
    const code = taxNumberRule(values.taxId);
    if (code) errors.push({ field: 'taxId', code });
  }
  if (values.amountOfStudents.trim() !== '' && !WHOLE_NUMBER.test(values.amountOfStudents.trim()))
    errors.push({ field: 'amountOfStudents', code: 'INVALID_AMOUNT_OF_STUDENTS' });
  return errors;
}
