/**
 * seed 000 §8: a reset link whose token has expired asks for a new link; a token that is not the latest one
 * sent to this email (or not one at all) asks to reset again. Only the latest token of an email counts,
 * as in Magento, which keeps one reset token per customer.
 */
export type ResetTokenOutcome = 'valid' | 'expired' | 'mismatched';

export interface IssuedResetToken {
  tokenHash: string;
  /** Epoch milliseconds. */
  issuedAt: number;
}

export function resetTokenOutcome(
  latest: IssuedResetToken | undefined,
  tokenHash: string,
  now: number,
  lifetimeMs: number,
): ResetTokenOutcome {
  if (!latest || latest.tokenHash !== tokenHash) return 'mismatched';
  return now - latest.issuedAt >= lifetimeMs ? 'expired' : 'valid';
}
