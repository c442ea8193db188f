import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';

/**
 * The catalogue journey of issue 4 in two store views: search with a typo, filter a category by age and by
 * price, sort, open a configurable product, pick a variant (the address gets the child sku, seed 000 §2) and
 * add it to the cart.
 */
const STORES = [
  {
    code: 'nl-be',
    search: 'Zoeken',
    closeSearch: 'Zoeken sluiten',
    searchBox: 'Zoek een boek',
    navigation: 'Hoofdmenu',
    addToCart: 'In winkelmandje',
    sort: 'Sorteren',
    variants: 'Kies je uitvoering',
  },
  {
    code: 'en-be',
    search: 'Search',
    closeSearch: 'Close search',
    searchBox: 'Search for a book',
    navigation: 'Main menu',
    addToCart: 'Add to cart',
    sort: 'Sort',
    variants: 'Choose your edition',
  },
] as const;

interface ConfigurableProduct {
  sku: string;
  slug: string;
}

/** A configurable product whose variants differ, found through the shop's own API (as a partner would). */
async function findConfigurable(page: Page, store: string): Promise<ConfigurableProduct> {
  const response = await page.request.post(`${webUrl()}/graphql`, {
    headers: { Store: store, 'Content-Type': 'application/json' },
    data: {
      query: `{ products(search: { paging: { start: 0, pageSize: 999 } }) {
        items { sku slug type variants { sku } } } }`,
    },
  });
  const body = (await response.json()) as {
    data: { products: { items: { sku: string; slug: string; type: string; variants: unknown[] }[] } };
  };
  const product = body.data.products.items.find((p) => p.type === 'CONFIGURABLE' && p.variants.length > 1);
  if (!product) throw new Error(`no configurable product with two variants in ${store}`);
  return product;
}

/** A typo in the longest word of a name: its middle letter replaced, within the search's fuzziness of 2. */
function withTypo(name: string): { word: string; typo: string } {
  const word = name
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
  const middle = Math.floor(word.length / 2);
  const replacement = word[middle] === 'x' ? 'q' : 'x';
  return { word, typo: `${word.slice(0, middle)}${replacement}${word.slice(middle + 1)}` };
}

/** The regular price of each card in the listing, as numbers, read in the store view's number format. */
async function regularPrices(page: Page, store: string): Promise<number[]> {
  const texts = await page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          (card.querySelector('[data-testid="price-regular"]') ?? card.querySelector('[data-testid="price"]'))
            ?.textContent ?? '',
      ),
    );
  return texts.map((text) => {
    const digits = text.replace(/[^\d.,]/g, '');
    return Number(
      store.startsWith('nl') ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''),
    );
  });
}

for (const store of STORES) {
  test(`${store.code}: search with a typo, filter, sort, pick a variant and add it to the cart`, async ({
    page,
  }) => {
    const shop = webUrl();

    await test.step('a category from the navigation', async () => {
      await gotoHydrated(page, `${shop}/${store.code}/`);
      const category = page
        .getByRole('navigation', { name: store.navigation })
        .locator('a[href*="/c/"]')
        .first();
      await category.click();
      await expect(page).toHaveURL(new RegExp(`/${store.code}/c/.+`));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });

    await test.step('the search panel finds a book despite a typo', async () => {
      const name = (await page.getByTestId('product-card').first().getByRole('heading').textContent()) ?? '';
      const { word, typo } = withTypo(name);
      await page.getByRole('button', { name: store.search, exact: true }).click();
      const box = page.getByRole('searchbox', { name: store.searchBox });
      await box.fill(typo.slice(0, 2));
      await expect(page.getByRole('search')).toContainText(/3/);
      await box.fill(typo);
      const results = page.getByTestId('search-result');
      await expect(results.first()).toBeVisible();
      await expect(results.filter({ hasText: new RegExp(word, 'i') }).first()).toBeVisible();
      // The search is a modal overlay: its own close button ends it and the page is usable again.
      await page.getByRole('button', { name: store.closeSearch }).click();
      await expect(page.getByRole('searchbox', { name: store.searchBox })).toBeHidden();
    });

    await test.step('filter by age, then by price: the filters go into the address', async () => {
      const age = page.getByTestId('facet-age').getByRole('checkbox').first();
      // The box follows the address, which React Router updates in a transition just after the click.
      await age.click();
      await expect(page).toHaveURL(/[?&]age=\d+/);
      await expect(page.getByTestId('facet-age').getByRole('checkbox').first()).toBeChecked();
      const price = page.getByTestId('facet-price').getByRole('checkbox').first();
      const priceLabel = (await page.getByTestId('facet-price').locator('li').first().textContent()) ?? '';
      const count = Number(/\((\d+)\)\s*$/.exec(priceLabel)?.[1]);
      await price.click();
      await expect(page).toHaveURL(/[?&]price=[\d*-]+/);
      await expect(price).toBeChecked();
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(count, 50));
    });

    await test.step('sort by price, high to low', async () => {
      await page.getByRole('combobox', { name: store.sort }).selectOption('PRICE_DESC');
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
      await expect(page).toHaveURL(/[?&]age=\d+/);
      // Sorted by the regular price (struck through when a special price applies, else the price shown).
      await expect
        .poll(async () => {
          const prices = await regularPrices(page, store.code);
          return prices.every((price, i) => i === 0 || price <= prices[i - 1]!);
        })
        .toBe(true);
    });

    await test.step('a configurable product: a variant puts its sku in the address and goes into the cart', async () => {
      const product = await findConfigurable(page, store.code);
      await gotoHydrated(page, `${shop}/${store.code}/p/${product.sku}/${product.slug}`);
      // The first attribute with another value to choose (a product may have one colour in many sizes).
      const selects = page.getByRole('group', { name: store.variants }).getByRole('combobox');
      await expect(selects.first()).toBeVisible();
      let select = selects.first();
      let other: string | undefined;
      for (const candidate of await selects.all()) {
        const current = await candidate.inputValue();
        const values = await candidate
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        other = values.find((value) => value !== current && value !== '');
        select = candidate;
        if (other) break;
      }
      expect(other).toBeTruthy();
      await select.selectOption(other!);
      await expect(page).toHaveURL(new RegExp(`/${store.code}/p/${product.sku}/${product.slug}/[^/]+$`));
      await expect(page.getByTestId('minicart-count')).toHaveText('0');
      await page.getByRole('button', { name: store.addToCart }).click();
      await expect(page.getByTestId('minicart-count')).toHaveText('1');
    });
  });
}
