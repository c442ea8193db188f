import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { commerceUrl, webUrl } from './stack';

/**
 * The storefront's Content-Security-Policy in Chromium (issue 18 item 6), and proof that the journeys' fixture
 * (fixtures.ts) catches what the policy refuses, in the page and in its frames: every other journey runs under
 * the policy and fails on any refusal, so the fixture must not miss one.
 */

test('a page runs the scripts with its nonce and refuses an injected inline script, which the fixture catches', async ({
  page,
  securityPolicyViolations,
}) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const response = await gotoHydrated(page, `${webUrl()}/nl-be/`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'a nonce in the policy').toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The runtime config and the render's state: the server's script elements carry the page's nonce (the
  // browser hides it from the attribute, not from the property).
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll('script')].map((script) => script.nonce),
  );
  expect(nonces.length).toBeGreaterThanOrEqual(3);
  expect(new Set(nonces)).toEqual(new Set([nonce]));

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => securityPolicyViolations.length).toBe(1);
  expect(securityPolicyViolations[0]).toMatch(/inline script/i);
  expect(securityPolicyViolations[0]).toContain(`'nonce-${nonce}'`);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // Every feature the Permissions-Policy turns off is one Chromium knows (it names the others on the console).
  expect(console.filter((text) => /Permissions-Policy/i.test(text))).toEqual([]);
  // Caught as the fixture would fail a journey on it; this journey expected it.
  securityPolicyViolations.length = 0;
});

let framing: Server;
let framingUrl = '';

test.beforeAll(async () => {
  // A page at another site (localhost) than the commerce stand-in (127.0.0.1), so its frame runs in a process of
  // its own, as the card fields do in the shop.
  const frameUrl = `${commerceUrl()}/checkoutshopper/assets/html/local_standin/dfp.1.html`;
  framing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Framing</title></head><body><iframe title="Framed" src="${frameUrl}"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  framingUrl = `http://localhost:${(framing.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (framing ? framing.close(() => resolve()) : resolve()));
});

test('the fixture catches a refusal inside a frame at another site too', async ({
  page,
  securityPolicyViolations,
}) => {
  await page.goto(framingUrl);
  const frame = page.frames().find((candidate) => candidate.url().includes('/dfp.'));
  await expect.poll(() => page.frames().some((candidate) => candidate.url().includes('/dfp.'))).toBe(true);
  const framed = frame ?? page.frames().find((candidate) => candidate.url().includes('/dfp.'));
  await framed?.waitForLoadState();
  await framed?.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => securityPolicyViolations.length).toBe(1);
  // The frame's own policy (the stand-in's device fingerprint page), not a page of the shop's.
  expect(securityPolicyViolations[0]).toMatch(/inline script/i);
  expect(securityPolicyViolations[0]).toContain(`'script-src 'self''`);
  securityPolicyViolations.length = 0;
});
