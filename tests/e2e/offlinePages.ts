/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { wroteStorageSince } from './browserStorage';
import { expect } from './fixtures';
import { gotoHydrated } from './hydrated';

/** What the offline journeys share: visiting a page until it is persisted, and reading what a page shows. */

/** Waits until the service worker has precached the shell and the build, and is the one of the next visits. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Opens a page online and stays until the page's data is in the persisted cache, which is written a moment after
 * the cache's last change (as a reader stays on a page a moment, at least).
 */
export async function visitOnline(page: Page, url: string): Promise<void> {
  const since = Date.now();
  await gotoHydrated(page, url);
  await expect.poll(() => wroteStorageSince(page, since)).toBe(true);
}

/** The category's facets: beside the listing on a desktop, behind the Filters button on a phone. */
export async function expectFacets(page: Page, phone: boolean): Promise<void> {
  if (phone) await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  else await expect(page.locator('[data-testid^="facet-"]').first()).toBeVisible();
}

/** What a page shows of a product or listing: its heading, the first card's name if any, and its first price. */
export async function namesAndPrices(page: Page): Promise<{ heading: string; card: string; price: string }> {
  const text = async (locator: ReturnType<Page['locator']>) =>
    ((await locator.count()) > 0 ? ((await locator.first().textContent()) ?? '') : '').trim();
  return {
    heading: await text(page.getByRole('heading', { level: 1 })),
    card: await text(page.getByTestId('product-card').getByRole('heading')),
    price: await text(page.getByTestId('price')),
  };
}

/** Every URL and body in the Cache Storage, read in the page. */
export function cacheStorage(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });
}
