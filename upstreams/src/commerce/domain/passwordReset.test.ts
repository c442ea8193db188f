import { describe, expect, it } from 'vitest';
import { resetTokenOutcome } from './passwordReset';

const TWO_HOURS = 2 * 3600_000;
const issued = { tokenHash: 'abc', issuedAt: 1_000_000 };

describe('password reset token (seed 000 §8)', () => {
  it('is valid for two hours after it was sent', () => {
    expect(resetTokenOutcome(issued, 'abc', issued.issuedAt + TWO_HOURS - 1, TWO_HOURS)).toBe('valid');
  });

  it('is expired from two hours on: request a new link', () => {
    expect(resetTokenOutcome(issued, 'abc', issued.issuedAt + TWO_HOURS, TWO_HOURS)).toBe('expired');
  });

  it('is mismatched when it is not the latest token of the email, or none was sent: reset again', () => {
    expect(resetTokenOutcome(issued, 'older', issued.issuedAt, TWO_HOURS)).toBe('mismatched');
    expect(resetTokenOutcome(undefined, 'abc', issued.issuedAt, TWO_HOURS)).toBe('mismatched');
  });
});
