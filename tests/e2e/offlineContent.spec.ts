/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { newEmail, registerCustomer } from './accountData';
import { readBrowserStorage, recordStorageWrites } from './browserStorage';
import { authorWithBooks } from './contentData';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { keepScreenshot } from './keepScreenshot';
import { namesAndPrices, serviceWorkerReady, visitOnline } from './offlinePages';
import { DESKTOP_AND_PHONE, expectFits } from './screens';
import { webUrl } from './stack';

/**
 * Issue 24 'Offline reads', the content side and the two other store views: the news page, a news item, the
 * authors directory, an author with their books and a search (the results page and the header's panel) seen
 * once open again without a network, from the persisted cache of the store view they were seen in: nl-nl on
 * the phone, en-rw (dollars) on the desktop. The same news item in another store view was never seen: it is
 * not available offline and the shop goes home (seed 000 §8). The nl-nl reader is a guest, the en-rw one signed
 * in, as that store view asks.
 */
const STORES = {
  desktop: {
    code: 'en-rw',
    other: 'en-be',
    // seed 001 §2: /en-rw is for signed-in visitors only.
    signedIn: true,
    offline: 'You are offline. You see the pages as you last saw them.',
    notAvailable: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    newsSegment: 'news',
    newsItems: 'News items',
    authors: 'Authors and illustrators',
    authorsSegment: 'authors-illustrators',
    booksBy: 'Books by',
    books: 'books.html',
    search: 'Search',
    searchBox: 'Search for a book',
    contentHits: 'Authors, news and pages',
    currency: /\$/,
  },
  phone: {
    code: 'nl-nl',
    other: 'nl-be',
    // A guest, who never runs a query of their own on pages the server rendered.
    signedIn: false,
    offline: "Je bent offline. Je ziet de pagina's zoals je ze eerder bekeek.",
    notAvailable:
      'De product-, categorie- of CMS-pagina is niet beschikbaar in offlinemodus. Je gaat naar de startpagina.',
    newsSegment: 'nieuws',
    newsItems: 'Nieuwsberichten',
    authors: 'Auteurs en illustratoren',
    authorsSegment: 'auteurs-illustratoren',
    booksBy: 'Boeken van',
    books: 'boeken.html',
    search: 'Zoeken',
    searchBox: 'Zoek een boek',
    contentHits: "Auteurs, nieuws en pagina's",
    currency: /€/,
  },
} as const;

type Store = (typeof STORES)[keyof typeof STORES];

/** The news page's items' titles, in their order. */
async function newsTitles(page: Page, store: Store): Promise<string[]> {
  const links = page.getByRole('list', { name: store.newsItems }).getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allTextContents()).map((title) => title.trim());
}

/** The names of the authors directory, in their order. */
async function directoryNames(page: Page): Promise<string[]> {
  const names = page.locator('section[aria-labelledby^="letter-"] a');
  await expect(names.first()).toBeVisible();
  return (await names.allTextContents()).map((name) => name.trim());
}

/** The search panel's books and content hits for a term typed in the header. */
async function searchInPanel(page: Page, store: Store, term: string) {
  await page.getByRole('button', { name: store.search, exact: true }).click();
  await page.getByRole('searchbox', { name: store.searchBox }).fill(term);
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  const hits = page.getByRole('region', { name: store.contentHits }).getByRole('link');
  await expect(hits.first()).toBeVisible();
  return {
    books: (await results.allTextContents()).map((text) => text.trim()),
    hits: (await hits.allTextContents()).map((text) => text.trim()),
  };
}

/**
 * Whether the persisted cache holds the panel's books for `term`: the books list asked with nothing but the
 * term (the results page's list is kept under its filters and sort too, and both ask the same content search).
 */
async function persistedPanelSearch(page: Page, term: string): Promise<boolean> {
  const { indexedDb } = await readBrowserStorage(page);
  const quote = '\\\\?"';
  const key = new RegExp(
    `products:\\{${quote}search${quote}:\\{${quote}term${quote}:${quote}${term}${quote}\\}\\}`,
  );
  return Object.values(indexedDb).some((stored) => key.test(stored));
}

