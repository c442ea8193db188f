import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { commerceUrl } from './stack';
import { shopGraphql, type ShopProduct } from './accountData';

/**
 * Test data of the checkout journeys: products of a store view found through the shop's /graphql, a guest
 * cart filled through it (a request context, as a browser would), and the orders of an email counted in the
 * commerce platform's mail outbox (one confirmation mail per order).
 */
interface StockedProduct extends ShopProduct {
  type: string;
  price: { final: { value: number } };
  stock: { status: string; qty: number; isManageStock: boolean } | null;
}

export async function productsInStock(
  request: APIRequestContext,
  store: string,
  types: readonly string[],
  qty = 5,
): Promise<StockedProduct[]> {
  const data = await shopGraphql<{ products: { items: StockedProduct[] } }>(
    request,
    `{ products(search: { paging: { pageSize: 200 } }) { items { sku name urlPath publishDate type price { final { value } } stock { status qty isManageStock } } } }`,
    {},
    store,
  );
  return data.products.items.filter(
    (item) =>
      types.includes(item.type) &&
      item.stock?.status === 'OK' &&
      // Unmanaged stock (a download, for instance) is always in stock (seed 000 §4).
      (item.stock.qty >= qty || !item.stock.isManageStock),
  );
}

/** A guest cart of the store view with these products, once each; its id, as the browser keeps it. */
export async function guestCartWith(request: APIRequestContext, store: string, skus: readonly string[]) {
  const created = await shopGraphql<{ createCart: { cart: { id: string } } }>(
    request,
    'mutation { createCart { cart { id } } }',
    {},
    store,
  );
  const cartId = created.createCart.cart.id;
  for (const sku of skus) {
    const added = await shopGraphql<{ addToCart: { userErrors: { message: string }[] } }>(
      request,
      'mutation A($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
      { input: { cartId, sku, qty: 1 } },
      store,
    );
    if (added.addToCart.userErrors.length) throw new Error(added.addToCart.userErrors[0]!.message);
  }
  return cartId;
}

/** Gives the browser the guest cart, where the shop keeps it (web/src/shared/cart/cartIdStore: store 1 is nl-be and en-be). */
export async function useGuestCart(page: Page, storeId: number, cartId: string) {
  await page.addInitScript(
    ([key, id]) => {
      if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, id!);
    },
    [`shop/store-${storeId}/cart-id`, cartId],
  );
}

/** Every mail the platform sent to `email`: the order confirmations among them count the orders. */
export async function mailsTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `${commerceUrl()}/api/ext/mail-service/outbox?to=${encodeURIComponent(email)}`,
  );
  const body = (await response.json()) as { result: { subject: string; text: string }[] };
  return body.result;
}

/** Step 1 as a guest without an account. */
export async function fillPersonalDetails(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Lotte');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('Janssens');
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('button', { name: 'Verder naar verzending' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=shipping$/);
}

/** Step 2: a Belgian address, its methods, the default one. */
export async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Verzendadres' });
  await form.getByRole('textbox', { name: 'Straat en huisnummer' }).fill('Kerkstraat 12');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('9000');
  await form.getByRole('textbox', { name: 'Gemeente' }).fill('Gent');
  await expect(form.getByRole('combobox', { name: 'Land' })).toHaveValue('BE');
  await form.getByRole('button', { name: 'Verzendwijzen tonen' }).click();
  const methods = page.getByRole('radio');
  await expect(methods.first()).toBeVisible();
  // seed 000 §4: the default method is preselected.
  await expect(page.locator('input[name="shippingMethod"]:checked')).toHaveCount(1);
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=payment$/);
}

/** Step 3 with the card method: Adyen's card fields (served by the platform's stand-in here), titled in Dutch, filled in. */
export async function payByCard(page: Page, cardNumber: string) {
  await page.getByRole('radio', { name: 'Bankkaart of kredietkaart' }).check();
  const field = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await field('Kaartnummer').click();
  await field('Kaartnummer').pressSequentially(cardNumber);
  await field('Vervaldatum').click();
  await field('Vervaldatum').pressSequentially('03/30');
  await field('Beveiligingscode').click();
  await field('Beveiligingscode').pressSequentially('737');
}
