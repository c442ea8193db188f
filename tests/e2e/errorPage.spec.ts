import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { keepScreenshot } from './keepScreenshot';
import { expectFitsAndPassesAxe } from './screens';
import { webUrl } from './stack';

/**
 * seed 000 §2 error (/error, minimal layout), seed 000 §8 'internal server error': where the web server sends a
 * visitor whose page it could not render. It answers 500, shows the shop's name without its menu, search or
 * cart, and leads back to the page the visitor wanted and to the home page, at 320 px and on a desktop.
 */
const SCREENS = [
  { store: 'nl-be', width: 320, heading: 'Er is iets misgegaan', retry: 'Opnieuw proberen' },
  { store: 'en-be', width: 1280, heading: 'Something went wrong', retry: 'Try again' },
] as const;

for (const { store, width, heading, retry } of SCREENS) {
  test(`the error page in ${store} at ${width} px: 500, minimal layout, try again`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const wanted = `/${store}/`;
    const response = await gotoHydrated(
      page,
      `${webUrl()}/${store}/error?from=${encodeURIComponent(wanted)}`,
    );
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('minimal-layout')).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectFitsAndPassesAxe(page, `the error page in ${store} at ${width} px`);
    await keepScreenshot(page, testInfo.outputPath(`error-page-${store}-${width}.png`), { testInfo });
    // A 'try again' that leads off the shop is never offered.
    await page.goto(`${webUrl()}/${store}/error?from=${encodeURIComponent('https://example.org/')}`);
    await expect(page.getByRole('link', { name: retry })).toHaveCount(0);
    await gotoHydrated(page, `${webUrl()}/${store}/error?from=${encodeURIComponent(wanted)}`);
    await page.getByRole('link', { name: retry }).click();
    await expect(page).toHaveURL(`${webUrl()}${wanted}`);
  });
}
