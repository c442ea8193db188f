import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceDefinition } from './services';
import { startTestStack, type TestStack } from './testStack';

/** npm start's supervisor on one upstream stand-in, with a short back-off so the test stays quick. */
const QUICK = { firstDelayMs: 50, maxDelayMs: 100, maxRestarts: 2, windowMs: 60_000 };

async function untilTrue(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the supervisor of launchStack', () => {
  let stack: TestStack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('starts a killed service again on its port with its new pid, and gives it up after too many restarts', async () => {
    const events: string[] = [];
    const name = (service: ServiceDefinition) => service.name;
    stack = await startTestStack({
      only: ['reading'],
      products: 20,
      restart: QUICK,
      onRestarting: (service, death) => events.push(`${name(service)} ${death.signal} ${death.delayMs} ms`),
      onRestarted: (service) => events.push(`${name(service)} back`),
      onGaveUp: (service, death) => events.push(`${name(service)} given up after ${death.restartsInWindow}`),
    });
    const url = `${stack.urls.reading}/health`;

    for (const [round, delay] of [
      [1, 50],
      [2, 100],
    ] as const) {
      const pid = stack.pids.reading ?? 0;
      process.kill(pid, 'SIGKILL');
      await untilTrue(() => events.length === round * 2, 20_000);
      expect(events.slice(-2)).toEqual([`reading SIGKILL ${delay} ms`, 'reading back']);
      expect(stack.pids.reading).not.toBe(pid);
      expect((await fetch(url)).status).toBe(200);
    }

    process.kill(stack.pids.reading ?? 0, 'SIGKILL');
    await untilTrue(() => events.length === 5, 5_000);
    expect(events[4]).toBe('reading given up after 2');
    await expect(fetch(url)).rejects.toThrow();
  }, 30_000);
});
