import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import { tooManyAttemptsText } from '@/shared/forms/tooManyAttempts';
import { fromUserErrors, type FormErrors, type UserError } from '@/shared/forms/fieldErrors';
import { SESSION_EXPIRED_MESSAGE } from '@/shared/session';

/**
 * The account's user errors by their stable code, in the store view's language (ARCHITECTURE: the API sends
 * the seed's English words and a code the client translates). The form rules of seed 000 §5 come from
 * @shop/validation with the same codes, so a rule broken in the browser and the same rule refused by the
 * server read alike. The English catalogue holds the seed's words.
 */
const USER_ERRORS: Record<string, MessageDescriptor> = {
  // seed 000 §8 outcomes of the account calls (the §5 form rules are shared/forms' formRuleMessage)
  INVALID_CREDENTIALS: msg`Ongeldige aanmeldgegevens of account tijdelijk geblokkeerd`,
  EMAIL_EXISTS: msg`Er bestaat al een account met dit e-mailadres.`,
  EMAIL_NOT_FOUND: msg`Dit e-mailadres bestaat niet`,
  WRONG_CURRENT_PASSWORD: msg`Je huidige wachtwoord klopt niet.`,
  RESET_TOKEN_EXPIRED: msg`De link om je wachtwoord opnieuw in te stellen is verlopen. Vraag een nieuwe link aan.`,
  RESET_TOKEN_MISMATCH: msg`De link om je wachtwoord opnieuw in te stellen klopt niet. Stel je wachtwoord opnieuw in.`,
  SESSION_EXPIRED: SESSION_EXPIRED_MESSAGE,
  NOT_LOGGED_IN: msg`Je moet ingelogd zijn om deze pagina te zien`,
  ADDRESS_NOT_FOUND: msg`Dit adres bestaat niet (meer).`,
  // seed 000 §8 'error sending reset e-mail'
  RESET_MAIL_NOT_SENT: msg`We konden de e-mail om je wachtwoord opnieuw in te stellen niet versturen. Probeer het later opnieuw.`,
  // seed 000 §5: refused in the browser, before anything is sent (see offlineRefusal)
  OFFLINE: msg`Het wachtwoord wijzigen werkt niet zonder internetverbinding!`,
};

/**
 * A user error in the store view's language. A code the shop does not know, and PROFILE_NOT_SAVED (seed 000
 * §8: 'otherwise the server errorMessage'), show the server's own message.
 */
export function userErrorText(
  i18n: I18n,
  error: Pick<UserError, 'code' | 'message' | 'retryAfterSeconds'>,
): string {
  // Issue 18 item 7: too many failed logins says when to try again.
  const wait = tooManyAttemptsText(i18n, error);
  if (wait !== null) return wait;
  const known = USER_ERRORS[error.code];
  return known ? i18n._(known) : formRuleMessage(i18n, error);
}

/** seed 000 §8 'Profile saved'. */
export const PROFILE_SAVED = msg`Je accountgegevens zijn bijgewerkt`;
/** seed 000 §8 'Password changed'. */
export const PASSWORD_CHANGED = msg`Je wachtwoord is gewijzigd`;
/** seed 000 §4 'User session': logout shows it. */
export const LOGGED_OUT = msg`Je bent uitgelogd`;
/**
 * seed 000 §5: changing a password (with the current one, or with a reset link, or asking that link) is
 * refused while offline with 'Reset password feature does not work while offline!'; null while online.
 */
export function offlineRefusal(): FormErrors | null {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return null;
  return fromUserErrors([
    { code: 'OFFLINE', message: 'Reset password feature does not work while offline!' },
  ]);
}
/** A new customer's welcome, once the account is made and they are logged in. */
export const welcomeMessage = (firstname: string) =>
  msg`Welkom, ${firstname}! Je account is aangemaakt en je bent ingelogd.`;
/** seed 000 §8 generic failure, when the API itself could not be reached. */
/** The newsletter subscription changed (seed 000 §7 Newsletter: code 200 means success). */
export const SUBSCRIBED = msg`Je bent ingeschreven op de nieuwsbrief`;
export const UNSUBSCRIBED = msg`Je bent uitgeschreven van de nieuwsbrief`;
