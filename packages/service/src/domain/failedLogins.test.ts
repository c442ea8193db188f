import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, ADDRESS_RULE, waitAfterFailures } from './failedLogins';

describe('waitAfterFailures', () => {
  it('lets an account fail 4 times within 15 minutes without a wait', () => {
    expect(ACCOUNT_RULE.windowSeconds).toBe(900);
    for (const failures of [0, 1, 2, 3, 4]) expect(waitAfterFailures(failures, ACCOUNT_RULE)).toBe(0);
  });

  it('waits 5 s after the 5th failure, then doubles: 10, 20, 40, 80 s', () => {
    expect([5, 6, 7, 8, 9].map((failures) => waitAfterFailures(failures, ACCOUNT_RULE))).toEqual([
      5, 10, 20, 40, 80,
    ]);
  });

  it('never waits longer than 2 minutes, however many failures', () => {
    expect(waitAfterFailures(10, ACCOUNT_RULE)).toBe(120);
    expect(waitAfterFailures(30, ACCOUNT_RULE)).toBe(120);
    expect(waitAfterFailures(10_000, ACCOUNT_RULE)).toBe(120);
  });

  it('lets one client address fail 19 times, a class sharing a school address, and waits 5 s after the 20th', () => {
    expect(waitAfterFailures(19, ADDRESS_RULE)).toBe(0);
    expect(waitAfterFailures(20, ADDRESS_RULE)).toBe(5);
    expect(waitAfterFailures(21, ADDRESS_RULE)).toBe(10);
    expect(waitAfterFailures(40, ADDRESS_RULE)).toBe(120);
  });
});
