import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import type { UserError } from '@/shared/forms/fieldErrors';

/**
 * The reading programme's user errors a pupil meets, by their stable code, in the store view's language
 * (ARCHITECTURE: the API sends the seed's English words and a code the client translates). The English
 * catalogue holds the seed's words (seed 001 §5, §8).
 */
const PUPIL_ERRORS: Record<string, MessageDescriptor> = {
  INVALID_SCHOOL_ID: msg`Dit is geen geldig school-id`,
  SCHOOL_NOT_FOUND: msg`We kunnen deze school niet vinden`,
  INVALID_CREDENTIALS: msg`Ongeldige aanmeldgegevens`,
  UNEXPECTED: msg`Er is iets misgegaan ...`,
};

/** A pupil's user error as the form keeps it: TOO_MANY_ATTEMPTS comes with the payload's retryAfterSeconds. */
export type PupilUserError = Pick<UserError, 'code' | 'message'> & { retryAfterSeconds?: number | null };

/**
 * A user error in the store view's language; a code the shop does not know shows the API's message. Too many
 * failed logins (issue 18: guessing is slowed) says when to try again.
 */
export function pupilErrorText(i18n: I18n, error: PupilUserError): string {
  const seconds = error.retryAfterSeconds;
  if (error.code === 'TOO_MANY_ATTEMPTS' && typeof seconds === 'number')
    return i18n._(
      msg({
        message: plural(seconds, {
          one: 'Te veel pogingen. Probeer het over # seconde opnieuw.',
          other: 'Te veel pogingen. Probeer het over # seconden opnieuw.',
        }),
      }),
    );
  const known = PUPIL_ERRORS[error.code];
  return known ? i18n._(known) : formRuleMessage(i18n, error);
}

/** seed 001 §8 'Something went wrong ...': the API could not be reached or answered unexpectedly. */
export const UNEXPECTED_ERROR: UserError = { code: 'UNEXPECTED', message: 'Something went wrong ...' };
