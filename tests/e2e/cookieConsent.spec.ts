import { fileURLToPath } from 'node:url';
import { devices, type Page } from '@playwright/test';
import { productsInStock, newEmail } from './accountData';
import { seriousViolations } from './axe';
import { fillPersonalDetails, fillShipping } from './checkoutData';
import { ALL_CONSENT, expect, giveConsent, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * Cookie consent (seed 001 §3, §4, §9; seed 000 §2 /cookies 'cookie modal hidden'), on a desktop and on a
 * phone, in nl-be: every journey starts as a first visit (no consent cookie). The notice is in the server's
 * HTML without a valid consent, takes the focus, and goes once a choice is saved; the data layer gets the
 * checkout's analytics events only with statistical consent.
 */
test.use({ consent: null });

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/cookie-consent-${name}.png`, import.meta.url));

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: pixel7 },
] as const;

/** The analytics events the page's data layer holds: 'checkout 1', 'checkout 2', ..., 'purchase'. */
function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => {
      const event = entry as { event?: string; step?: number };
      return event.step === undefined ? String(event.event) : `${event.event} ${event.step}`;
    }),
  );
}

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(webUrl());
  return cookies.find((cookie) => cookie.name === 'shop_consent')?.value;
}

/** Records the layout shifts of every page the browser opens (the notice must not move the page: CLS < 0.05). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    for (const choice of [
      { button: 'Alleen noodzakelijke', cookie: /\|necessary$/, events: [] as string[] },
      {
        button: 'Alles accepteren',
        cookie: /\|necessary\|statistical\|personalization\|targeted$/,
        events: ['checkout 1', 'checkout 2', 'checkout 3', 'purchase'],
      },
    ]) {
      test(`a first visit shows the notice; '${choice.button}' decides what the data layer gets through the checkout`, async ({
        page,
        request,
      }) => {
        const shop = webUrl();
        const book = (await productsInStock(request, 'nl-be', ['SIMPLE']))[0];
        expect(book, 'the demo data has a book in stock').toBeDefined();
        await recordLayoutShifts(page);
        const seen: Record<string, string[]> = {};

        await test.step('the server sends the notice; it takes the focus, without moving the page', async () => {
          const response = await gotoHydrated(page, `${shop}/nl-be/`);
          expect(await response?.text()).toContain('data-testid="cookie-notice"');
          const notice = page.getByRole('dialog', { name: 'Cookies' });
          await expect(notice).toBeVisible();
          await expect(notice).toBeFocused();
          await expect(notice.getByRole('button', { name: 'Alles accepteren' })).toBeVisible();
          await expect(notice.getByRole('button', { name: 'Alleen noodzakelijke' })).toBeVisible();
          await expect(notice.getByRole('button', { name: 'Zelf kiezen' })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
          const shift = await cumulativeLayoutShift(page);
          // Printed for the record (the issue asks for the figure), then held to the bound.
          console.log(`cumulative layout shift with the consent notice, ${device.name}: ${shift.toFixed(4)}`);
          expect(shift).toBeLessThan(0.05);
          seen['before consent'] = await dataLayerEvents(page);
          expect(seen['before consent']).toEqual([]);
        });

        await test.step(`'${choice.button}' stores the choice for the web server; a reload shows no notice`, async () => {
          await page.getByRole('button', { name: choice.button }).click();
          await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
          expect(await consentCookie(page)).toMatch(choice.cookie);
          const reloaded = await page.reload();
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          expect(await reloaded?.text()).not.toContain('data-testid="cookie-notice"');
          await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
        });

        await test.step('add to cart and the three checkout steps, up to the order confirmation', async () => {
          await gotoHydrated(page, `${shop}/nl-be/${book!.urlPath}`);
          await page.getByRole('button', { name: 'In winkelmandje' }).first().click();
          await expect(page.getByTestId('notification').last()).toContainText('toegevoegd');
          seen['after add to cart'] = await dataLayerEvents(page);
          await gotoHydrated(page, `${shop}/nl-be/checkout`);
          await fillPersonalDetails(page, newEmail('consent'));
          await fillShipping(page);
          await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
          seen['at the payment step'] = await dataLayerEvents(page);
          await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
          // The confirmation shows the order placed: the purchase, if any, is tracked by now.
          await expect(page.getByTestId('order-number')).toBeVisible();
          seen['at the confirmation'] = await dataLayerEvents(page);
        });

        test.info().annotations.push({ type: 'data layer', description: JSON.stringify(seen) });
        console.log(`${device.name}, '${choice.button}': ${JSON.stringify(seen)}`);
        expect(seen['after add to cart']).toEqual([]);
        expect(seen['at the payment step']).toEqual(choice.events.slice(0, 3));
        expect(seen['at the confirmation']).toEqual(choice.events);
      });
    }

    test('a consent dated 2023-09-16, before the cookie version date, brings the notice back', async ({
      page,
      context,
    }) => {
      await giveConsent(context, ALL_CONSENT, new Date('2023-09-16T12:00:00.000Z'));
      const response = await gotoHydrated(page, `${webUrl()}/nl-be/`);
      expect(await response?.text()).toContain('data-testid="cookie-notice"');
      await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
    });

    test('/cookies shows the preferences inline without the notice, and its choice holds for the shop', async ({
      page,
    }) => {
      const shop = webUrl();
      const response = await gotoHydrated(page, `${shop}/nl-be/cookies`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Cookievoorkeuren' })).toBeVisible();
      await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
      const form = page.getByRole('form', { name: 'Cookievoorkeuren' });
      await expect(form.getByRole('checkbox', { name: /Strikt noodzakelijke cookies/ })).toBeDisabled();
      await form.getByRole('checkbox', { name: /Statistische cookies/ }).check();
      await form.getByRole('button', { name: 'Keuze opslaan' }).click();
      await expect(form.getByRole('status')).toHaveText('Je cookievoorkeuren zijn opgeslagen.');
      expect(await consentCookie(page)).toMatch(/\|necessary\|statistical$/);
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, screenshot(`page-${device.name}`));

      await gotoHydrated(page, `${shop}/nl-be/`);
      await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
      // The English store view's page, in its words.
      await gotoHydrated(page, `${shop}/en-be/cookies`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeVisible();
      await expect(
        page
          .getByRole('form', { name: 'Cookie preferences' })
          .getByRole('checkbox', { name: /Statistical cookies/ }),
      ).toBeChecked();
    });
  });
}

test('the notice fits a 320 px screen, its categories included, and passes axe there', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, `${webUrl()}/en-be/`);
  const notice = page.getByRole('dialog', { name: 'Cookies' });
  await expect(notice.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await keepScreenshot(page, screenshot('notice-320'), { fullPage: false });
  await notice.getByRole('button', { name: 'Choose myself' }).click();
  await expect(notice.getByRole('checkbox', { name: /Statistical cookies/ })).toBeFocused();
  await keepScreenshot(page, screenshot('notice-categories-320'), { fullPage: false });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    notice: document.querySelector('[data-testid="cookie-notice"]')!.getBoundingClientRect().width,
  }));
  expect(widths.page).toBeLessThanOrEqual(320);
  expect(widths.notice).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
  // By keyboard: Space ticks the focused category, Enter on 'Save my choice' saves it, and the notice goes.
  await page.keyboard.press('Space');
  await notice.getByRole('button', { name: 'Save my choice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'shop_consent')?.value).toMatch(
    /\|necessary\|statistical$/,
  );
});
