import { describe, expect, it } from 'vitest';
import { decideRestart, RESTART_POLICY } from './restartPolicy';

const SECOND = 1000;

describe('decideRestart', () => {
  it('restarts a process that died for the first time after 250 ms', () => {
    expect(decideRestart([], 0)).toEqual({ restart: true, delayMs: 250 });
  });

  it('doubles the wait with each restart within a minute: 250 ms, 500 ms, 1 s, 2 s, 4 s', () => {
    const restarts: number[] = [];
    const waits: number[] = [];
    for (let now = 0; now < 5 * SECOND; now += SECOND) {
      const decision = decideRestart(restarts, now);
      if (!decision.restart) throw new Error('gave up too early');
      waits.push(decision.delayMs);
      restarts.push(now);
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('gives up after 5 restarts within a minute', () => {
    const restarts = [0, 10 * SECOND, 20 * SECOND, 30 * SECOND, 40 * SECOND];
    expect(decideRestart(restarts, 59 * SECOND)).toEqual({ restart: false, restartsInWindow: 5 });
  });

  it('counts only the restarts of the last minute, so a service that crashes now and then is always restarted', () => {
    const restarts = [0, 10 * SECOND, 20 * SECOND, 30 * SECOND, 40 * SECOND];
    // At 60 s the first restart is a minute old: 4 remain, the wait is the fifth's.
    expect(decideRestart(restarts, 60 * SECOND)).toEqual({ restart: true, delayMs: 4000 });
    expect(decideRestart(restarts, 101 * SECOND)).toEqual({ restart: true, delayMs: 250 });
  });

  it('never waits longer than 4 s, whatever the policy allows in restarts', () => {
    const patient = { ...RESTART_POLICY, maxRestarts: 20 };
    const restarts = Array.from({ length: 10 }, (_, i) => i * SECOND);
    expect(decideRestart(restarts, 10 * SECOND, patient)).toEqual({ restart: true, delayMs: 4000 });
  });
});
