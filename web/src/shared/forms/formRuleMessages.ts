import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormRuleCode } from '@shop/validation';

/**
 * The form rules of seed 000 §5 in the store view's language, by their code (@shop/validation): the forms
 * check them as the shopper types and the API answers them as userErrors with the same codes. The English
 * store views show the shop's English words (FORM_RULE_MESSAGES) through the en-BE catalogue.
 */
const FORM_RULE_TEXT: Record<Exclude<FormRuleCode, MaximumCode>, MessageDescriptor> = {
  REQUIRED: msg`Dit veld is verplicht.`,
  INVALID_EMAIL: msg`Geef een geldig e-mailadres op.`,
  PASSWORD_TOO_WEAK: msg`Het wachtwoord moet minstens 8 tekens hebben, met minstens één kleine letter, één hoofdletter en één cijfer of speciaal teken.`,
  PASSWORDS_DIFFER: msg`De wachtwoorden moeten identiek zijn.`,
  PRIVACY_POLICY_NOT_ACCEPTED: msg`Je moet het privacybeleid aanvaarden.`,
  NAME_TOO_SHORT: msg`Een naam moet minstens 2 letters hebben.`,
  ZIP_CODE_TOO_SHORT: msg`Een postcode moet minstens 3 tekens hebben.`,
  TAX_NUMBER_TOO_SHORT: msg`Een btw-nummer moet minstens 3 tekens hebben.`,
  SEARCH_TERM_TOO_SHORT: msg`Zoekterm van minstens 3 tekens`,
  // seed 001 §5: 'It accepts only alphabet characters or spaces.'
  NAME_NOT_LETTERS: msg`Alleen letters en spaties zijn toegestaan.`,
  NUMBERS_ONLY: msg`Dit veld aanvaardt alleen cijfers.`,
  LETTERS_OR_NUMBERS_ONLY: msg`Dit veld aanvaardt alleen letters of cijfers.`,
  INVALID_CITY: msg`Geef een geldige gemeente op.`,
};

/** The two rules whose words name a number: the field's maximum. */
type MaximumCode = 'TOO_LONG' | 'NAMES_TOO_LONG';

/** A broken form rule as the forms and the API give it; `chars` is the maximum a TOO_LONG names. */
export interface FormRuleError {
  code: string;
  message?: string;
  chars?: number | null;
}

/** The words of a broken form rule; a code the shop does not know keeps the API's message. */
export function formRuleMessage(i18n: I18n, error: FormRuleError): string {
  if (error.code === 'TOO_LONG' || error.code === 'NAMES_TOO_LONG') {
    const chars = error.chars ?? maximumOf(error.message);
    // Without its number (an answer that lost it), the maximum is still said in the store view's words.
    return chars === undefined ? i18n._(msg`Deze tekst is te lang.`) : maximumText(i18n, error.code, chars);
  }
  const known = FORM_RULE_TEXT[error.code as Exclude<FormRuleCode, MaximumCode>] as
    MessageDescriptor | undefined;
  return known ? i18n._(known) : (error.message ?? error.code);
}

/** seed 001 §5 'A maximum of {chars} characters applies, and a maximum of {chars} characters between first and last name.' */
function maximumText(i18n: I18n, code: MaximumCode, chars: number): string {
  return code === 'NAMES_TOO_LONG'
    ? i18n._(msg`Voor- en achternaam samen mogen maximaal ${chars} tekens hebben.`)
    : i18n._(msg`Er zijn maximaal ${chars} tekens toegestaan.`);
}

/**
 * The maximum of an over-long value the API refused: its userError has no field for the number, but its
 * message ('A maximum of 50 characters applies.') has the one number.
 */
function maximumOf(message: string | undefined): number | undefined {
  const number = message?.match(/\d+/)?.[0];
  return number === undefined ? undefined : Number(number);
}
