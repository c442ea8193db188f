import type { Page, Response } from '@playwright/test';

/**
 * Opens a page of the shop and waits until the browser has taken the server's HTML over (the app marks
 * `<html data-hydrated>`): a click before that lands on markup without its handlers, and is lost.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
