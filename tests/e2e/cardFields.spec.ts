import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { RecordedState } from './cardFields/harness';
import { startHarness, type Harness } from './cardFields/harnessServer';
import { commerceUrl } from './stack';

/**
 * adyen-web's Card with its card fields served by the commerce stand-in (this machine cannot reach Adyen):
 * the shopper types into the three field iframes, the Card validates and moves the focus as with Adyen's
 * own fields, and its state carries Adyen's unencrypted test values, which the card payment extension
 * accepts. The Card runs on another origin than the stand-in, as in the shop.
 */

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness();
});

test.afterAll(async () => {
  await harness?.close();
});

/** Requests that left the harness and the stand-in, or failed: none, as this machine cannot reach Adyen. */
function watchNetwork(page: Page): string[] {
  const problems: string[] = [];
  const allowed = [harness.url, commerceUrl()].map((url) => new URL(url).origin);
  page.on('request', (request) => {
    if (!allowed.includes(new URL(request.url()).origin)) problems.push(`left the machine: ${request.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function openCard(page: Page, brands = 'visa,mc,amex'): Promise<void> {
  const api = `${commerceUrl()}/checkoutshopper/`;
  await page.goto(`${harness.url}/?api=${encodeURIComponent(api)}&brands=${brands}`);
  // onConfigSuccess: every field iframe loaded and answered the Card's configuration.
  await expect.poll(() => page.evaluate(() => window.cardReady)).toBe(true);
}

/** The input inside a card field's iframe, found by the iframe's title as a screen reader announces it. */
function field(page: Page, title: 'Card number' | 'Expiry date' | 'Security code'): Locator {
  return page.frameLocator(`iframe[title="${title}"]`).locator('input');
}

const lastState = (page: Page): Promise<RecordedState | undefined> =>
  page.evaluate(() => window.cardStates.at(-1));
const cardErrors = (page: Page): Promise<string[]> => page.evaluate(() => window.cardErrors);

test('a Visa card typed into the fields makes the Card valid with Adyen test values', async ({ page }) => {
  const network = watchNetwork(page);
  await openCard(page);
  const number = field(page, 'Card number');
  await expect(number).toHaveAccessibleName('Card number');
  await expect(number).toHaveAttribute('aria-required', 'true');
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');

  await number.click();
  // The Card moves the focus on from a whole number only once the bin lookup of its first digits has
  // answered (adyen-web's rule): typed as a person types, the lookup answers long before the last digit. On a
  // busy machine a robot's typing can outrun it, so the test waits for that answer mid-number.
  const binLookup = page.waitForResponse((response) => response.url().includes('/binLookup'));
  await number.pressSequentially('4111 1111');
  await binLookup;
  await number.pressSequentially(' 1111 1111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  await expect(page.locator('img.adyen-checkout__card__cardNumber__brandIcon')).toHaveAttribute(
    'alt',
    'VISA',
  );

  // The number is whole: the Card moves on to the expiry date, and from a whole date to the security code.
  const expiry = field(page, 'Expiry date');
  await expect(expiry).toBeFocused();
  await page.keyboard.type('03/30');
  await expect(expiry).toHaveValue('03/30');
  const securityCode = field(page, 'Security code');
  await expect(securityCode).toBeFocused();
  await page.keyboard.type('737');

  await page.getByLabel('Name on card').fill('An Peeters');

  await expect
    .poll(() => lastState(page))
    .toMatchObject({
      isValid: true,
      paymentMethod: {
        type: 'scheme',
        holderName: 'An Peeters',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
      errors: {},
    });
  await expect(number).toHaveAttribute('aria-invalid', 'false');
  const state = await lastState(page);
  // The stand-in answered the Card's analytics set-up and its device fingerprint frame.
  expect(state?.paymentMethod.checkoutAttemptId).toMatch(/^standin-/);
  expect(Buffer.from(state?.clientData ?? '', 'base64').toString()).toContain(
    '"deviceFingerprint":"stand-in-device-fingerprint"',
  );
  expect(await cardErrors(page)).toEqual([]);
  expect(network).toEqual([]);

  // The fields' own pages pass the checks the shop's pages pass (axe looks into the iframes too).
  const axe = await new AxeBuilder({ page })
    .include('#card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
});

test('a number failing the Luhn check keeps the Card invalid and shows its error until corrected', async ({
  page,
}) => {
  await openCard(page);
  const number = field(page, 'Card number');
  await number.click();
  await number.pressSequentially('4111 1111 1111 1112');

  const numberField = page.locator('.adyen-checkout__field--cardNumber');
  await expect(numberField.locator('.adyen-checkout-contextual-text--error')).toHaveText(
    'Enter a valid card number',
  );
  await expect(numberField).toHaveClass(/adyen-checkout__field--error/);
  // Inside the iframe, assistive technology hears the same message.
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Enter a valid card number');

  // The Card's own label moves the focus into its field's iframe.
  await page.locator('.adyen-checkout__field--expiryDate .adyen-checkout__label').click();
  await expect(field(page, 'Expiry date')).toBeFocused();
  await page.keyboard.type('03/30');
  await field(page, 'Security code').click();
  await page.keyboard.type('737');
  await page.getByLabel('Name on card').fill('An Peeters');

  await expect
    .poll(() => lastState(page))
    .toMatchObject({ isValid: false, errors: { encryptedCardNumber: 'cc.num.902' } });
  const invalid = await lastState(page);
  expect(invalid?.paymentMethod.encryptedCardNumber).toBeUndefined();
  expect(invalid?.paymentMethod).toMatchObject({
    encryptedExpiryMonth: 'test_03',
    encryptedSecurityCode: 'test_737',
  });

  // Correcting the last digit clears the error and completes the card.
  await number.click();
  await number.press('End');
  await number.press('Backspace');
  await number.pressSequentially('1');
  await expect(numberField.locator('.adyen-checkout-contextual-text--error')).toBeHidden();
  await expect
    .poll(() => lastState(page))
    .toMatchObject({ isValid: true, paymentMethod: { encryptedCardNumber: 'test_4111111111111111' } });
});

test('Mastercard and Amex by their prefix, an unfinished field named when left, and a past expiry date refused', async ({
  page,
}) => {
  await openCard(page);
  const brandIcon = page.locator('img.adyen-checkout__card__cardNumber__brandIcon');
  const number = field(page, 'Card number');
  await number.click();
  await number.pressSequentially('5555 5555 5555 4444');
  await expect(brandIcon).toHaveAttribute('alt', 'MasterCard');

  await number.click();
  await number.press('ControlOrMeta+a');
  await number.press('Backspace');
  await number.pressSequentially('3700 000000 00002');
  await expect(number).toHaveValue('3700 000000 00002');
  await expect(brandIcon).toHaveAttribute('alt', 'American Express');

  // Amex asks four digits: three are unfinished, and leaving the field says so.
  const securityCode = field(page, 'Security code');
  await securityCode.click();
  await page.keyboard.type('737');
  await page.keyboard.press('Shift+Tab');
  await expect(field(page, 'Expiry date')).toBeFocused();
  await expect(page.locator('.adyen-checkout__field__cvc .adyen-checkout-contextual-text--error')).toHaveText(
    'Enter the complete security code. 4 digits on front of card.',
  );
  await securityCode.click();
  await page.keyboard.type('4');
  await expect
    .poll(() => lastState(page))
    .toMatchObject({ paymentMethod: { encryptedSecurityCode: 'test_7374' } });

  await field(page, 'Expiry date').click();
  await page.keyboard.type('01/20');
  await expect(
    page.locator('.adyen-checkout__field__exp-date .adyen-checkout-contextual-text--error'),
  ).toHaveText('Enter a valid expiry date. Front of card in MM/YY format.');
  expect((await lastState(page))?.paymentMethod.encryptedExpiryYear).toBeUndefined();
});

test('pay pressed with empty fields names every field, and the iframes mark their inputs invalid', async ({
  page,
}) => {
  await openCard(page);
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(
    page.locator('.adyen-checkout__field--cardNumber .adyen-checkout-contextual-text--error'),
  ).toHaveText('Enter the card number');
  await expect(
    page.locator('.adyen-checkout__field__exp-date .adyen-checkout-contextual-text--error'),
  ).toHaveText('Enter the expiry date. Front of card in MM/YY format.');
  await expect(page.locator('.adyen-checkout__field__cvc .adyen-checkout-contextual-text--error')).toHaveText(
    'Enter the security code. 3 digits on back of card.',
  );
  const number = field(page, 'Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Enter the card number');
  await expect(field(page, 'Security code')).toHaveAttribute('aria-invalid', 'true');

  // Typing clears the field's mark.
  await number.click();
  await number.pressSequentially('4111');
  await expect(number).toHaveAttribute('aria-invalid', 'false');
});

test('a brand the shop does not accept is refused by name', async ({ page }) => {
  await openCard(page, 'visa,mc');
  const number = field(page, 'Card number');
  await number.click();
  await number.pressSequentially('3700 000000 00002');
  await expect(
    page.locator('.adyen-checkout__field--cardNumber .adyen-checkout-contextual-text--error'),
  ).toHaveText('Enter a supported card brand');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => lastState(page))
    .toMatchObject({ isValid: false, errors: { encryptedCardNumber: 'cc.num.903' } });
  expect((await lastState(page))?.paymentMethod.encryptedCardNumber).toBeUndefined();
});
