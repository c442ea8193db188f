import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormRuleCode } from '@shop/validation';

/**
 * The form rules of seed 000 §5 in the store view's language, by their code (@shop/validation): the forms
 * check them as the shopper types and the API answers them as userErrors with the same codes. The English
 * store views show the shop's English words (FORM_RULE_MESSAGES) through the en-BE catalogue.
 */
const FORM_RULE_TEXT: Record<FormRuleCode, MessageDescriptor> = {
  REQUIRED: msg`Dit veld is verplicht.`,
  INVALID_EMAIL: msg`Geef een geldig e-mailadres op.`,
  PASSWORD_TOO_WEAK: msg`Het wachtwoord moet minstens 8 tekens hebben, met minstens één kleine letter, één hoofdletter en één cijfer of speciaal teken.`,
  PASSWORDS_DIFFER: msg`De wachtwoorden moeten identiek zijn.`,
  PRIVACY_POLICY_NOT_ACCEPTED: msg`Je moet het privacybeleid aanvaarden.`,
  NAME_TOO_SHORT: msg`Een naam moet minstens 2 letters hebben.`,
  ZIP_CODE_TOO_SHORT: msg`Een postcode moet minstens 3 tekens hebben.`,
  TAX_NUMBER_TOO_SHORT: msg`Een btw-nummer moet minstens 3 tekens hebben.`,
  SEARCH_TERM_TOO_SHORT: msg`Zoekterm van minstens 3 tekens`,
};

/** The words of a broken form rule; a code the shop does not know keeps the API's message. */
export function formRuleMessage(i18n: I18n, error: { code: string; message?: string }): string {
  const known = FORM_RULE_TEXT[error.code as FormRuleCode] as MessageDescriptor | undefined;
  return known ? i18n._(known) : (error.message ?? error.code);
}
