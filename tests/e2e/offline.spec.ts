/// <reference lib="dom" />
import { newEmail, registerCustomer, visibleProducts } from './accountData';
import { readBrowserStorage, recordStorageWrites } from './browserStorage';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { keepScreenshot } from './keepScreenshot';
import { cacheStorage, expectFacets, namesAndPrices, serviceWorkerReady, visitOnline } from './offlinePages';
import { DESKTOP_AND_PHONE, expectFitsAndPassesAxeOnce } from './screens';
import { webUrl } from './stack';

/**
 * Issue 24 'Offline reads' (seed 001 §7, seed 000 §2, §8): a customer visits the home, a category (with its
 * facets) and a product page; with the network gone, the same pages open again from the service worker's app
 * shell and the persisted Apollo cache of their store view, with their names and prices and the offline banner; a
 * page never visited says the seed's message and goes home; the banner goes when the network is back; after the
 * logout, nothing of the customer is in IndexedDB, localStorage or the Cache Storage. English on the desktop,
 * Dutch on the phone.
 */
const STORES = {
  desktop: {
    code: 'en-be',
    offline: 'You are offline. You see the pages as you last saw them.',
    notAvailable: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    account: /^My account/,
    logOut: 'Log out',
    loggedOut: "You're logged out",
  },
  phone: {
    code: 'nl-be',
    offline: "Je bent offline. Je ziet de pagina's zoals je ze eerder bekeek.",
    notAvailable:
      'De product-, categorie- of CMS-pagina is niet beschikbaar in offlinemodus. Je gaat naar de startpagina.',
    account: /^Mijn account/,
    logOut: 'Uitloggen',
    loggedOut: 'Je bent uitgelogd',
  },
} as const;

for (const layout of DESKTOP_AND_PHONE) {
  const store = STORES[layout.name];

  test.describe(`offline reads (${layout.name})`, () => {
    test.use(layout.use);

    test(`${store.code}: pages visited once open offline; others go home; nothing private stays`, async ({
      page,
      context,
    }) => {
      const shop = `${webUrl()}/${store.code}`;
      const email = newEmail('offline');
      await recordStorageWrites(context);
      // The browser's own session: the request shares the page's cookies.
      await registerCustomer(page.request, email, 'Offline1234');
      const banner = page.getByText(store.offline);
      const seen: Record<string, { heading: string; card: string; price: string }> = {};
      let categoryPath = '';
      let productPath = '';
      let listed: string[] = [];
      let unvisited = '';

      await test.step('online: the home, a category with its facets and a product page', async () => {
        await visitOnline(page, `${shop}/`);
        await serviceWorkerReady(page);
        categoryPath = (await page.locator('a[href*="/c/"]').first().getAttribute('href')) ?? '';
        expect(categoryPath).toContain('/c/');

        await visitOnline(page, `${webUrl()}${categoryPath}`);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await expectFacets(page, layout.phone);
        seen.category = await namesAndPrices(page);
        listed = await page
          .getByTestId('product-card')
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
        productPath = listed[0] ?? '';

        await visitOnline(page, `${webUrl()}${productPath}`);
        await expect(page.getByTestId('price').first()).toBeVisible();
        seen.product = await namesAndPrices(page);
        expect(seen.category.price).not.toBe('');
        expect(seen.product.heading).not.toBe('');
      });

      await context.setOffline(true);

      await test.step('offline: the same pages render from the cache, with the banner', async () => {
        await page.goto(`${webUrl()}${categoryPath}`);
        await expect(banner).toBeVisible();
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await expectFacets(page, layout.phone);
        expect(await namesAndPrices(page)).toEqual(seen.category);
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} category page offline`);
        await keepScreenshot(page, test.info().outputPath(`offline-${layout.name}-category.png`), {
          fullPage: false,
        });

        await page.goto(`${webUrl()}${productPath}`);
        await expect(banner).toBeVisible();
        await expect(page.getByTestId('price').first()).toBeVisible();
        expect(await namesAndPrices(page)).toEqual(seen.product);

        await page.goto(`${shop}/`);
        await expect(banner).toBeVisible();
        await expect(page.locator(`a[href="${categoryPath}"]`).first()).toBeAttached();
      });

      await test.step('offline: a page never visited says so and goes home', async () => {
        await context.setOffline(false);
        const products = await visibleProducts(page.request, store.code);
        await context.setOffline(true);
        // Not on the category's listing either: nothing of it is in the cache.
        unvisited =
          products
            .map((product) => `/${store.code}/${product.urlPath.replace(/^\//, '')}`)
            .find((path) => !listed.some((href) => href.startsWith(path) || path.startsWith(href))) ?? '';
        expect(unvisited).not.toBe('');
        await page.goto(`${webUrl()}${unvisited}`);
        await expect(page.getByText(store.notAvailable)).toBeVisible();
        await keepScreenshot(page, test.info().outputPath(`offline-${layout.name}-not-available.png`), {
          fullPage: false,
        });
        await expect(page).toHaveURL(`${shop}/`);
        await expect(banner).toBeVisible();
      });

      await test.step('back online, the banner goes', async () => {
        await context.setOffline(false);
        await expect(banner).toBeHidden();
      });

      await test.step('after the logout, nothing of the customer is in the browser', async () => {
        await gotoHydrated(page, `${shop}/`);
        await page.getByRole('button', { name: store.account }).click();
        await page.getByTestId('account-menu').getByRole('button', { name: store.logOut }).click();
        await expect(page.getByText(store.loggedOut)).toBeVisible();
        // The persisted copies were written while she was logged in (every page above waited for its write),
        // each keeping only the cache's public part; the logout leaves no storage of its own behind either.
        await gotoHydrated(page, `${webUrl()}${unvisited}`);

        const { localStorage, indexedDb } = await readBrowserStorage(page);
        const stored = [...Object.entries(localStorage), ...Object.entries(indexedDb)].flat().join('\n');
        expect(Object.keys(indexedDb).length).toBeGreaterThan(0);
        for (const secret of [email, '"__typename":"Customer"', '"__typename":"Cart"', 'Customer:'])
          expect(stored, secret).not.toContain(secret);
        const cached = await cacheStorage(page);
        expect(cached.length).toBeGreaterThan(0);
        for (const entry of cached) {
          // The app shell and the build's scripts and styles, nothing else: no page, no GraphQL answer.
          expect(new URL(entry.url).pathname, entry.url).toMatch(/^\/(app-shell|assets\/.+\.(js|css))$/);
          expect(entry.body, entry.url).not.toContain(email);
        }
      });
    });
  });
}
