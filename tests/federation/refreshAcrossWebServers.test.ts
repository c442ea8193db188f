import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
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

/** A request of its own connection (no keep-alive agent), as another tab's may be. */
function webGraphql(webUrl: string, query: string, variables: Record<string, unknown>, cookie: string) {
  return new Promise<{ body: { data?: Record<string, unknown>; errors?: unknown[] }; setCookies: string[] }>(
    (resolve, reject) => {
      const request = http.request(
        `${webUrl}/graphql`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', cookie } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              resolve({ body: JSON.parse(text), setCookies: response.headers['set-cookie'] ?? [] });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ query, variables }));
    },
  );
}

async function refreshCalls(): Promise<number> {
  return (await fetchCallCounts(stack.urls.commerce!)).byEndpoint['POST /api/user/refresh'] ?? 0;
}

describe('an expired session with two web servers sharing their token lock in Redis', () => {
  it(`is refreshed once for ${REQUESTS} requests spread over both, and every request is answered`, async () => {
    const { general } = DEMO_CUSTOMERS;
    const login = await webGraphql(
      webServers[0]!,
      'mutation L($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
      { input: { email: general.email, password: general.password } },
      '',
    );
    expect(login.body.data).toEqual({ logIn: { userErrors: [] } });
    const cookie = login.setCookies.map((setCookie) => setCookie.split(';')[0]).join('; ');
    expect(cookie).toMatch(/shop_token=.+; shop_refresh=.+/);

    await new Promise((resolve) => setTimeout(resolve, (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    await resetCallCounts(stack.urls.commerce!);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        webGraphql(webServers[i % 2]!, '{ me { email } }', {}, cookie),
      ),
    );
    for (const answer of answers) expect(answer.body).toEqual({ data: { me: { email: general.email } } });
    console.info(
      `${REQUESTS} requests with an expired token on two web servers: ${await refreshCalls()} refresh`,
    );
    expect(await refreshCalls()).toBe(1);

    // A tab whose request left before the new cookies arrived still carries the spent refresh token: within
    // the grace either web server answers it with the new tokens instead of refreshing a token the platform
    // would refuse.
    for (const webUrl of webServers) {
      const late = await webGraphql(webUrl, '{ me { email } }', {}, cookie);
      expect(late.body).toEqual({ data: { me: { email: general.email } } });
    }
    expect(await refreshCalls()).toBe(1);
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