for (const layout of DESKTOP_AND_PHONE) {
  const store = STORES[layout.name];

  test.describe(`offline content and search (${layout.name})`, () => {
    test.use(layout.use);

    test(`${store.code}: news, authors and a search seen once open offline in their store view`, async ({
      page,
      context,
    }) => {
      const shop = `${webUrl()}/${store.code}`;
      await recordStorageWrites(context);
      const banner = page.getByText(store.offline);
      // The browser's own session: the request shares the page's cookies.
      if (store.signedIn) await registerCustomer(page.request, newEmail('offline-rw'), 'Offline1234');
      const author = await authorWithBooks(page.request, store);
      const term = author.name.split(' ').at(-1)!;
      const searchPath = `/${store.code}/${store.books}?q=${encodeURIComponent(term)}`;
      const seen = {} as {
        news: string[];
        newsItem: string;
        directory: string[];
        author: Awaited<ReturnType<typeof namesAndPrices>>;
        results: Awaited<ReturnType<typeof namesAndPrices>>;
        panel: Awaited<ReturnType<typeof searchInPanel>>;
      };
      let newsItemPath = '';

      await test.step('online: news, a news item, the authors, an author and a search', async () => {
        await visitOnline(page, `${shop}/`);
        await serviceWorkerReady(page);

        await visitOnline(page, `${shop}/${store.newsSegment}`);
        seen.news = await newsTitles(page, store);
        newsItemPath =
          (await page
            .getByRole('list', { name: store.newsItems })
            .getByRole('link')
            .first()
            .getAttribute('href')) ?? '';
        expect(newsItemPath).toMatch(new RegExp(`^/${store.code}/${store.newsSegment}/[a-z0-9-]+$`));

        await visitOnline(page, `${webUrl()}${newsItemPath}`);
        seen.newsItem = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        expect(seen.newsItem).toBe(seen.news[0]);

        await visitOnline(page, `${shop}/${store.authorsSegment}`);
        await expect(page.getByRole('heading', { level: 1, name: store.authors })).toBeVisible();
        seen.directory = await directoryNames(page);

        await visitOnline(page, `${webUrl()}${author.path}`);
        await expect(
          page.getByRole('region', { name: `${store.booksBy} ${author.name}` }).getByTestId('product-card'),
        ).not.toHaveCount(0);
        seen.author = await namesAndPrices(page);
        expect(seen.author.heading).toBe(author.name);
        expect(seen.author.price).toMatch(store.currency);

        await visitOnline(page, `${webUrl()}${searchPath}`);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        seen.results = await namesAndPrices(page);
        expect(seen.results.price).toMatch(store.currency);

        seen.panel = await searchInPanel(page, store, term);
        expect(seen.panel.hits).toContain(author.name);
        // The copy is written a moment after the answer: wait for the panel's own before the network goes.
        await expect.poll(() => persistedPanelSearch(page, term)).toBe(true);
        await page.keyboard.press('Escape');
      });

      await context.setOffline(true);

      await test.step('offline: each page renders as it was seen, with the banner', async () => {
        await page.goto(`${shop}/${store.newsSegment}`);
        await expect(banner).toBeVisible();
        expect(await newsTitles(page, store)).toEqual(seen.news);
        await expectFits(page, `${store.code} news offline`);
        await keepScreenshot(page, test.info().outputPath(`offline-${layout.name}-news.png`), {
          fullPage: false,
        });

        await page.goto(`${webUrl()}${newsItemPath}`);
        await expect(banner).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: seen.newsItem, exact: true })).toBeVisible();

        await page.goto(`${shop}/${store.authorsSegment}`);
        await expect(banner).toBeVisible();
        expect(await directoryNames(page)).toEqual(seen.directory);

        await page.goto(`${webUrl()}${author.path}`);
        await expect(banner).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: author.name, exact: true })).toBeVisible();
        await expect(page.getByTestId('price').first()).toBeVisible();
        expect(await namesAndPrices(page)).toEqual(seen.author);
        await keepScreenshot(page, test.info().outputPath(`offline-${layout.name}-author.png`), {
          fullPage: false,
        });

        await page.goto(`${webUrl()}${searchPath}`);
        await expect(banner).toBeVisible();
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        expect(await namesAndPrices(page)).toEqual(seen.results);

        // The header's panel answers the same term from the cache too.
        expect(await searchInPanel(page, store, term)).toEqual(seen.panel);
        await keepScreenshot(page, test.info().outputPath(`offline-${layout.name}-search-panel.png`), {
          fullPage: false,
        });
      });

      await test.step('offline: the same news item in another store view was not seen there', async () => {
        const otherPath = newsItemPath.replace(`/${store.code}/`, `/${store.other}/`);
        await page.goto(`${webUrl()}${otherPath}`);
        await expect(page.getByText(store.notAvailable)).toBeVisible();
        await expect(page).toHaveURL(`${webUrl()}/${store.other}/`);
      });

      await test.step('back online, the banner goes and the pages are fresh again', async () => {
        await context.setOffline(false);
        await gotoHydrated(page, `${webUrl()}${author.path}`);
        await expect(banner).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name: author.name, exact: true })).toBeVisible();
      });

      if (store.signedIn)
        await test.step('after the logout, the browser keeps nothing of /en-rw to show offline', async () => {
          await page.getByRole('button', { name: /^My account/ }).click();
          await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
          await expect(page.getByText("You're logged out")).toBeVisible();
          await expect
            .poll(async () => Object.keys((await readBrowserStorage(page)).indexedDb))
            .not.toContainEqual(expect.stringMatching(/\/en-rw$/));
          await context.setOffline(true);
          await page.goto(`${shop}/${store.newsSegment}`);
          await expect(page.getByText(store.notAvailable)).toBeVisible();
          await expect(page.getByRole('list', { name: store.newsItems })).toHaveCount(0);
        });
    });
  });
}
