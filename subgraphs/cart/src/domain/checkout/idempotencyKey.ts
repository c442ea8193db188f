/** The longest idempotency key the platform takes (it would cut a longer one, so two orders could share it). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Why an idempotency key is malformed, or null: it must name one order, so it is not blank and not too long. */
export function idempotencyKeyProblem(key: string): string | null {
  const trimmed = key.trim();
  if (trimmed === '') return 'The idempotency key is empty.';
  if (trimmed.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    return `The idempotency key is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`;
  return null;
}
