import { fileURLToPath } from 'node:url';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { readBrowserStorage } from './browserStorage';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

const SCREENSHOT = fileURLToPath(new URL('../test-results/storefront.png', import.meta.url));

/**
 * The shopper's journey of seed 000: home, a category from the navigation, a product, add to cart (the
 * mini cart counts 0 → 1), then the English store view of the same product, with the same cart.
 */
test('a shopper browses to a book, adds it to the cart and switches to English', async ({ page }) => {
  const shop = webUrl();
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
  });

  await test.step('home page with the content of the nl-be store view', async () => {
    await gotoHydrated(page, `${shop}/nl-be/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('minicart-count')).toHaveText('0');
  });

  await test.step('a category from the navigation lists books with prices and stock', async () => {
    const navigation = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const category = navigation.locator('a[href*="/c/"]').first();
    const categoryName = (await category.textContent()) ?? '';
    await category.click();
    await expect(page).toHaveURL(/\/nl-be\/c\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByTestId('price')).toHaveText(/^€\s?\d+,\d{2}$/);
    await expect(cards.first().getByTestId('stock')).toHaveText(/voorraad/i);
  });

  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator('[data-stock="OK"]') })
    .first();
  const bookName = ((await card.getByRole('heading').textContent()) ?? '').trim();

  await test.step('the product page of a book in stock', async () => {
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/nl-be\/p\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookName);
    await expect(page.getByTestId('stock')).toHaveText('Op voorraad');
  });

  await test.step('add to cart: the mini cart count goes from 0 to 1', async () => {
    await expect(page.getByTestId('minicart-count')).toHaveText('0');
    await page.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await expect(page.getByTestId('notification')).toContainText(
      'Het product is toegevoegd aan je winkelmandje!',
    );
    await page.getByRole('button', { name: /Winkelmandje/ }).click();
    await expect(page.getByRole('region', { name: 'Winkelmandje' })).toContainText(bookName);
    // The mini cart is a modal drawer: Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Winkelmandje' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Winkelmandje/ })).toBeFocused();
  });

  await test.step('the Apollo cache is persisted to IndexedDB, without the cart', async () => {
    // The guest cart token is in localStorage; the persisted cache (written a second after a change) has the
    // catalogue but never the cart.
    const cartId = Object.entries((await readBrowserStorage(page)).localStorage).find(([key]) =>
      key.endsWith('/cart-id'),
    )?.[1];
    expect(cartId).toBeTruthy();
    await expect
      .poll(
        async () =>
          Object.entries((await readBrowserStorage(page)).indexedDb).find(
            ([key]) => key.startsWith('apollo-cache/') && key.endsWith('/nl-be'),
          )?.[1] ?? '',
      )
      .toContain(bookName);
    const persisted = Object.values((await readBrowserStorage(page)).indexedDb).join('\n');
    expect(persisted).not.toContain(cartId);
    expect(persisted).not.toContain('"__typename":"Cart"');
  });

  await test.step('switch to the en-be store view: the same book, in English', async () => {
    // The same product (its sku) under the English slug: the switcher follows the URL resolver's alternates.
    const sku = new URL(page.url()).pathname.split('/')[3];
    await page
      .getByRole('navigation', { name: 'Kies je winkel' })
      .getByRole('link', { name: 'English (Belgium)' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${shop}/en-be/p/${sku}/[^/]+$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-BE');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByTestId('stock')).toHaveText('In stock');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText(/^€\d+\.\d{2}$/);
    // nl-be and en-be are one store of the platform (storeId 1): the cart comes along.
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
  });

  await keepScreenshot(page, SCREENSHOT);

  // One origin: the browser spoke GraphQL only to the web server, which sent the route's store view on.
  expect(graphql.length).toBeGreaterThan(0);
  expect(graphql.every((request) => request.url().startsWith(`${shop}/graphql`))).toBe(true);
  const stores = graphql.map((request) => request.headers()['store']);
  expect(stores).toContain('nl-be');
  expect(stores.at(-1)).toBe('en-be');
});
