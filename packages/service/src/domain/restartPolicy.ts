/**
 * Issue 23, 'Supervised services': a process that dies is started again after a wait that doubles with each
 * restart (so a crash loop does not take the machine's two cores), and after 5 restarts within a minute the
 * supervisor gives up on it: a service that cannot stay up needs a person, not a sixth try.
 */
export interface RestartPolicy {
  /** The wait before the first restart, in milliseconds; it doubles with each further restart in the window. */
  firstDelayMs: number;
  /** The longest wait, in milliseconds. */
  maxDelayMs: number;
  /** Restarts within the window after which the next death is not restarted. */
  maxRestarts: number;
  /** The window in which restarts are counted, in milliseconds. */
  windowMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 250,
  maxDelayMs: 4000,
  maxRestarts: 5,
  windowMs: 60_000,
};

export type RestartDecision =
  { restart: true; delayMs: number } | { restart: false; restartsInWindow: number };

/** The restarts (their times, in milliseconds) that still count at `now`. */
export function restartsInWindow(restarts: readonly number[], now: number, policy: RestartPolicy): number[] {
  return restarts.filter((at) => now - at < policy.windowMs);
}

/**
 * What to do when a process dies at `now`, given the times of its earlier restarts: restart it after a wait
 * (250 ms, 500 ms, 1 s, 2 s, 4 s) or, after `maxRestarts` restarts within the window, give up.
 */
export function decideRestart(
  earlierRestarts: readonly number[],
  now: number,
  policy: RestartPolicy = RESTART_POLICY,
): RestartDecision {
  const recent = restartsInWindow(earlierRestarts, now, policy).length;
  if (recent >= policy.maxRestarts) return { restart: false, restartsInWindow: recent };
  return { restart: true, delayMs: Math.min(policy.firstDelayMs * 2 ** recent, policy.maxDelayMs) };
}
