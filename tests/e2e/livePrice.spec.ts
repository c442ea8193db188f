import { logInCustomer, newEmail, registerCustomer } from './accountData';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { commerceUrl, webUrl } from './stack';

/**
 * seed 000 §4, §7 'Price refresh': a merchant changed a book's price on the commerce platform and the search
 * index has not been rebuilt. The listing and the product page first render the catalogue's price, then show
 * the platform's, which is the price the cart charges: one price everywhere.
 *
 * The shopper is signed in: a guest's listing and live prices may come from the gateway's shared cache for as
 * long as their hints allow (60 s, issue 23), so a guest sees the change within a minute; a customer's answers
 * are never taken from it, so theirs shows the change at once.
 */
const NEW_PRICE = 5.55;
const SHOWN = '€\u00a05,55';

const changePrice = (sku: string, price: number | null) =>
  fetch(`${commerceUrl()}/api/product/standin/price/${encodeURIComponent(sku)}`, {
    method: price === null ? 'DELETE' : 'PUT',
    headers: { 'content-type': 'application/json' },
    body: price === null ? undefined : JSON.stringify({ price }),
  });

test('a price the platform changed shows on the listing, the product page and in the cart (phone)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = newEmail('live-price');
  await registerCustomer(page.request, email, 'Boeken123!');
  await logInCustomer(page.request, email, 'Boeken123!', 'nl-be');
  const tree = (await (
    await request.post(`${webUrl()}/graphql`, {
      headers: { 'content-type': 'application/json', store: 'nl-be' },
      data: { query: '{ categoryTree { urlPath productCount } }' },
    })
  ).json()) as { data: { categoryTree: { urlPath: string; productCount: number }[] } };
  const category = tree.data.categoryTree.find((candidate) => candidate.productCount > 0)!;
  await gotoHydrated(page, `${webUrl()}/nl-be/c/${category.urlPath}`);
  const skus = await page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku') ?? ''));
  const types = (await (
    await request.post(`${webUrl()}/graphql`, {
      headers: { 'content-type': 'application/json', store: 'nl-be' },
      data: {
        query: 'query($skus: [String!]!) { productsBySku(skus: $skus) { sku type stock { isInStock } } }',
        variables: { skus },
      },
    })
  ).json()) as {
    data: { productsBySku: ({ sku: string; type: string; stock: { isInStock: boolean } | null } | null)[] };
  };
  // A simple book in stock: a configurable product's price is its children's.
  const book = types.data.productsBySku.find(
    (product) => product?.type === 'SIMPLE' && product.stock?.isInStock,
  );
  expect(book, 'a simple book in stock on the first page of the category').toBeTruthy();
  const sku = book!.sku;

  expect((await changePrice(sku, NEW_PRICE)).status).toBe(200);
  try {
    await gotoHydrated(page, `${webUrl()}/nl-be/c/${category.urlPath}`);
    const card = page.locator(`[data-testid="product-card"][data-sku="${sku}"]`);
    await expect(card.getByTestId('price')).toHaveText(SHOWN);

    await card.getByRole('link').first().click();
    const details = page.locator(`article[data-sku="${sku}"]`);
    await expect(details.getByTestId('price')).toHaveText(SHOWN);
    await details.getByRole('button', { name: 'In winkelmandje' }).click();
    await expect(page.getByTestId('minicart-count')).toHaveText('1');

    await gotoHydrated(page, `${webUrl()}/nl-be/cart`);
    await expect(page.getByText(SHOWN).first()).toBeVisible();
  } finally {
    await changePrice(sku, null);
  }
});
