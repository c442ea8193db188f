import { devices, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './fixtures';

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

/** The two screens most journeys run on: a desktop of 1280 × 900 and a phone (Chromium's Pixel 7 profile). */
export const DESKTOP_AND_PHONE = [
  { name: 'desktop', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', phone: true, use: pixel7 },
] as const;

/** The page as it is now fits its width (nothing scrolls sideways) and axe finds nothing serious on it. */
export async function expectFitsAndPassesAxe(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} scrolls sideways`,
  ).toBeLessThanOrEqual(width);
  expect(await seriousViolations(page), what).toEqual([]);
}
