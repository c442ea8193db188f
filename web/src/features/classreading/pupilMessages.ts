import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import type { UserError } from '@/shared/forms/fieldErrors';
import { tooManyAttemptsText } from '@/shared/forms/tooManyAttempts';

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

/**
 * A user error in the store view's language; a code the shop does not know shows the API's message. Too many
 * failed logins or lookups (issue 18: guessing is slowed) says when to try again.
 */
export function pupilErrorText(
  i18n: I18n,
  error: Pick<UserError, 'code' | 'message' | 'retryAfterSeconds'>,
): string {
  const wait = tooManyAttemptsText(i18n, error);
  if (wait !== null) return wait;
  const known = PUPIL_ERRORS[error.code];
  return known ? i18n._(known) : formRuleMessage(i18n, error);
}

/** seed 001 §8 'Something went wrong ...': the API could not be reached or answered unexpectedly. */
export const UNEXPECTED_ERROR: UserError = { code: 'UNEXPECTED', message: 'Something went wrong ...' };
