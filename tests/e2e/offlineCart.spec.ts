import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { newEmail, productsInStock, shopGraphql } from './accountData';
import {
  fillPersonalDetails,
  fillShipping,
  guestCartWith,
  ordersAtPlatform,
  useGuestCart,
} from './checkoutData';
import { gotoHydrated } from './hydrated';
import { keepScreenshot } from './keepScreenshot';
import { expectFitsAndPassesAxe, expectFitsAndPassesAxeOnce } from './screens';
import { webUrl } from './stack';

/**
 * seed 001 §4 'Offline queue': a line added while the browser is offline waits in the queue, shown as waiting,
 * and is in the cart exactly once after the network returns, with two tabs open and one reloaded mid-replay;
 * an order placed offline is kept, offered as 'Order waiting!' once online, and placed once when confirmed.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/offline-${name}.png`, import.meta.url));

async function linesOf(request: APIRequestContext, cartId: string) {
  const data = await shopGraphql<{ cart: { items: { sku: string; qty: number }[] } | null }>(
    request,
    'query ($id: ID) { cart(id: $id) { items { sku qty } } }',
    { id: cartId },
    'nl-be',
  );
  return data.cart?.items ?? [];
}

test('a line added offline waits, and is in the cart once after the network returns, with two tabs and a reload', async ({
  page,
  context,
  request,
}) => {
  const shop = webUrl();
  const [inCart, added] = (await productsInStock(request, 'nl-be', ['SIMPLE'])).slice(0, 2);
  expect(added).toBeDefined();
  const cartId = await guestCartWith(request, 'nl-be', [inCart!.sku]);
  await useGuestCart(page, 1, cartId);

  await gotoHydrated(page, `${shop}/nl-be/${added!.urlPath}`);
  const cartTab = await context.newPage();
  await gotoHydrated(cartTab, `${shop}/nl-be/cart`);
  await expect(cartTab.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('minicart-count')).toHaveText('1');

  await test.step('offline, the line waits: in the cart tab too, and in the mini cart count', async () => {
    await context.setOffline(true);
    await page.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('notification').last()).toContainText(
      'Je winkelmandje wordt bijgewerkt zodra je weer online bent.',
    );
    await expect(page.getByTestId('minicart-count')).toHaveText('2');
    const waiting = cartTab.getByTestId('cart-line-waiting-add');
    await expect(waiting).toContainText(added!.name);
    await expect(waiting).toContainText('Wacht op verbinding');
    await expectFitsAndPassesAxeOnce(cartTab, 'nl-be', 'the cart with a line waiting for the network');
    await keepScreenshot(cartTab, screenshot('cart-waiting'));
  });

  await test.step('online again, the cart tab reloads mid-replay: the line is in the cart once', async () => {
    await context.setOffline(false);
    await cartTab.reload();
    await cartTab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(cartTab.getByTestId('cart-line')).toHaveCount(2);
    await expect(cartTab.getByTestId('cart-line-waiting-add')).toHaveCount(0);
    await expect(page.getByTestId('minicart-count')).toHaveText('2');
    await expect
      .poll(() => linesOf(request, cartId))
      .toEqual(
        expect.arrayContaining([
          { sku: inCart!.sku, qty: 1 },
          { sku: added!.sku, qty: 1 },
        ]),
      );
    expect(await linesOf(request, cartId)).toHaveLength(2);
  });
});

test("an order placed offline is kept, offered as 'Order waiting!' once online, and placed once", async ({
  page,
  context,
  request,
}) => {
  const shop = webUrl();
  const email = newEmail('offline-order');
  const [book] = await productsInStock(request, 'nl-be', ['SIMPLE']);
  const cartId = await guestCartWith(request, 'nl-be', [book!.sku]);
  await useGuestCart(page, 1, cartId);
  await gotoHydrated(page, `${shop}/nl-be/checkout`);
  await fillPersonalDetails(page, email);
  await fillShipping(page);
  await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
  // The method is set at the platform before the network goes.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByTestId('offline-order-kept')).toContainText('je bestelling is bewaard');

  await context.setOffline(false);
  // The checkout shows the waiting order itself, with nothing over it.
  const waiting = page.getByTestId('offline-order');
  await expect(waiting).toContainText('Bestelling wacht!');
  await expect(page.getByTestId('notification').filter({ hasText: 'Bestelling wacht!' })).toHaveCount(0);

  // Any other page tells it by the seed's notification, whose link leads back to the checkout.
  await gotoHydrated(page, `${shop}/nl-be/`);
  const notice = page.getByTestId('notification').filter({ hasText: 'Bestelling wacht!' });
  await expect(notice).toBeVisible();
  await expectFitsAndPassesAxe(page, 'a page with an order waiting');
  await keepScreenshot(page, screenshot('order-waiting-home'));
  await page.setViewportSize({ width: 320, height: 800 });
  await keepScreenshot(page, screenshot('order-waiting-home-320'), { fullPage: false });
  await notice
    .getByRole('link', { name: 'Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.' })
    .click();
  await expect(waiting).toContainText('Bestelling wacht!');
  await keepScreenshot(page, screenshot('order-waiting-checkout-320'), { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  const confirm = waiting.getByRole('button', {
    name: 'Klik hier om de bestelling te bevestigen die je offline hebt geplaatst.',
  });
  await confirm.click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\//);
  await expect.poll(async () => (await ordersAtPlatform(request, email)).length).toBe(1);
});
