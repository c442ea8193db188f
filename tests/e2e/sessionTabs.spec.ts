import type { APIRequestContext, Page } from '@playwright/test';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { newEmail, productsInStock, registerCustomer, shopGraphql } from './accountData';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { commerceUrl, webUrl } from './stack';

/**
 * Issue 24 'one token refresh for every tab' (seed 001 §4 token lock, seed 000 §8): a customer with two tabs
 * whose session has expired (the platform's tokens are past their hour; the refresh token still works). Both
 * tabs reloading at once, and both tabs going online with a cart change waiting, cost the platform one refresh
 * each time, and the customer stays signed in, in both tabs.
 */

/** The customer's tokens expire at the commerce stand-in, as an hour's wait would make them. */
async function expireSession(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post(`${commerceUrl()}/api/user/standin/expire-tokens`, { data: { email } });
  expect(answer.status()).toBe(200);
}

async function refreshCalls(): Promise<number> {
  return (await fetchCallCounts(commerceUrl())).byEndpoint['POST /api/user/refresh'] ?? 0;
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Mijn account/ })).toBeVisible();
}

async function cartLines(request: APIRequestContext) {
  const data = await shopGraphql<{ cart: { items: { sku: string; qty: number }[] } | null }>(
    request,
    'query { cart { items { sku qty } } }',
    {},
    'nl-be',
  );
  return data.cart?.items ?? [];
}

test('two tabs with an expired session: one refresh for both, and the customer stays signed in', async ({
  page,
  context,
  request,
}) => {
  const email = newEmail('two-tabs');
  // The browser's own session: the request shares the page's cookies.
  await registerCustomer(page.request, email, 'TweeTabs123');
  const [book] = await productsInStock(request, 'nl-be', ['SIMPLE']);
  await gotoHydrated(page, `${webUrl()}/nl-be/${book!.urlPath}`);
  const other = await context.newPage();
  await gotoHydrated(other, `${webUrl()}/nl-be/`);
  await expectSignedIn(page);
  await expectSignedIn(other);

  await test.step('both tabs reload at once: one refresh', async () => {
    await expireSession(request, email);
    await resetCallCounts(commerceUrl());
    await Promise.all([gotoHydrated(page, page.url()), gotoHydrated(other, other.url())]);
    await expectSignedIn(page);
    await expectSignedIn(other);
    expect(await refreshCalls()).toBe(1);
  });

  await test.step('a line added offline, both tabs online at once: one refresh, the line in the cart once', async () => {
    // The reloaded pages settled (their cart and session answers in) before the network goes.
    await Promise.all([page.waitForLoadState('networkidle'), other.waitForLoadState('networkidle')]);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Je bent offline');
    await page.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await expireSession(request, email);
    await resetCallCounts(commerceUrl());
    // Both tabs hear the network come back (the browser tells every tab) and replay through the token lock.
    await context.setOffline(false);
    // The replay's own refresh first: the check below goes with the browser's cookies, fresh by then.
    await expect.poll(refreshCalls).toBe(1);
    await expect.poll(() => cartLines(page.request)).toEqual([{ sku: book!.sku, qty: 1 }]);
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await gotoHydrated(other, other.url());
    await expectSignedIn(other);
    await expect(other.getByTestId('minicart-count')).toHaveText('1');
    expect(await refreshCalls()).toBe(1);
  });
});
