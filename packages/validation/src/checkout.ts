import {
  FORM_RULE_MESSAGES,
  cityRule,
  emailRule,
  lettersOrNumbersRule,
  numbersOnlyRule,
  passwordRule,
  privacyPolicyRule,
  repeatedPasswordRule,
  requiredRule,
  taxNumberRule,
  within,
  zipCodeRule,
  type FormRuleCode,
  type RuleAnswer,
} from './formRules';
import { collect, personNameRules, type FieldError } from './registration';

/**
 * The checkout's form rules (seed 000 §3 Checkout, §5, §9), shared by the web checkout's forms and the cart
 * subgraph's checkout mutations. Two rules are the checkout's own, so they have codes beside the form rules
 * every form shares.
 */
export const CHECKOUT_RULE_MESSAGES = {
  ...FORM_RULE_MESSAGES,
  // seed 000 §9: 'Shipping only to the Netherlands and Belgium.'
  COUNTRY_NOT_SHIPPED: 'Shipping only to the Netherlands and Belgium.',
} as const;

export type CheckoutRuleCode = keyof typeof CHECKOUT_RULE_MESSAGES;

/** A broken rule of one field of a checkout form. */
export interface CheckoutFieldError {
  field: string;
  code: CheckoutRuleCode;
  /** The maximum a TOO_LONG or NAMES_TOO_LONG names. */
  chars?: number;
}

/** seed 000 §9: the countries the shop ships to (ISO 3166-1 alpha-2). */
export const SHIPPING_COUNTRIES: readonly string[] = ['BE', 'NL'];

/** Step 1 of the checkout (seed 000 §3 personalDetails). */
export interface CheckoutPersonalDetailsForm {
  firstname: string;
  lastname: string;
  email: string;
  createAccount?: boolean | null;
  password?: string | null;
  passwordConfirmation?: string | null;
  acceptPrivacyPolicy?: boolean | null;
}

/** An address of the checkout (seed 000 §3 shippingDetails); the billing address adds the school fields. */
export interface CheckoutAddressForm {
  firstname: string;
  lastname: string;
  /** The street's name, without the house number. */
  street: string;
  /**
   * The house number (seed 000 §3 apartmentNumber: the vue-storefront checkout's house number field); required,
   * optional in the type only so a form without it gets the 'Field is required.' rule rather than a crash.
   */
  apartmentNumber?: string | null;
  /** A box number or anything else after the house number; optional. */
  addition?: string | null;
  city: string;
  postcode: string;
  countryId: string;
  telephone?: string | null;
}

/** seed 000 §3 paymentDetails: the address fields plus company, taxId, schoolCode and amountOfStudents. */
export interface BillingAddressForm extends CheckoutAddressForm {
  company?: string | null;
  taxId?: string | null;
  schoolCode?: string | null;
  /** A form field holds text, the graph a number: both are checked as the text of a whole number. */
  amountOfStudents?: string | number | null;
}

/**
 * Every broken rule of the personal details: names and email as at registration, and, when the shopper
 * creates an account with the order, the registration's password and privacy policy rules too.
 */
export function checkoutPersonalDetailsErrors(form: CheckoutPersonalDetailsForm): CheckoutFieldError[] {
  const password = form.password ?? '';
  return collect({
    ...personNameRules(form),
    email: within('email', form.email, emailRule),
    ...(form.createAccount
      ? {
          password: passwordRule(password),
          passwordConfirmation: repeatedPasswordRule(password, form.passwordConfirmation ?? ''),
          acceptPrivacyPolicy: privacyPolicyRule(form.acceptPrivacyPolicy === true),
        }
      : {}),
  });
}

/**
 * Every broken rule of an address of any country (a profile's address, an invoice's): names of at least 2
 * letters, street, house number, city and country given, a zip code of at least 3 characters.
 */
export function addressErrors(address: CheckoutAddressForm): FieldError[] {
  return collect({ ...addressRules(address), countryId: requiredRule(address.countryId) });
}

/** Every broken rule of a shipping address: the address rules, and only Belgium and the Netherlands. */
export function shippingAddressErrors(address: CheckoutAddressForm): CheckoutFieldError[] {
  return collect({ ...addressRules(address), countryId: shippedCountryRule(address.countryId) });
}

/**
 * Every broken rule of the billing address: the address rules (any country: an invoice may go abroad), a tax
 * number of at least 3 characters when one is given, and a number of pupils that is a whole number. The school
 * fields are optional: a guest who does not order for a school leaves them out and breaks no rule of theirs.
 */
export function billingAddressErrors(address: BillingAddressForm): CheckoutFieldError[] {
  const taxId = address.taxId?.trim() ?? '';
  const students = address.amountOfStudents;
  return collect({
    ...addressRules(address),
    countryId: requiredRule(address.countryId),
    company: within('company', address.company),
    taxId: within('taxId', taxId, taxId === '' ? undefined : taxNumberRule),
    schoolCode: within('schoolCode', address.schoolCode),
    amountOfStudents:
      students === undefined || students === null
        ? null
        : within('amountOfStudents', String(students), optional(numbersOnlyRule)),
  });
}

/** seed 000 §9: 'Shipping only to the Netherlands and Belgium.' */
export function shippedCountryRule(countryId: string): CheckoutRuleCode | null {
  if (countryId.trim() === '') return 'REQUIRED';
  return SHIPPING_COUNTRIES.includes(countryId.trim().toUpperCase()) ? null : 'COUNTRY_NOT_SHIPPED';
}

/** A rule of a field that may stay empty: an empty value passes, a given one is checked. */
function optional(rule: (value: string) => FormRuleCode | null) {
  return (value: string) => (value.trim() === '' ? null : rule(value));
}

/**
 * The rules every checkout address shares: the names, the street and its house number each in their own field
 * (both required), a valid city, the house number and addition of letters or numbers (seed 001 §5), the zip
 * code, and every field within its maximum.
 */
function addressRules(address: CheckoutAddressForm): Record<string, RuleAnswer> {
  return {
    ...personNameRules(address),
    street: within('street', address.street, requiredRule),
    // seed 000 §3 apartmentNumber, the house number: required, and letters or numbers (12, 12A, 12 bis).
    apartmentNumber: within('apartmentNumber', address.apartmentNumber ?? '', lettersOrNumbersRule),
    addition: within('addition', address.addition, optional(lettersOrNumbersRule)),
    // In the order the forms ask them: the zip code before the city.
    postcode: within('postcode', address.postcode, zipCodeRule),
    city: within('city', address.city, cityRule),
    telephone: within('telephone', address.telephone),
  };
}
