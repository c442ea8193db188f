import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** openBook's refusals (seed 001 §8) by their stable code; the English catalogue holds the seed's words. */
const OPEN_BOOK_REFUSALS: Record<string, MessageDescriptor> = {
  NOT_ENOUGH_CREDITS: msg`Niet genoeg credits`,
  CREDITS_EXPIRED: msg`De credits zijn verlopen`,
  BOOK_ALREADY_READ: msg`Er wordt al een boek gelezen.`,
  CONNECTION_LOST: msg`Verbinding verbroken`,
};

/** A refusal in the store view's language; any other (seed 001 §8: 'An embed answer with code 400 shows the server error') as the server said it. */
export function openBookRefusalText(i18n: I18n, error: { code: string; message: string }): string {
  const known = OPEN_BOOK_REFUSALS[error.code];
  return known ? i18n._(known) : error.message;
}
