import { charCount, MAX_CHARS, type LimitedField } from './fieldLimits';

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
  // seed 001 §5: 'It accepts only alphabet characters or spaces.'
  NAME_NOT_LETTERS: 'Only alphabet characters or spaces are allowed.',
  // seed 001 §5 'A maximum of {chars} characters applies, and a maximum of {chars} characters between first
  // and last name.' The number is the field's (fieldLimits.ts), put in by ruleMessage.
  TOO_LONG: 'A maximum of {chars} characters applies.',
  NAMES_TOO_LONG: 'A maximum of {chars} characters between first and last name.',
  // seed 000 §5, seed 001 §5: 'letters only, numbers only, or letters or numbers only'.
  NUMBERS_ONLY: 'This field accepts numbers only.',
  LETTERS_OR_NUMBERS_ONLY: 'This field accepts letters or numbers only.',
  // seed 001 §5 only says 'The city must be valid'; the words are ours, in the style of the e-mail's.
  INVALID_CITY: 'Please provide a valid city.',
} as const;

export type FormRuleCode = keyof typeof FORM_RULE_MESSAGES;

/** A value over its field's maximum: the code, and the maximum its message names. */
export interface TooLong {
  code: 'TOO_LONG' | 'NAMES_TOO_LONG';
  chars: number;
}

/** What a rule answers: nothing, a code, or (a maximum) a code with its number. */
export type RuleAnswer<Code extends string = FormRuleCode> = Code | TooLong | null;

/** The message of a broken rule with its number in place: `messages` is the layer's table of English words. */
export function ruleMessage(
  messages: Readonly<Record<string, string>>,
  error: { code: string; chars?: number | null },
): string {
  const message = messages[error.code] ?? error.code;
  return error.chars == null ? message : message.replace('{chars}', String(error.chars));
}

/** seed 001 §5 'A maximum of {chars} characters applies', the maximum of the field's kind (fieldLimits.ts). */
export function maxCharsRule(value: string | null | undefined, field: LimitedField): TooLong | null {
  const chars = MAX_CHARS[field];
  return charCount(value ?? '') > chars ? { code: 'TOO_LONG', chars } : null;
}

/**
 * A field's maximum first (an over-long value is refused whatever else it holds), then its rule. The one way
 * every form of the shop checks a text field it stores.
 */
export function within<Code extends string = FormRuleCode>(
  field: LimitedField,
  value: string | null | undefined,
  rule?: (value: string) => Code | null,
): RuleAnswer<Code> {
  return maxCharsRule(value, field) ?? rule?.(value ?? '') ?? null;
}

/**
 * seed 001 §5 'a maximum of {chars} characters between first and last name': both names together, with the
 * one space between them, as a label or an invoice prints them.
 */
export function fullNameRule(firstname: string, lastname: string): TooLong | null {
  const chars = MAX_CHARS.fullName;
  const fullName = `${firstname.trim()} ${lastname.trim()}`;
  return charCount(fullName) > chars ? { code: 'NAMES_TOO_LONG', chars } : null;
}

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

/**
 * Letters of every script with their accents (Belgian and Dutch names have them: Zoë, Çelik), spaces, and
 * the apostrophe and hyphen that real names need ('s Jacob, D'Hondt, Jan-Willem): the seed's 'only alphabet
 * characters or spaces' would refuse people their own name. Digits and other signs stay out.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;

/**
 * seed 000 §5: 'name at least 2 letters (3 for some fields)'; seed 001 §5: 'It accepts only alphabet
 * characters or spaces.'
 */
export function nameRule(name: string, minLetters = NAME_MIN_LETTERS): FormRuleCode | null {
  if (name.trim() === '') return 'REQUIRED';
  if (!NAME_CHARACTERS.test(name.trim())) return 'NAME_NOT_LETTERS';
  return (name.match(/\p{L}/gu)?.length ?? 0) >= minLetters ? null : 'NAME_TOO_SHORT';
}

/** seed 001 §5 'numbers only': digits and nothing else, so a whole number of at least 0. */
export function numbersOnlyRule(value: string): FormRuleCode | null {
  if (value.trim() === '') return 'REQUIRED';
  return /^\d+$/u.test(value.trim()) ? null : 'NUMBERS_ONLY';
}

/** seed 001 §5 'letters or numbers only': letters of every script, digits, and the spaces between words. */
export function lettersOrNumbersRule(value: string): FormRuleCode | null {
  if (value.trim() === '') return 'REQUIRED';
  return /^[\p{L}\p{M}\p{Nd} ]+$/u.test(value.trim()) ? null : 'LETTERS_OR_NUMBERS_ONLY';
}

/**
 * What a city's name is made of: letters, spaces, and the hyphen, apostrophe and period of Sint-Niklaas,
 * 's-Hertogenbosch and St. Truiden. No digits: a zip code typed in the city's field is caught here.
 */
const CITY_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
export const CITY_MIN_LETTERS = 2;

/** seed 001 §5 'The city must be valid': at least 2 letters, and only what a city's name is made of. */
export function cityRule(city: string): FormRuleCode | null {
  if (city.trim() === '') return 'REQUIRED';
  const letters = city.match(/\p{L}/gu)?.length ?? 0;
  return CITY_CHARACTERS.test(city.trim()) && letters >= CITY_MIN_LETTERS ? null : 'INVALID_CITY';
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
