import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { authorWithBooks } from './contentData';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE, expectFitsAndPassesAxeOnce } from './screens';
import { webUrl } from './stack';

/**
 * Issue 21 'Content and discovery': the main menu's news and authors pages in Dutch and English, on a phone
 * and a desktop. Menu → news → a news item; menu → authors → an author → one of their books; each page
 * named in its head (title, canonical, hreflang), axe-clean and without sideways scrolling; an unknown slug
 * is a real 404.
 */
const DEVICES = DESKTOP_AND_PHONE;

const STORES = [
  {
    code: 'nl-be',
    menu: 'Menu',
    mainMenu: 'Hoofdmenu',
    news: 'Nieuws',
    newsSegment: 'nieuws',
    moreNews: 'Meer nieuws',
    newsItems: 'Nieuwsberichten',
    authors: 'Auteurs en illustratoren',
    authorsSegment: 'auteurs-illustratoren',
    findName: 'Zoek een naam',
    booksBy: 'Boeken van',
    notFound: 'Pagina niet gevonden',
    search: 'Zoeken',
    searchBox: 'Zoek een boek',
    contentHits: "Auteurs, nieuws en pagina's",
  },
  {
    code: 'en-be',
    menu: 'Menu',
    mainMenu: 'Main menu',
    news: 'News',
    newsSegment: 'news',
    moreNews: 'More news',
    newsItems: 'News items',
    authors: 'Authors and illustrators',
    authorsSegment: 'authors-illustrators',
    findName: 'Find a name',
    booksBy: 'Books by',
    notFound: 'Page not found',
    search: 'Search',
    searchBox: 'Search for a book',
    contentHits: 'Authors, news and pages',
  },
] as const;

type Store = (typeof STORES)[number];

/** Follows a link of the main menu: in the header on a desktop, in the menu drawer on a phone. */
async function followMenuLink(page: Page, store: Store, phone: boolean, name: string) {
  if (phone) {
    await page.getByRole('button', { name: store.menu, exact: true }).click();
    await page
      .getByRole('dialog', { name: store.menu })
      .getByRole('navigation', { name: store.mainMenu })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: store.mainMenu })
      .getByRole('link', { name, exact: true })
      .click();
  }
}

/** The head's canonical path and its hreflang alternates' paths. */
async function headLinks(page: Page) {
  const pathOf = (href: string | null | undefined) => new URL(href ?? '', webUrl()).pathname;
  const canonical = pathOf(await page.locator('link[rel="canonical"]').getAttribute('href'));
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  return {
    canonical,
    alternates: Object.fromEntries(alternates.map(([lang, href]) => [lang, pathOf(href)])),
  };
}

