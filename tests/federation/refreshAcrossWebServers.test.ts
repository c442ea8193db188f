import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { resetCallCounts } from '@shop/service';
import {
  freePorts,
  launchStack,
  LaunchError,
  startRedis,
  startTestStack,
  type RunningRedis,
  type RunningStack,
  type TestStack,
} from '@shop/stack';
import { logInThroughWeb, refreshCalls, webGraphqlOnNewConnection } from './webSession';

/**
 * Issue 24 'one token refresh for every tab', across web machines (docs/operations.md): two web servers, each
 * its own cluster of two processes as `npm start` runs one, behind no shared primary, with one Redis
 * (REDIS_URL) before one gateway. A customer's tabs whose requests reach both, with an expired session, make
 * one refresh call, and every request is answered as the customer; a request still carrying the old refresh
 * token after the refresh is answered too, by the other web server, without a refresh. With each web server
 * locking for its own processes only, both refreshed the same refresh token, and the platform, which rotates
 * it, refused the second: the customer was logged out.
 */
let stack: TestStack;
let redis: RunningRedis;
const started: RunningStack[] = [];
let webServers: string[] = [];

/** Short-lived tokens, so the test sees one expire (COMMERCE_TOKEN_LIFETIME_SECONDS). */
const TOKEN_LIFETIME_SECONDS = 3;
const REQUESTS = 8;

/** One more web server on a free port, before the gateway of `stack`: another machine behind the balancer. */
async function startWebServer(env: Record<string, string>): Promise<RunningStack> {
  const { web } = await freePorts();
  const server = await launchStack({
    only: ['web'],
    ports: { ...stack.ports, web },
    dataDir: stack.dataDir,
    stateDir: stack.stateDir,
    env: { LOG_LEVEL: 'warn', ...env },
  });
  started.push(server);
  return server;
}

beforeAll(async () => {
  redis = await startRedis();
  stack = await startTestStack({
    workers: 2,
    only: ['commerce', 'catalog', 'cart', 'gateway', 'web'],
    env: { COMMERCE_TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS), REDIS_URL: redis.url },
  });
  const second = await startWebServer({ WEB_WORKERS: '2', REDIS_URL: redis.url });
  webServers = [stack.urls.web!, second.urls.web!];
}, 180_000);

afterAll(async () => {
  for (const server of started) await server.stop();
  await stack?.stop();
  await redis?.stop();
});

describe('an expired session with two web servers sharing their token lock in Redis', () => {
  it(`is refreshed once for ${REQUESTS} requests spread over both, and every request is answered`, async () => {
    const { general } = DEMO_CUSTOMERS;
    const cookie = await logInThroughWeb(webServers[0]!, general);

    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    await resetCallCounts(stack.urls.commerce!);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        webGraphqlOnNewConnection(webServers[i % 2]!, '{ me { email } }', {}, cookie),
      ),
    );
    for (const answer of answers) expect(answer.body).toEqual({ data: { me: { email: general.email } } });
    console.info(
      `${REQUESTS} requests with an expired token on two web servers: ${await refreshCalls(stack.urls.commerce!)} refresh`,
    );
    expect(await refreshCalls(stack.urls.commerce!)).toBe(1);

    // A tab whose request left before the new cookies arrived still carries the spent refresh token: within
    // the grace either web server answers it with the new tokens instead of refreshing a token the platform
    // would refuse.
    for (const webUrl of webServers) {
      const late = await webGraphqlOnNewConnection(webUrl, '{ me { email } }', {}, cookie);
      expect(late.body).toEqual({ data: { me: { email: general.email } } });
    }
    expect(await refreshCalls(stack.urls.commerce!)).toBe(1);
  }, 60_000);
});

describe('a web server whose Redis cannot be reached', () => {
  it('does not start, and says why', async () => {
    // Port 1 on this machine: nothing listens, the connection is refused until the start's deadline (5 s).
    const refusal = await startWebServer({ WEB_WORKERS: '1', REDIS_URL: 'redis://127.0.0.1:1' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(LaunchError);
    expect((refusal as Error).message).toMatch(
      /^storefront exited with code 1 before it was healthy\.[\s\S]*Cannot reach Redis at REDIS_URL \(no answer within 5000 ms\)\./,
    );
  }, 60_000);
});
