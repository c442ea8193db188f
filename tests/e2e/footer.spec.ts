import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';
import { expectFitsAndPassesAxeOnce } from './screens';

/**
 * Issue 18 'Legal and trust pages in reach': the footer of every page links to contact, shipping (Belgium
 * and the Netherlands only), returns (14 days), terms and conditions, privacy, the cookie preferences and the
 * legal information, and each link opens a page of the store view (HTTP 200 from the server, its heading in
 * the browser after a click). /en-rw is for signed-in visitors only (seed 001 §2): its anonymous visitors
 * are sent to the reading login, so the three open store views are walked.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/footer-${name}.png`, import.meta.url));

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: pixel7 },
] as const;

const DUTCH = [
  ['Contact', 'contact', 'Contact'],
  ['Verzending', 'shipping', 'Verzending'],
  ['Retourneren', 'returns', 'Retourneren'],
  ['Algemene voorwaarden', 'terms-and-conditions', 'Algemene voorwaarden'],
  ['Privacybeleid', 'privacy', 'Privacybeleid'],
  ['Cookievoorkeuren', 'cookies', 'Cookievoorkeuren'],
  ['Juridische informatie', 'legal', 'Juridische informatie'],
] as const;
const ENGLISH = [
  ['Contact', 'contact', 'Contact'],
  ['Shipping', 'shipping', 'Shipping'],
  ['Returns', 'returns', 'Returns'],
  ['Terms and conditions', 'terms-and-conditions', 'Terms and conditions'],
  ['Privacy policy', 'privacy', 'Privacy policy'],
  ['Cookie preferences', 'cookies', 'Cookie preferences'],
  ['Legal information', 'legal', 'Legal information'],
] as const;
const STORES = [
  { store: 'nl-be', links: DUTCH, footerName: 'Service en informatie' },
  { store: 'nl-nl', links: DUTCH, footerName: 'Service en informatie' },
  { store: 'en-be', links: ENGLISH, footerName: 'Service and information' },
] as const;

for (const device of DEVICES) {
  test.describe(`footer (${device.name})`, () => {
    test.use(device.use);

    for (const { store, links, footerName } of STORES) {
      test(`${store}: every footer link answers 200 and opens its page`, async ({ page }) => {
        await gotoHydrated(page, `${webUrl()}/${store}/`);
        const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: footerName });
        const found = await footerLinks
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
        expect(found).toEqual(links.map(([label, path]) => [label, `/${store}/${path}`]));

        for (const [label, path, heading] of links) {
          const answer = await page.request.get(`${webUrl()}/${store}/${path}`);
          expect(answer.status(), `${store}/${path}`).toBe(200);
          // The footer is on every page: follow each link from the page the last one opened.
          await footerLinks.getByRole('link', { name: label, exact: true }).click();
          await expect(page).toHaveURL(`${webUrl()}/${store}/${path}`);
          await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        }
      });
    }
  });
}

test('the static pages and the footer fit 320 px and pass axe, in Dutch and English, on a phone and a desktop', async ({
  page,
}) => {
  for (const store of ['nl-be', 'en-be'] as const) {
    for (const [width, height] of [
      [320, 640],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['terms-and-conditions', 'shipping']) {
        await gotoHydrated(page, `${webUrl()}/${store}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store, `${store}/${path} at ${width} px`);
        await keepScreenshot(page, screenshot(`${store}-${path}-${width}`));
      }
    }
  }
});

test('a static page names itself in the head: title, canonical and its address in every store view', async ({
  page,
}) => {
  const answer = await gotoHydrated(page, `${webUrl()}/en-be/privacy`);
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveTitle(/Privacy policy/);
  const pathOf = (href: string | null | undefined) => new URL(href ?? '', webUrl()).pathname;
  expect(pathOf(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe('/en-be/privacy');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates.map(([hreflang, href]) => [hreflang, pathOf(href)])).toEqual(
    expect.arrayContaining([
      ['nl-BE', '/nl-be/privacy'],
      ['nl-NL', '/nl-nl/privacy'],
      ['en-BE', '/en-be/privacy'],
    ]),
  );
});
