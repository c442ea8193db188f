import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { addToCart, logInCustomer, mailsTo, newEmail, productsInStock } from './accountData';
import {
  expectPaymentInstructions,
  fillPersonalDetails,
  fillShipping,
  guestCartWith,
  ordersAtPlatform,
  payByCard,
  recordPlacements,
  useGuestCart,
} from './checkoutData';
import { gotoHydrated } from './hydrated';
import { layoutShiftsOf, recordLayoutShifts } from './layoutShift';
import { DESKTOP_AND_PHONE, expectFits, expectFitsAndPassesAxe } from './screens';
import { commerceUrl, webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The checkout journeys of seed 000 (§4 Checkout: three steps, cash on delivery hidden for virtual carts,
 * placing an order; §2 the order confirmation), as a guest in the nl-be store view, in Chromium. Orders are
 * counted at the commerce platform, their confirmation mails in its outbox.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/checkout-${name}.png`, import.meta.url));

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

  await test.step('payment by bank transfer (checkmo, named in Dutch)', async () => {
    const bank = page.getByRole('radio', { name: 'Overschrijving of factuur' });
    await bank.check();
    // A cart of books may be paid on delivery.
    await expect(page.getByRole('radio', { name: 'Betalen bij levering' })).toHaveCount(1);
    await keepScreenshot(page, screenshot('payment'));
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
    await keepScreenshot(page, screenshot('confirmation'));
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  });

  await test.step('how to pay: IBAN, amount, a valid structured reference, the lines, the totals once', async () => {
    const reference = await expectPaymentInstructions(page);
    const confirmation = page.getByTestId('order-confirmation');
    for (const book of books) await expect(page.getByTestId('order-items')).toContainText(book.name);
    await expect(page.getByTestId('order-methods')).toContainText('Overschrijving of factuur');
    await expect(confirmation.getByText('Totaal', { exact: true })).toHaveCount(1);
    // The mail says the same, computed by the platform with the same rule.
    expect((await mailsTo(request, email))[0]?.text).toContain(`Structured reference: ${reference}`);
    await expectFitsAndPassesAxe(page, 'the confirmation of a bank transfer (desktop)');
  });
});

test.describe('on a phone', () => {
  test.use(DESKTOP_AND_PHONE[1].use);

  test("a bank transfer's confirmation fits the phone and passes axe", async ({ page, request }) => {
    await guestAtPayment(page, request, newEmail('phone-transfer'));
    await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
    await expectPaymentInstructions(page);
    await expectFitsAndPassesAxe(page, 'the confirmation of a bank transfer (phone)');
    await keepScreenshot(page, screenshot('phone-transfer-confirmation'));
  });

  test('the checkout loads without shifting (layout shift below 0.05), the school fields closed until asked', async ({
    page,
    request,
  }) => {
    // Lighthouse's mobile audit found 0.128: the footer jumped as the steps, the summary and the card fields came.
    await recordLayoutShifts(page);
    const [book] = await productsInStock(request, 'nl-be', ['SIMPLE']);
    await useGuestCart(page, 1, await guestCartWith(request, 'nl-be', [book!.sku]));
    await gotoHydrated(page, `${webUrl()}/nl-be/checkout`);
    await expect(page.getByRole('form', { name: 'Persoonlijke gegevens' })).toBeVisible();
    await expectSteadyLoad(page, 'the personal details step');
    await fillPersonalDetails(page, newEmail('phone-steady'));
    await fillShipping(page);
    await expect(page.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: /Btw-nummer/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Bankkaart of kredietkaart' }).check();

    // A reload at the payment step: the cart, its payment methods and the card fields arrive after the first paint.
    await gotoHydrated(page, `${webUrl()}/nl-be/checkout?step=payment`);
    await expect(page.locator('iframe[title="Kaartnummer"]')).toBeVisible();
    await expectSteadyLoad(page, 'the payment step with the card fields');

    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await keepScreenshot(page, screenshot(`phone-${width}-school-closed`));
      await page.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' }).check();
      await expect(page.getByRole('textbox', { name: /Btw-nummer/ })).toBeVisible();
      await expectFits(page, `the open school fields at ${width} px`);
      await keepScreenshot(page, screenshot(`phone-${width}-school-open`));
      await page.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' }).uncheck();
    }
  });
});

/** The page's layout shifts since it was opened (the load, no input in between) stay below 0.05. */
async function expectSteadyLoad(page: Page, what: string) {
  // A moment for what the page still fetches (the shipping methods, the card fields) to come in. The card
  // provider's frames may keep a connection open on a busy machine: the shifts are read after 10 s then.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const { total, shifts } = await layoutShiftsOf(page);
  expect(total, `${what} shifted: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
}

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
  const placements = recordPlacements(page);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();

  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
  const number = (await page.getByTestId('order-number').textContent())?.trim();
  // Every placement the double click sent is answered, so the platform has written what it was asked.
  await placements.answered();
  expect(placements.count).toBeGreaterThanOrEqual(1);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The reload shows the same order, and places nothing.
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
  // Back in the history is not the payment step (the confirmation replaced it): nothing is sent again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toHaveCount(0);
  // Whatever the reload and the way back sent is answered too: the platform holds this one order.
  await placements.answered();
  expect(await ordersAtPlatform(request, email)).toEqual([{ increment_id: number, status: 'pending' }]);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
});

