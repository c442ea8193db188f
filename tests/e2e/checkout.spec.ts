import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './accountData';
import { guestCartWith, mailsTo, productsInStock, useGuestCart } from './checkoutData';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';

/**
 * The checkout journeys of seed 000 (§4 Checkout: three steps, cash on delivery hidden for virtual carts,
 * placing an order; §2 the order confirmation), as a guest in the nl-be store view, in Chromium. Orders are
 * counted by their confirmation mails in the commerce platform's outbox.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/checkout-${name}.png`, import.meta.url));

/** Step 1 as a guest without an account. */
async function fillPersonalDetails(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Lotte');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('Janssens');
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('button', { name: 'Verder naar verzending' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=shipping$/);
}

/** Step 2: a Belgian address, its methods, the default one. */
async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Verzendadres' });
  await form.getByRole('textbox', { name: 'Straat en huisnummer' }).fill('Kerkstraat 12');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('9000');
  await form.getByRole('textbox', { name: 'Gemeente' }).fill('Gent');
  await expect(form.getByRole('combobox', { name: 'Land' })).toHaveValue('BE');
  await form.getByRole('button', { name: 'Verzendwijzen tonen' }).click();
  const methods = page.getByRole('radio');
  await expect(methods.first()).toBeVisible();
  // seed 000 §4: the default method is preselected.
  await expect(page.locator('input[name="shippingMethod"]:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=payment$/);
}

test('a guest in nl-be buys two books by bank transfer and sees the confirmation', async ({
  page,
  request,
}) => {
  const shop = webUrl();
  const email = newEmail('checkout');
  const books = (await productsInStock(request, 'nl-be', ['SIMPLE'])).slice(0, 2);
  expect(books).toHaveLength(2);

  await test.step("two books into the cart; the 'Added' notification leads to the checkout", async () => {
    for (const book of books) {
      await gotoHydrated(page, `${shop}/nl-be/${book.urlPath}`);
      await page.getByRole('button', { name: 'In winkelmandje' }).click();
      await expect(page.getByTestId('notification').last()).toContainText('toegevoegd');
    }
    await expect(page.getByTestId('minicart-count')).toHaveText('2');
    await page.getByTestId('notification').last().getByRole('link', { name: 'Afrekenen' }).click();
    await expect(page).toHaveURL(/\/nl-be\/checkout$/);
  });

  await test.step('personal details and shipping', async () => {
    await fillPersonalDetails(page, email);
    await fillShipping(page);
    await expect(page.getByTestId('checkout-totals')).toContainText('Verzending');
  });

  await test.step('payment by bank transfer (checkmo, named in the store view's language)', async () => {
    const bank = page.getByRole('radio', { name: 'Overschrijving of factuur' });
    await bank.check();
    // A cart of books may be paid on delivery.
    await expect(page.getByRole('radio', { name: 'Betalen bij levering' })).toHaveCount(1);
    await page.screenshot({ path: screenshot('payment'), fullPage: true });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  });

  await test.step('the confirmation, an empty cart, and the confirmation mail', async () => {
    await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
    const confirmation = page.getByTestId('order-confirmation');
    await expect(confirmation).toContainText('Bedankt voor je bestelling!');
    await expect(confirmation).toContainText(email);
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(page.url()).toContain(`/confirmation/${number}`);
    await expect(page.getByTestId('minicart-count')).toHaveText('0');
    await page.screenshot({ path: screenshot('confirmation'), fullPage: true });
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  });
});

test('a cart of only virtual products is not offered cash on delivery', async ({ page, request }) => {
  const shop = webUrl();
  const virtual = (await productsInStock(request, 'nl-be', ['DOWNLOADABLE', 'VIRTUAL'], 1))[0];
  expect(virtual, 'the demo data has a downloadable or virtual product in stock').toBeDefined();
  await useGuestCart(page, 1, await guestCartWith(request, 'nl-be', [virtual!.sku]));

  await gotoHydrated(page, `${shop}/nl-be/checkout`);
  await fillPersonalDetails(page, newEmail('virtual'));
  await fillShipping(page);
  await expect(page.getByRole('radio', { name: 'Overschrijving of factuur' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Betalen bij levering' })).toHaveCount(0);
});

test('place order clicked twice and the confirmation reloaded leave exactly one order', async ({
  page,
  request,
}) => {
  const shop = webUrl();
  const email = newEmail('once');
  const books = (await productsInStock(request, 'nl-be', ['SIMPLE'])).slice(0, 2);
  await useGuestCart(
    page,
    1,
    await guestCartWith(
      request,
      'nl-be',
      books.map((book) => book.sku),
    ),
  );

  await gotoHydrated(page, `${shop}/nl-be/checkout`);
  await fillPersonalDetails(page, email);
  await fillShipping(page);
  await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();

  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
  const number = (await page.getByTestId('order-number').textContent())?.trim();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The reload shows the same order, and places nothing.
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
  // Back in the history is not the payment step (the confirmation replaced it): nothing is sent again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  // And the order stays one a while later.
  await page.waitForTimeout(1000);
  expect(await mailsTo(request, email)).toHaveLength(1);
});
