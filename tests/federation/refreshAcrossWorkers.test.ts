import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';

/**
 * Issue 24 'one token refresh for every tab', with the web server on two processes as `npm start` runs it: the
 * requests of a customer's tabs reach either process (the cluster hands out connections in turn), yet an
 * expired session is refreshed once. Before the token lock was shared by the processes each refreshed the
 * same refresh token, and the platform, which rotates it, refused the second: the customer was logged out.
 */
let stack: TestStack;

/** Short-lived tokens, so the test sees one expire (COMMERCE_TOKEN_LIFETIME_SECONDS). */
const TOKEN_LIFETIME_SECONDS = 3;
const REQUESTS = 8;

beforeAll(async () => {
  stack = await startTestStack({
    workers: 2,
    only: ['commerce', 'catalog', 'cart', 'gateway', 'web'],
    env: { COMMERCE_TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS) },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** A request of its own connection (no keep-alive agent): each may reach the other process, as two tabs' do. */
function webGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
  return new Promise<{ body: { data?: Record<string, unknown>; errors?: unknown[] }; setCookies: string[] }>(
    (resolve, reject) => {
      const request = http.request(
        `${stack.urls.web!}/graphql`,
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

describe('an expired session with the web server on two processes', () => {
  it(`is refreshed once for ${REQUESTS} requests on separate connections, and every request is answered`, async () => {
    const { general } = DEMO_CUSTOMERS;
    const login = await webGraphql(
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
      Array.from({ length: REQUESTS }, () => webGraphql('{ me { email } }', {}, cookie)),
    );
    for (const answer of answers) expect(answer.body).toEqual({ data: { me: { email: general.email } } });
    const refreshes = (await fetchCallCounts(stack.urls.commerce!)).byEndpoint['POST /api/user/refresh'];
    console.info(`${REQUESTS} requests with an expired token on two web processes: ${refreshes} refresh`);
    expect(refreshes).toBe(1);
  });
});
