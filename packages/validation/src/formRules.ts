/**
 * The form rules of seed 000 §5, one place for every layer: the web app checks them as the shopper types,
 * the cart subgraph answers them as userErrors, and the commerce stand-in checks passwords again on the
 * server. Each rule answers a stable code (the client translates it) or null when the value passes.
 */

/** The codes of a broken rule, each with the English message of the shop (the web app translates by code). */
export const FORM_RULE_MESSAGES = {
  REQUIRED: 'Field is required.',
  INVALID_EMAIL: 'Please provide valid e-mail address.',
  PASSWORD_TOO_WEAK:
    'Password must have at least 8 characters with at least one lowercase letter, one uppercase letter and one number or special character.',
  PASSWORDS_DIFFER: 'Passwords must be identical.',
  PRIVACY_POLICY_NOT_ACCEPTED: 'You must accept the privacy policy.',
  NAME_TOO_SHORT: 'Name must have at least 2 letters.',
  ZIP_CODE_TOO_SHORT: 'Zip-code must have at least 3 characters.',
  TAX_NUMBER_TOO_SHORT: 'Tax number must have at least 3 characters.',
  /** The seed's own words (seed 000 §9 Search), as every search of the shop answers them. */
  SEARCH_TERM_TOO_SHORT: 'Search term at least 3 characters',
} as const;

export type FormRuleCode = keyof typeof FORM_RULE_MESSAGES;

/** seed 000 §5: 'Password at least 8 characters'. */
export const PASSWORD_MIN_LENGTH = 8;
/** seed 000 §5: 'name at least 2 letters (3 for some fields)'. */
export const NAME_MIN_LETTERS = 2;
/** seed 000 §5: 'zip-code at least 3 characters; tax number at least 3 characters; search term at least 3'. */
export const ZIP_CODE_MIN_LENGTH = 3;
export const TAX_NUMBER_MIN_LENGTH = 3;
export const SEARCH_TERM_MIN_LENGTH = 3;

/** An address with one @, a local part, and a domain with a dot and no spaces (what browsers accept for type=email, plus a dot). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export function requiredRule(value: string): FormRuleCode | null {
  return value.trim() === '' ? 'REQUIRED' : null;
}

/** seed 000 §5 'valid email'. */
export function emailRule(email: string): FormRuleCode | null {
  if (email.trim() === '') return 'REQUIRED';
  return EMAIL.test(email.trim()) ? null : 'INVALID_EMAIL';
}

/**
 * seed 000 §5: 'Password at least 8 characters with at least one lowercase, one uppercase and one number or
 * special character'. Letters of every script count as lower- or uppercase, as Magento counts them.
 */
export function passwordRule(password: string): FormRuleCode | null {
  if (password === '') return 'REQUIRED';
  const strong =
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /[^\p{L}]/u.test(password);
  return strong ? null : 'PASSWORD_TOO_WEAK';
}

/** seed 000 §5: 'passwords must be identical when repeated'. */
export function repeatedPasswordRule(password: string, repeated: string): FormRuleCode | null {
  return password === repeated ? null : 'PASSWORDS_DIFFER';
}

/** seed 000 §5: 'privacy policy must be accepted'. */
export function privacyPolicyRule(accepted: boolean): FormRuleCode | null {
  return accepted ? null : 'PRIVACY_POLICY_NOT_ACCEPTED';
}

/** seed 000 §5: 'name at least 2 letters (3 for some fields)'. */
export function nameRule(name: string, minLetters = NAME_MIN_LETTERS): FormRuleCode | null {
  if (name.trim() === '') return 'REQUIRED';
  return (name.match(/\p{L}/gu)?.length ?? 0) >= minLetters ? null : 'NAME_TOO_SHORT';
}

/** seed 000 §5: 'zip-code at least 3 characters'. */
export function zipCodeRule(zipCode: string): FormRuleCode | null {
  if (zipCode.trim() === '') return 'REQUIRED';
  return zipCode.trim().length >= ZIP_CODE_MIN_LENGTH ? null : 'ZIP_CODE_TOO_SHORT';
}

/** seed 000 §5: 'tax number at least 3 characters'. */
export function taxNumberRule(taxNumber: string): FormRuleCode | null {
  if (taxNumber.trim() === '') return 'REQUIRED';
  return taxNumber.trim().length >= TAX_NUMBER_MIN_LENGTH ? null : 'TAX_NUMBER_TOO_SHORT';
}

/**
 * seed 000 §5: 'search term at least 3 characters'. Characters are counted as the shopper sees them (code
 * points, not UTF-16 units), so 'één' has three.
 */
export function searchTermRule(term: string): FormRuleCode | null {
  return [...term.trim()].length >= SEARCH_TERM_MIN_LENGTH ? null : 'SEARCH_TERM_TOO_SHORT';
}
