import { devices, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { categoryWithProducts } from './catalogueData';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The catalogue journey on a phone (Chromium's Pixel 7 profile), in nl-be and en-be: the menu opens in a
 * drawer, a category shows two columns of books, the filters open in a drawer that counts the results,
 * the search covers the screen, add to cart is in the first screen of a product, the cart opens as a
 * drawer; no page scrolls sideways. Each step leaves a screenshot in the test's output folder.
 */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

const STORES = [
  {
    code: 'nl-be',
    menu: 'Menu',
    mainMenu: 'Hoofdmenu',
    storeSwitcher: 'Kies je winkel',
    filters: 'Filters',
    show: (count: number) => (count === 1 ? 'Toon 1 boek' : `Toon ${count} boeken`),
    total: (count: number) => (count === 1 ? '1 boek' : `${count} boeken`),
    search: 'Zoeken',
    searchBox: 'Zoek een boek',
    closeSearch: 'Zoeken sluiten',
    addToCart: 'In winkelmandje',
    cart: 'Winkelmandje',
    totalLabel: 'Totaal',
    continueShopping: 'Verder winkelen',
  },
  {
    code: 'en-be',
    menu: 'Menu',
    mainMenu: 'Main menu',
    storeSwitcher: 'Choose your store',
    filters: 'Filters',
    show: (count: number) => (count === 1 ? 'Show 1 book' : `Show ${count} books`),
    total: (count: number) => (count === 1 ? '1 book' : `${count} books`),
    search: 'Search',
    searchBox: 'Search for a book',
    closeSearch: 'Close search',
    addToCart: 'Add to cart',
    cart: 'Cart',
    totalLabel: 'Grand total',
    continueShopping: 'Continue shopping',
  },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A screenshot of the step, kept in the test's output folder and attached to its report. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${String(++shots).padStart(2, '0')}-${name}.png`);
  await keepScreenshot(page, path, { fullPage: false, testInfo, name });
}
let shots = 0;

for (const store of STORES) {
  test(`${store.code} on a phone: menu, category, filter drawer, age filter, product, add to cart, cart drawer`, async ({
    page,
  }, testInfo) => {
    shots = 0;
    await test.step('the header shows buttons; the menu drawer holds the categories and the store switcher', async () => {
      await gotoHydrated(page, `${webUrl()}/${store.code}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
      await expect(page.getByRole('navigation', { name: store.mainMenu })).toBeHidden();
      await expectNoSidewaysScroll(page);
      await snapshot(page, testInfo, 'home');
      const menuButton = page.getByRole('button', { name: store.menu, exact: true });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: store.menu });
      await expect(drawer.getByRole('navigation', { name: store.storeSwitcher })).toBeVisible();
      await snapshot(page, testInfo, 'menu-drawer');
      // Escape closes the drawer and the focus returns to the menu button.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await drawer
        .getByRole('navigation', { name: store.mainMenu })
        .locator('a[href*="/c/"]')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${store.code}/c/.+`));
      await expect(drawer).toBeHidden();
    });

    await test.step('a category: two columns of books', async () => {
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
      // Side by side: the second card starts on the first one's row.
      expect(second!.y).toBeCloseTo(first!.y, 0);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
      await snapshot(page, testInfo, 'category');
    });

    await test.step('the filter drawer counts the results; filter by age', async () => {
      await page.getByRole('button', { name: store.filters, exact: true }).click();
      const filters = page.getByRole('dialog', { name: store.filters });
      await snapshot(page, testInfo, 'filter-drawer');
      const age = filters.getByTestId('facet-age').getByRole('checkbox').first();
      const label = (await filters.getByTestId('facet-age').locator('li').first().textContent()) ?? '';
      const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
      await age.click();
      await expect(page).toHaveURL(/[?&]age=\d+/);
      const show = filters.getByRole('button', { name: store.show(count) });
      await expect(show).toBeEnabled();
      await snapshot(page, testInfo, 'filtered-by-age');
      await show.click();
      await expect(filters).toBeHidden();
      await expect(page.getByTestId('listing-total')).toHaveText(store.total(count));
    });

    await test.step('the search covers the screen', async () => {
      await page.getByRole('button', { name: store.search, exact: true }).click();
      const box = page.getByRole('searchbox', { name: store.searchBox });
      await expect(box).toBeFocused();
      const dialog = page.getByRole('dialog', { name: store.search });
      expect((await dialog.boundingBox())!.width).toBe(page.viewportSize()!.width);
      await snapshot(page, testInfo, 'search');
      await page.getByRole('button', { name: store.closeSearch }).click();
      await expect(box).toBeHidden();
    });

    await test.step('a product: add to cart in the first screen, then the cart drawer', async () => {
      await page
        .getByTestId('product-card')
        .filter({ has: page.locator('[data-stock="OK"]') })
        .first()
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${store.code}/p/`));
      const add = page.getByRole('button', { name: store.addToCart });
      await expect(add).toBeInViewport();
      await expectNoSidewaysScroll(page);
      await snapshot(page, testInfo, 'product');
      const before = Number(await page.getByTestId('minicart-count').textContent());
      await add.click();
      await expect(page.getByTestId('minicart-count')).toHaveText(String(before + 1));
      await page.getByRole('button', { name: new RegExp(store.cart) }).click();
      const cart = page.getByRole('dialog', { name: store.cart });
      await expect(cart.getByTestId('cart-totals')).toContainText(store.totalLabel);
      await snapshot(page, testInfo, 'cart-drawer');
      await cart.getByRole('button', { name: store.continueShopping }).click();
      await expect(cart).toBeHidden();
    });
  });
}

test('covers keep their place before they load, so nothing moves when they come (no layout shift)', async ({
  page,
  request,
}) => {
  const { category, products } = await categoryWithProducts(request, 'nl-be');
  // No image arrives while the page is measured: every cover is laid out from its width and height attributes.
  await page.route('**/img/**', () => new Promise(() => undefined));
  for (const path of ['/nl-be/', `/nl-be/c/${category.urlPath}`, `/nl-be/${products[0]!.urlPath}`]) {
    await page.goto(`${webUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    const heights = await page
      .locator('main img')
      .evaluateAll((images) => images.slice(0, 6).map((image) => image.getBoundingClientRect().height));
    expect(heights.length, path).toBeGreaterThan(0);
    for (const height of heights) expect(height, path).toBeGreaterThan(50);
  }
});
