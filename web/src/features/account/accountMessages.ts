import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserError } from './domain/fieldErrors';

/**
 * The account's user errors by their stable code, in the store view's language (ARCHITECTURE: the API sends
 * the seed's English words and a code the client translates). The form rules of seed 000 §5 come from
 * @shop/validation with the same codes, so a rule broken in the browser and the same rule refused by the
 * server read alike. The English catalogue holds the seed's words.
 */
const USER_ERRORS: Record<string, MessageDescriptor> = {
  // seed 000 §5 form rules (FORM_RULE_MESSAGES)
  REQUIRED: msg`Dit veld is verplicht.`,
  INVALID_EMAIL: msg`Geef een geldig e-mailadres op.`,
  PASSWORD_TOO_WEAK: msg`Het wachtwoord moet minstens 8 tekens hebben, met minstens één kleine letter, één hoofdletter en één cijfer of speciaal teken.`,
  PASSWORDS_DIFFER: msg`De wachtwoorden moeten identiek zijn.`,
  PRIVACY_POLICY_NOT_ACCEPTED: msg`Je moet het privacybeleid aanvaarden.`,
  NAME_TOO_SHORT: msg`Een naam moet minstens 2 letters hebben.`,
  ZIP_CODE_TOO_SHORT: msg`De postcode moet minstens 3 tekens hebben.`,
  INVALID_ZIP_CODE: msg`De postcode moet minstens 3 tekens hebben.`,
  // seed 000 §8 outcomes of the account calls
  INVALID_CREDENTIALS: msg`Ongeldige aanmeldgegevens of account tijdelijk geblokkeerd`,
  EMAIL_EXISTS: msg`Er bestaat al een account met dit e-mailadres.`,
  EMAIL_NOT_FOUND: msg`Dit e-mailadres bestaat niet`,
  WRONG_CURRENT_PASSWORD: msg`Je huidige wachtwoord klopt niet.`,
  RESET_TOKEN_EXPIRED: msg`De link om je wachtwoord opnieuw in te stellen is verlopen. Vraag een nieuwe link aan.`,
  RESET_TOKEN_MISMATCH: msg`De link om je wachtwoord opnieuw in te stellen klopt niet. Stel je wachtwoord opnieuw in.`,
  SESSION_EXPIRED: msg`Fout bij het vernieuwen van je sessie. Je hebt geen toegang tot deze gegevens`,
  NOT_LOGGED_IN: msg`Je moet ingelogd zijn om deze pagina te zien`,
  ADDRESS_NOT_FOUND: msg`Dit adres bestaat niet (meer).`,
};

/**
 * A user error in the store view's language. A code the shop does not know, and PROFILE_NOT_SAVED (seed 000
 * §8: 'otherwise the server errorMessage'), show the server's own message.
 */
export function userErrorText(i18n: I18n, error: Pick<UserError, 'code' | 'message'>): string {
  const known = USER_ERRORS[error.code];
  return known ? i18n._(known) : error.message;
}

/** seed 000 §8 'Profile saved'. */
export const PROFILE_SAVED = msg`Je accountgegevens zijn bijgewerkt`;
/** seed 000 §8 'Password changed'. */
export const PASSWORD_CHANGED = msg`Je wachtwoord is gewijzigd`;
/** seed 000 §4 'User session': logout shows it. */
export const LOGGED_OUT = msg`Je bent uitgelogd`;
/** seed 000 §5: session check and changing a password are refused while offline. */
export const OFFLINE_RESET = msg`Het wachtwoord wijzigen werkt niet zonder internetverbinding!`;
/** seed 000 §8 generic failure, when the API itself could not be reached. */
export const SOMETHING_WENT_WRONG = msg`Er is een fout opgetreden`;
/** The newsletter subscription changed (seed 000 §7 Newsletter: code 200 means success). */
export const SUBSCRIBED = msg`Je bent ingeschreven op de nieuwsbrief`;
export const UNSUBSCRIBED = msg`Je bent uitgeschreven van de nieuwsbrief`;