for (const device of DEVICES) {
  test.describe(`content pages (${device.name})`, () => {
    test.use(device.use);

    for (const store of STORES) {
      test(`${store.code}: menu → news → a news item, with more news on demand`, async ({ page }) => {
        await gotoHydrated(page, `${webUrl()}/${store.code}/`);
        await followMenuLink(page, store, device.phone, store.news);
        await expect(page).toHaveURL(`${webUrl()}/${store.code}/${store.newsSegment}`);
        await expect(page.getByRole('heading', { level: 1, name: store.news, exact: true })).toBeVisible();
        const items = page.getByRole('list', { name: store.newsItems }).getByRole('listitem');
        await expect(items).toHaveCount(10);
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} news`);

        // seed 001 §4: 'more news' until a page holds fewer than asked; then the button is gone.
        const more = page.getByRole('button', { name: store.moreNews });
        await more.click();
        await expect(more).toBeHidden();
        const total = await items.count();
        expect(total).toBeGreaterThan(10);
        expect(total).toBeLessThan(20);

        const first = items.first().getByRole('link');
        const title = (await first.textContent())!.trim();
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/${store.code}/${store.newsSegment}/[a-z0-9-]+$`));
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} news item`);

        // The server's page names the item's address and its version in each store view.
        const answer = await gotoHydrated(page, page.url());
        expect(answer?.status()).toBe(200);
        const { canonical, alternates } = await headLinks(page);
        expect(canonical).toBe(new URL(page.url()).pathname);
        expect(Object.keys(alternates)).toEqual(
          expect.arrayContaining(['nl-BE', 'nl-NL', 'en-BE', 'x-default']),
        );
        expect(alternates['en-BE']).toMatch(/^\/en-be\/news\/[a-z0-9-]+$/);
        expect((await page.request.get(`${webUrl()}${alternates['nl-BE']}`)).status()).toBe(200);
        expect((await page.request.get(`${webUrl()}${alternates['en-BE']}`)).status()).toBe(200);
      });

      test(`${store.code}: menu → authors → an author → one of their books`, async ({ page }) => {
        await gotoHydrated(page, `${webUrl()}/${store.code}/`);
        await followMenuLink(page, store, device.phone, store.authors);
        await expect(page).toHaveURL(`${webUrl()}/${store.code}/${store.authorsSegment}`);
        await expect(page.getByRole('heading', { level: 1, name: store.authors, exact: true })).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} authors`);

        // Find a name quickly: the filter keeps the names holding what is typed. (Counted once the directory is
        // there: on a busy machine the heading can show before it.)
        await expect(page.locator('section[aria-labelledby^="letter-"] a').first()).toBeVisible();
        const all = await page.locator('section[aria-labelledby^="letter-"] a').count();
        const { name: wanted } = await authorWithBooks(page.request, store);
        await page.getByRole('searchbox', { name: store.findName }).fill(wanted.split(' ').at(-1)!);
        const kept = page.locator('section[aria-labelledby^="letter-"] a');
        await expect(kept.filter({ hasText: wanted })).toHaveCount(1);
        expect(await kept.count()).toBeLessThan(all);
        await kept.filter({ hasText: wanted }).click();
        await expect(page).toHaveURL(new RegExp(`/${store.code}/${store.authorsSegment}/[a-z0-9-]+$`));
        await expect(page.getByRole('heading', { level: 1, name: wanted, exact: true })).toBeVisible();
        await expect(page.getByRole('img', { name: new RegExp(wanted) })).toBeVisible();

        const books = page
          .getByRole('region', { name: `${store.booksBy} ${wanted}` })
          .getByTestId('product-card');
        // Their books, from the catalogue: the author page's reason to be.
        await expect(books.first()).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} author`);
        const book = books.first().getByRole('link');
        const bookTitle = (await book.textContent())!.trim();
        await book.click();
        await expect(page.getByRole('heading', { level: 1, name: bookTitle })).toBeVisible();
      });
    }
  });
}

test('an unknown news item or author is a real 404 with the page-not-found page, in both languages', async ({
  page,
}) => {
  for (const store of STORES) {
    for (const segment of [store.newsSegment, store.authorsSegment]) {
      const answer = await page.request.get(`${webUrl()}/${store.code}/${segment}/bestaat-niet-42`);
      expect(answer.status(), `${store.code}/${segment}`).toBe(404);
      expect(await answer.text()).toContain(store.notFound);
    }
  }
});

test('the promo notification stays closed after a reload until editors change it (seed 001 §3)', async ({
  page,
}) => {
  await gotoHydrated(page, `${webUrl()}/nl-be/`);
  const promo = page.getByRole('complementary', { name: 'Actie' });
  await expect(promo).toBeVisible();
  await expect(promo).toContainText(/\S/);
  expect(await seriousViolations(page)).toEqual([]);
  await promo.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(promo).toBeHidden();
  // The server's render knows it too: the reloaded page carries no notification, not even before hydration.
  const html = await (await page.request.get(`${webUrl()}/nl-be/nieuws`)).text();
  expect(html).not.toContain('data-testid="promo-notification"');
  await gotoHydrated(page, `${webUrl()}/nl-be/nieuws`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('promo-notification')).toHaveCount(0);
  // Editors update it after it was closed: it shows again.
  const lastClosed = new Date(Date.parse('2000-01-01T00:00:00Z')).toISOString();
  await page
    .context()
    .addCookies([
      { name: 'promo-last-closed', value: encodeURIComponent(lastClosed), url: webUrl(), sameSite: 'Lax' },
    ]);
  await gotoHydrated(page, `${webUrl()}/nl-be/`);
  await expect(page.getByTestId('promo-notification')).toBeVisible();
});

for (const device of DEVICES) {
  test.describe(`search across the shop (${device.name})`, () => {
    test.use(device.use);

    for (const store of STORES) {
      test(`${store.code}: a search for an author's name shows the author and their books`, async ({
        page,
      }) => {
        const { name, book } = await authorWithBooks(page.request, store);

        await gotoHydrated(page, `${webUrl()}/${store.code}/`);
        await page.getByRole('button', { name: store.search, exact: true }).click();
        await page.getByRole('searchbox', { name: store.searchBox }).fill(name);
        const hits = page.getByRole('region', { name: store.contentHits });
        await expect(hits.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(page.getByTestId('search-result').first()).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} search panel`);

        // Enter: the results page, with the author above their books.
        await page.getByRole('searchbox', { name: store.searchBox }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${store.code}/(boeken|books)\\.html\\?q=`));
        const pageHits = page.getByRole('region', { name: store.contentHits });
        await expect(pageHits.getByRole('link', { name, exact: true })).toBeVisible();
        // Among the books found: one of theirs (written or illustrated).
        await expect(page.getByTestId('product-card').filter({ hasText: book }).first()).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} search results`);
        await pageHits.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      });
    }
  });
}

test('the educational material and product listing pages fit 320 px and pass axe, in Dutch and English', async ({
  page,
}) => {
  const pages = {
    'nl-be': ['lesmateriaal', 'samengestelde-lijsten', 'actielijsten/clavisjoy.html', 'assortiment.html'],
    'en-be': ['educational-material', 'curated-lists', 'actielijsten/clavisjoy.html', 'product-range.html'],
  } as const;
  for (const [width, height] of [
    [320, 640],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [store, paths] of Object.entries(pages)) {
      for (const path of paths) {
        const answer = await gotoHydrated(page, `${webUrl()}/${store}/${path}`);
        expect(answer?.status(), `${store}/${path}`).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store, `${store}/${path} at ${width} px`);
      }
      // A material of the overview: its page, with the book it is written for.
      await gotoHydrated(page, `${webUrl()}/${store}/${paths[0]}`);
      await page.getByRole('article').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${store}/${paths[0]}/[a-z0-9-]+$`));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expectFitsAndPassesAxeOnce(page, store, `${store} material at ${width} px`);
    }
  }
});
