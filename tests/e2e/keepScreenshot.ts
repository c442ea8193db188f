import type { Page, TestInfo } from '@playwright/test';

/** Set to 1 to keep the journeys' screenshots of the screens they pass through, for people to look at. */
export const SCREENSHOTS_VARIABLE = 'E2E_SCREENSHOTS';

/**
 * A screenshot of the screen as it is now, written to `path` (the whole page unless told otherwise) and
 * attached to the test's report when `testInfo` is given — only when E2E_SCREENSHOTS=1. The test run itself
 * does not need them (a failing journey keeps its own screenshot and trace), and the ninety-odd full-page
 * pictures cost the run about a minute; take them when you look at a screen:
 * `E2E_SCREENSHOTS=1 npx playwright test e2e/accessibility.spec.ts`.
 */
export async function keepScreenshot(
  page: Page,
  path: string,
  options: { fullPage?: boolean; testInfo?: TestInfo; name?: string } = {},
): Promise<void> {
  if (process.env[SCREENSHOTS_VARIABLE] !== '1') return;
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
  if (options.testInfo)
    await options.testInfo.attach(options.name ?? path, { path, contentType: 'image/png' });
}