/** The placed order the confirmation page keeps for this tab (its id names the order at the platform). */
async function confirmedOrderId(page: Page): Promise<string> {
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  const kept = await page.evaluate((key) => sessionStorage.getItem(key), `shop/placed-order/${number}`);
  return (JSON.parse(kept ?? '{}') as { id: string }).id;
}

async function cardPaymentsOf(request: APIRequestContext, orderId: string) {
  const response = await request.get(
    `${commerceUrl()}/api/ext/payment-adyen/standin/payments?orderId=${encodeURIComponent(orderId)}`,
  );
  return ((await response.json()) as { result: { resultCode: string }[] }).result;
}

async function guestAtPayment(page: Page, request: APIRequestContext, email: string) {
  const [book] = await productsInStock(request, 'nl-be', ['SIMPLE']);
  await useGuestCart(page, 1, await guestCartWith(request, 'nl-be', [book!.sku]));
  await gotoHydrated(page, `${webUrl()}/nl-be/checkout`);
  await fillPersonalDetails(page, email);
  await fillShipping(page);
}

test('a card payment with a 3DS2 challenge returns to /adyen/process/result and shows the confirmation', async ({
  page,
  request,
}) => {
  const email = newEmail('card-3ds2');
  await guestAtPayment(page, request, email);
  await payByCard(page, '4212 3456 7891 0006');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  // The issuer's 3-D Secure page (the stand-in plays the bank), then back to the shop.
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
  await expect(page.getByTestId('order-confirmation')).toContainText('Bedankt voor je bestelling!');
  await keepScreenshot(page, screenshot('card-confirmation'));
  expect(await cardPaymentsOf(request, await confirmedOrderId(page))).toMatchObject([
    { resultCode: 'Authorised' },
  ]);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
});

test("a refused card shows its reason in the shopper's language and the cart is kept", async ({
  page,
  request,
}) => {
  const email = newEmail('card-refused');
  await guestAtPayment(page, request, email);
  // A valid number the card platform does not know: refused with 'Invalid Card Number'.
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Het kaartnummer is niet geldig.' })).toBeVisible();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=payment$/);
  await expect(page.getByTestId('minicart-count')).toHaveText('1');
  await keepScreenshot(page, screenshot('card-refused'));
  // The refusal is shown once the platform has written the order and the refused payment: it holds that one
  // order, cancelled (its cart given back), and no confirmed one, so no confirmation mail either.
  expect((await ordersAtPlatform(request, email)).map((order) => order.status)).toEqual(['canceled']);
  expect(await mailsTo(request, email)).toHaveLength(0);
});

test('place order with a card double-clicked leaves one order and one payment', async ({ page, request }) => {
  const email = newEmail('card-once');
  await guestAtPayment(page, request, email);
  await payByCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();

  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await cardPaymentsOf(request, await confirmedOrderId(page))).toHaveLength(1);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
});

test('a B2B customer sees the B2B discount on an order above 150 euro and finds it in the order history', async ({
  page,
}) => {
  const { b2b } = DEMO_CUSTOMERS;
  await logInCustomer(page.request, b2b.email, b2b.password);
  const [book] = await productsInStock(page.request, 'nl-be', ['SIMPLE'], 20);
  // Enough copies for a class: above 150 euro after the discount (seed 000 §6).
  const copies = Math.ceil(170 / book!.price.final.value);
  await addToCart(page.request, { sku: book!.sku, qty: copies }, 'nl-be');

  await gotoHydrated(page, `${webUrl()}/nl-be/checkout`);
  const personal = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await expect(personal.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(b2b.email);
  await personal.getByRole('button', { name: 'Verder naar verzending' }).click();
  await fillShipping(page);
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText('B2B-korting');
  await keepScreenshot(page, screenshot('b2b-payment'));
  await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  const reference = await expectPaymentInstructions(page);
  await gotoHydrated(page, `${webUrl()}/nl-be/my-account/orders`);
  await page.getByRole('link', { name: `Bestelling ${number}` }).click();
  // The order's page says how to pay it the same way as the confirmation did.
  await expect(page.getByTestId('order-details')).toBeVisible();
  expect(await expectPaymentInstructions(page)).toBe(reference);
  await expect(page.getByTestId('order-billing-address')).toBeVisible();
  await keepScreenshot(page, screenshot('b2b-order-page'));
});
