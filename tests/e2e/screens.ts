import { devices, type Locator, type Page } from '@playwright/test';
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

/**
 * The contrast ratio (WCAG 2.1) of an element's text on its own background, as the browser draws it now
 * (hovered, pressed): axe checks the page's text, this checks one control in one state.
 */
export async function textContrastOf(element: Locator): Promise<number> {
  const [text, background] = await element.evaluate(async (node) => {
    // After the colours' transition (a CSS transition is one of the element's animations).
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(node);
    return [style.color, style.backgroundColor];
  });
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
