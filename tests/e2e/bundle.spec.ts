import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { newEmail, shopGraphql } from './accountData';
import { fillPersonalDetails, fillShipping } from './checkoutData';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE, expectFitsAndPassesAxe } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * A bundle with chosen options (seed 000 §3 bundle options and product_option, §5 bundle price) on a phone,
 * as a guest in nl-be: the shopper chooses another picture book than the default, the price follows, and
 * the choice is on the cart line, on the order and on its confirmation.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/bundle-${name}.png`, import.meta.url));

interface Bundle {
  sku: string;
  type: string;
  urlPath: string;
  bundleOptions: { title: string; links: { isDefault: boolean; product: { name: string } | null }[] }[];
}

test.use(DESKTOP_AND_PHONE[1].use);

test('a bundle with chosen options reaches the order', async ({ page, request }) => {
  const shop = webUrl();
  const data = await shopGraphql<{ products: { items: Bundle[] } }>(
    request,
    `{ products(search: { paging: { pageSize: 200 } }) { items {
      sku type urlPath bundleOptions { title links { isDefault product { name } } }
    } } }`,
    {},
    'nl-be',
  );
  // A gift box of the demo data: a picture book and a reading book to choose (not a classreading bundle).
  const bundle = data.products.items.find(
    (item) =>
      item.type === 'BUNDLE' && item.bundleOptions.length === 2 && item.bundleOptions[0]!.links.length > 1,
  );
  expect(bundle, 'the demo data has a gift box').toBeDefined();
  const [pictureOption] = bundle!.bundleOptions;
  const other = pictureOption!.links.find((link) => !link.isDefault)!.product!.name;

  await test.step('the shopper chooses another picture book; the price follows', async () => {
    await gotoHydrated(page, `${shop}/nl-be/${bundle!.urlPath}`);
    const group = page.getByRole('group', { name: pictureOption!.title });
    const before = await page.getByTestId('price').textContent();
    await group.getByRole('radio', { name: new RegExp(other) }).check();
    await expect(page.getByTestId('price')).not.toHaveText(before ?? '');
    await expectFitsAndPassesAxe(page, 'a bundle on the product page (phone)');
    await keepScreenshot(page, screenshot('product'));
    await page.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('notification').last()).toContainText('toegevoegd');
  });

  await test.step('the cart line shows the chosen options', async () => {
    await gotoHydrated(page, `${shop}/nl-be/cart`);
    const options = page.getByTestId('cart-line').getByTestId('chosen-bundle-options');
    await expect(options).toContainText(`${pictureOption!.title}:`);
    await expect(options).toContainText(`${other} × 1`);
  });

  await test.step('ordered by bank transfer, the confirmation names the chosen options', async () => {
    await gotoHydrated(page, `${shop}/nl-be/checkout`);
    await fillPersonalDetails(page, newEmail('bundle'));
    await fillShipping(page);
    await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page).toHaveURL(/\/nl-be\/checkout\/confirmation\/[^/]+$/);
    await expect(page.getByTestId('order-items').getByTestId('chosen-bundle-options')).toContainText(
      `${other} × 1`,
    );
    await keepScreenshot(page, screenshot('confirmation'));
  });
});
