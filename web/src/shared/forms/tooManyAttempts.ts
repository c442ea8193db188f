import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UserError } from './fieldErrors';

/**
 * Issue 18 item 7 'guessing is slowed': the API refuses a login (the shop's, a pupil's) or a school lookup
 * with TOO_MANY_ATTEMPTS and says in the payload's retryAfterSeconds how long to wait. Its English message
 * is for API partners; the storefront says it in the store view's language, from the number.
 */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** 'Try again in N second(s)' in the store view's language, or null when the error is no wait. */
export function tooManyAttemptsText(
  i18n: I18n,
  error: Pick<UserError, 'code' | 'retryAfterSeconds'>,
): string | null {
  const seconds = error.retryAfterSeconds;
  if (error.code !== TOO_MANY_ATTEMPTS || typeof seconds !== 'number') return null;
  return i18n._(
    msg({
      message: plural(seconds, {
        one: 'Te veel pogingen. Probeer het over # seconde opnieuw.',
        other: 'Te veel pogingen. Probeer het over # seconden opnieuw.',
      }),
    }),
  );
}

/** A payload's userErrors with its wait on each, so the form's error text can say when to try again. */
export function withRetryAfter<E extends UserError>(
  errors: readonly E[],
  retryAfterSeconds: number | null | undefined,
): E[] {
  return errors.map((error) => ({ ...error, retryAfterSeconds: retryAfterSeconds ?? null }));
}
