import { registerCustomer, newEmail } from './accountData';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE, expectFitsAndPassesAxe } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * Issue 22 'Wishlist' (seed 001 §4, seed 000 §4): a logged-in customer puts two books on the wishlist with the
 * hearts of a listing, the wishlist is still there after a reload, its page lists both (axe-clean, no sideways
 * scrolling), removes one, and the logout empties it. English on the desktop, Dutch on the phone: the axe
 * check runs once per layout.
 */
const STORES = {
  desktop: {
    code: 'en-be',
    books: 'books.html',
    wishlist: 'wishlist',
    heart: /^Save .+ to your wishlist$/,
    link: /^Wishlist \d+$/,
    title: 'Wishlist',
    remove: /^Remove /,
    account: /^My account/,
    logOut: 'Log out',
    loggedOut: "You're logged out",
    empty: 'Your wishlist is empty.',
  },
  phone: {
    code: 'nl-be',
    books: 'boeken.html',
    wishlist: 'verlanglijst',
    heart: /^Bewaar .+ op je verlanglijst$/,
    link: /^Verlanglijst \d+$/,
    title: 'Verlanglijst',
    remove: / verwijderen$/,
    account: /^Mijn account/,
    logOut: 'Uitloggen',
    loggedOut: 'Je bent uitgelogd',
    empty: 'Je verlanglijst is leeg.',
  },
} as const;

for (const layout of DESKTOP_AND_PHONE) {
  const store = STORES[layout.name];

  test.describe(`wishlist (${layout.name})`, () => {
    test.use(layout.use);

    test(`${store.code}: kept across a reload, listed on its page, emptied by the logout`, async ({
      page,
    }) => {
      const shop = `${webUrl()}/${store.code}`;
      // The browser's own session: the request shares the page's cookies.
      await registerCustomer(page.request, newEmail('wishlist'), 'Verlanglijst1');
      const count = page.getByTestId('wishlist-count');
      const hearts = page.getByTestId('product-card').getByRole('button', { name: store.heart });

      await test.step('the hearts of a listing put two books on the wishlist', async () => {
        await gotoHydrated(page, `${shop}/${store.books}`);
        await expect(count).toHaveText('0');
        for (const heart of [hearts.nth(0), hearts.nth(1)]) {
          await expect(heart).toHaveAttribute('aria-pressed', 'false');
          await heart.click();
          await expect(heart).toHaveAttribute('aria-pressed', 'true');
        }
        await expect(count).toHaveText('2');
      });

      await test.step('a reload keeps them, and the hearts take the stored state without a hydration error', async () => {
        const hydrationErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat/i.test(message.text()))
            hydrationErrors.push(message.text());
        });
        await page.reload();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(count).toHaveText('2');
        await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
        await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
        expect(hydrationErrors).toEqual([]);
      });

      await test.step('the header link leads to the wishlist page, which lists and removes them', async () => {
        await page.getByRole('link', { name: store.link }).click();
        await expect(page).toHaveURL(`${shop}/${store.wishlist}`);
        await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
        const lines = page.getByTestId('wishlist-line');
        await expect(lines).toHaveCount(2);
        await expect(lines.getByTestId('price')).toHaveCount(2);
        await expectFitsAndPassesAxe(page, `${store.code} wishlist page`);
        await keepScreenshot(page, test.info().outputPath(`wishlist-${layout.name}.png`));
        await lines.first().getByRole('button', { name: store.remove }).click();
        await expect(lines).toHaveCount(1);
        await expect(count).toHaveText('1');
      });

      await test.step('the logout empties it (seed 000 §4)', async () => {
        await page.getByRole('button', { name: store.account }).click();
        await page.getByTestId('account-menu').getByRole('button', { name: store.logOut }).click();
        await expect(page.getByText(store.loggedOut)).toBeVisible();
        await expect(count).toHaveText('0');
        await gotoHydrated(page, `${shop}/${store.wishlist}`);
        await expect(page.getByText(store.empty)).toBeVisible();
        await keepScreenshot(page, test.info().outputPath(`wishlist-${layout.name}-empty.png`), {
          fullPage: false,
        });
      });
    });
  });
}
