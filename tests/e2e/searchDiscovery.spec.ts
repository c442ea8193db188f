import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * Search and discovery on the results page, on a phone and a desktop, in Dutch and English: a typo gets
 * 'did you mean' with the catalogue's own word and following it finds the books; a search is ranked by
 * relevance first, newest and the two price orders being the other choices; a filter becomes a chip that
 * removes it again, and two filters can be cleared at once. Each page is axe-clean; the results page is
 * photographed at the device's width (and at 320 px on the phone) in the test's output folder.
 */
const DEVICES = DESKTOP_AND_PHONE;

// The typos are real misspellings of a word of the e2e demo catalogue (its crocodile picture books).
const STORES = [
  {
    code: 'nl-be',
    books: 'boeken.html',
    typo: 'krokodiel',
    word: 'krokodil',
    didYouMean: 'Bedoelde je krokodil?',
    sort: 'Sorteren',
    sortLabels: ['Relevantie', 'Nieuwste', 'Prijs laag naar hoog', 'Prijs hoog naar laag'],
    filters: 'Filters',
    show: /^Toon \d+ boek(en)?$/,
    activeFilters: 'Actieve filters',
    removeChip: /^Filter .+: .+ verwijderen$/,
    clearAll: 'Wis alle filters',
  },
  {
    code: 'en-be',
    books: 'books.html',
    typo: 'crocodille',
    word: 'crocodile',
    didYouMean: 'Did you mean crocodile?',
    sort: 'Sort',
    sortLabels: ['Relevance', 'Latest', 'Price low to high', 'Price high to low'],
    filters: 'Filters',
    show: /^Show \d+ books?$/,
    activeFilters: 'Active filters',
    removeChip: /^Remove filter .+: .+$/,
    clearAll: 'Clear all filters',
  },
] as const;
type Store = (typeof STORES)[number];

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await keepScreenshot(page, path, { testInfo, name });
}

/**
 * Chooses the first option of the n-th facet: in the sidebar on a desktop; on a phone in the filters drawer,
 * closed again with its 'show n books' button. Returns the chosen option's label without its count.
 */
async function chooseFacetOption(page: Page, store: Store, phone: boolean, facet: number): Promise<string> {
  let facets: Locator;
  let drawer: Locator | undefined;
  if (phone) {
    await page.getByRole('button', { name: store.filters, exact: true }).click();
    drawer = page.getByRole('dialog', { name: store.filters });
    facets = drawer.locator('[data-testid^="facet-"]');
  } else {
    facets = page.getByRole('complementary', { name: store.filters }).locator('[data-testid^="facet-"]');
  }
  const option = facets.nth(facet).locator('li').first();
  const label = ((await option.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  const before = page.url();
  await option.getByRole('checkbox').click();
  await expect(page).not.toHaveURL(before);
  if (drawer) {
    await drawer.getByRole('button', { name: store.show }).click();
    await expect(drawer).toBeHidden();
  }
  return label;
}

for (const device of DEVICES) {
  test.describe(`search and discovery (${device.name})`, () => {
    test.use(device.use);

    for (const store of STORES) {
      test(`${store.code}: did you mean, relevance first, filters as chips`, async ({ page }, testInfo) => {
        const books = `${webUrl()}/${store.code}/${store.books}`;
        const total = page.getByTestId('listing-total');
        const chips = page.getByRole('list', { name: store.activeFilters });

        await test.step("a typo offers 'did you mean' with the catalogue's word, ranked by relevance", async () => {
          await gotoHydrated(page, `${books}?q=${store.typo}`);
          const suggestion = page.getByTestId('search-suggestion');
          await expect(suggestion).toHaveText(store.didYouMean);
          const sort = page.getByRole('combobox', { name: store.sort });
          await expect(sort).toHaveValue('RELEVANCE');
          expect(await sort.locator('option').allTextContents()).toEqual(store.sortLabels);
          await expectAxeClean(page);
          await snapshot(page, testInfo, `did-you-mean-${device.name}-${store.code}`);
        });

        await test.step('following the suggestion searches the word and finds books', async () => {
          await page.getByTestId('search-suggestion').getByRole('link', { name: store.word }).click();
          await expect(page).toHaveURL(new RegExp(`[?&]q=${store.word}(&|$)`));
          await expect(page.getByTestId('product-card').first()).toBeVisible();
          await expect(page.getByTestId('search-suggestion')).toBeHidden();
          await expect(page.getByRole('combobox', { name: store.sort })).toHaveValue('RELEVANCE');
        });

        await test.step('a filter becomes a chip; removing the chip restores the count', async () => {
          const unfiltered = (await total.textContent()) ?? '';
          const option = await chooseFacetOption(page, store, device.phone, 0);
          const chip = chips.getByRole('button', { name: store.removeChip });
          await expect(chip).toHaveCount(1);
          await expect(chip).toContainText(option);
          await chip.click();
          await expect(chips).toBeHidden();
          await expect(total).toHaveText(unfiltered);
          await expect(page).toHaveURL(new RegExp(`[?&]q=${store.word}(&|$)`));
        });

        await test.step('two filters are two chips, cleared at once', async () => {
          const unfiltered = (await total.textContent()) ?? '';
          await chooseFacetOption(page, store, device.phone, 0);
          await chooseFacetOption(page, store, device.phone, 1);
          await expect(chips.getByRole('button', { name: store.removeChip })).toHaveCount(2);
          await expectAxeClean(page);
          await expectNoSidewaysScroll(page);
          await snapshot(page, testInfo, `results-${device.name}-${store.code}`);
          if (device.phone) {
            await page.setViewportSize({ width: 320, height: 720 });
            await expectNoSidewaysScroll(page);
            await snapshot(page, testInfo, `results-320-${store.code}`);
          }
          await page.getByRole('button', { name: store.clearAll }).click();
          await expect(chips).toBeHidden();
          await expect(total).toHaveText(unfiltered);
        });
      });
    }
  });
}
