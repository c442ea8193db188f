import http from 'node:http';
import { expect } from 'vitest';
import { fetchCallCounts } from '@shop/service';

/**
 * A customer's requests to the storefront's web server as separate tabs make them (issue 24, one token refresh
 * for every tab): each on a connection of its own, so the cluster, or a load balancer, may hand it to any
 * process or machine.
 */
export interface WebAnswer {
  body: { data?: Record<string, unknown>; errors?: unknown[] };
  setCookies: string[];
}

/** POST /graphql on a new connection (no keep-alive agent), with the cookies given. */
export function webGraphqlOnNewConnection(
  webUrl: string,
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
): Promise<WebAnswer> {
  return new Promise((resolve, reject) => {
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
  });
}

/** Logs the customer in through the web server; the session cookies as a browser would send them. */
export async function logInThroughWeb(
  webUrl: string,
  customer: { email: string; password: string },
): Promise<string> {
  const login = await webGraphqlOnNewConnection(
    webUrl,
    'mutation L($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
    { input: { email: customer.email, password: customer.password } },
    '',
  );
  expect(login.body.data).toEqual({ logIn: { userErrors: [] } });
  const cookie = login.setCookies.map((setCookie) => setCookie.split(';')[0]).join('; ');
  expect(cookie).toMatch(/shop_token=.+; shop_refresh=.+/);
  return cookie;
}

/** The refresh calls the commerce platform answered since its counts were last reset. */
export async function refreshCalls(commerceUrl: string): Promise<number> {
  return (await fetchCallCounts(commerceUrl)).byEndpoint['POST /api/user/refresh'] ?? 0;
}
