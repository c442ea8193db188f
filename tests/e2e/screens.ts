import { devices, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './fixtures';

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

/** The two screens most journeys run on: a desktop of 1280 × 900 and a phone (Chromium's Pixel 7 profile). */
export const DESKTOP_AND_PHONE = [
  { name: 'desktop', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', phone: true, use: pixel7 },
] as const;

/** The page as it is now fits its width: nothing scrolls sideways. */
export async function expectFits(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} scrolls sideways`,
  ).toBeLessThanOrEqual(width);
}

/** The page as it is now fits its width (nothing scrolls sideways) and axe finds nothing serious on it. */
export async function expectFitsAndPassesAxe(page: Page, what: string) {
  await expectFits(page, what);
  expect(await seriousViolations(page), what).toEqual([]);
}

/**
 * Journeys that check a screen in both languages at two widths run axe in one language per width (Dutch on
 * the phone's 320 px, English on the desktop), and the fit in all four: the words change a page's width, not
 * what axe finds in its markup and colours. Each screen is so checked by axe in both languages and widths.
 */
export function axeLanguageAt(width: number): 'nl-be' | 'en-be' {
  return width < 768 ? 'nl-be' : 'en-be';
}

/** The fit, and axe when the store view is the one `axeLanguageAt` names for this width. */
export async function expectFitsAndPassesAxeOnce(page: Page, store: string, what: string) {
  if (store === axeLanguageAt(page.viewportSize()!.width)) await expectFitsAndPassesAxe(page, what);
  else await expectFits(page, what);
}
