/**
 * Issue 18 item 7, 'Guessing is slowed': after a few failed logins within a window, each further attempt
 * waits, the wait doubling with every failure up to a short cap, so that guessing a password takes days but
 * a classmate who mistypes (or tries to shut a pupil out of a lesson) costs at most a couple of minutes.
 */
export interface FailedLoginRule {
  /** Failures within the window that are answered without a wait. */
  freeFailures: number;
  /** The window in which failures are counted, in seconds. */
  windowSeconds: number;
  /** The wait after the last free failure, in seconds; it doubles with each further failure. */
  firstWaitSeconds: number;
  /** The longest wait, in seconds. */
  maxWaitSeconds: number;
}

/** Per account (a pupil: school + class + name; a teacher or shopper: the login): 5 failures in 15 minutes. */
export const ACCOUNT_RULE: FailedLoginRule = {
  freeFailures: 5,
  windowSeconds: 15 * 60,
  firstWaitSeconds: 5,
  maxWaitSeconds: 2 * 60,
};

/**
 * Per client address: a class logs in from one school address, so twenty pupils' mistakes in 15 minutes are
 * allowed before the address waits. The school lookup (the pupil login's first step, with no password) counts
 * unknown school ids by the same rule: a teacher who mistypes the id a few times never waits, but trying ids
 * one after another to find the schools and their classes is slowed.
 */
export const ADDRESS_RULE: FailedLoginRule = {
  freeFailures: 20,
  windowSeconds: 15 * 60,
  firstWaitSeconds: 5,
  maxWaitSeconds: 2 * 60,
};

/** How long, in seconds, the next attempt waits after `failures` failures within the rule's window. */
export function waitAfterFailures(failures: number, rule: FailedLoginRule): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2 ** 31 is already past any cap; the exponent stays small.
  return Math.min(rule.firstWaitSeconds * 2 ** Math.min(doublings, 31), rule.maxWaitSeconds);
}
