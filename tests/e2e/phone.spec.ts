import { expect, test, type Page } from '@playwright/test';
import { webUrl } from './stack';

/**
 * The shop on a phone (Pixel 7, 412 px): the menu, the filters, the search and the mini cart open in
 * drawers and overlays, and no page scrolls sideways.
 */
test.use({ viewport: { width: 412, height: 915 } });

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('on a phone: menu drawer to a category, filters in a drawer, search overlay, cart drawer', async ({
  page,
}) => {
  const shop = webUrl();

  await test.step('the header shows buttons, the main menu is in the menu drawer', async () => {
    await page.goto(`${shop}/nl-be/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Kies je winkel' })).toBeVisible();
    // Escape closes the drawer and the focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer.getByRole('navigation', { name: 'Hoofdmenu' }).locator('a[href*="/c/"]').first().click();
    await expect(page).toHaveURL(/\/nl-be\/c\/.+/);
    await expect(drawer).toBeHidden();
  });

  await test.step('a category: two columns of books, filters in a drawer that counts the results', async () => {
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    // Side by side: the second card starts on the first one's row.
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const age = filters.getByTestId('facet-age').getByRole('checkbox').first();
    const label = (await filters.getByTestId('facet-age').locator('li').first().textContent()) ?? '';
    const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
    await age.click();
    await expect(page).toHaveURL(/[?&]age=\d+/);
    const show = filters.getByRole('button', { name: count === 1 ? 'Toon 1 boek' : `Toon ${count} boeken` });
    await expect(show).toBeEnabled();
    await show.click();
    await expect(filters).toBeHidden();
    await expect(page.getByTestId('listing-total')).toHaveText(count === 1 ? '1 boek' : `${count} boeken`);
  });

  await test.step('the search covers the screen', async () => {
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Zoek een boek' });
    await expect(box).toBeFocused();
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    const size = await dialog.boundingBox();
    expect(size!.width).toBe(412);
    await page.getByRole('button', { name: 'Zoeken sluiten' }).click();
    await expect(box).toBeHidden();
  });

  await test.step('a product: add to cart in the first screen, the cart in a drawer', async () => {
    await page
      .getByTestId('product-card')
      .filter({ has: page.locator('[data-stock="OK"]') })
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/nl-be\/p\//);
    const add = page.getByRole('button', { name: 'In winkelmandje' });
    await expect(add).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await add.click();
    await expect(page.getByTestId('minicart-count')).toHaveText('1');
    await page.getByRole('button', { name: /Winkelmandje/ }).click();
    const cart = page.getByRole('dialog', { name: 'Winkelmandje' });
    await expect(cart.getByTestId('minicart-total')).toContainText('Totaal');
    await cart.getByRole('button', { name: 'Verder winkelen' }).click();
    await expect(cart).toBeHidden();
  });
});
