import {
  expect,
  type APIRequestContext,
  type Page,
  type Request as PlaywrightRequest,
} from '@playwright/test';
import { addToCart, shopGraphql } from './accountData';
import { commerceUrl } from './stack';

/**
 * The checkout journeys' steps and guest carts: a guest cart filled through the shop's /graphql (a request
 * context, as a browser would), given to the browser, and the checkout's steps filled in as a shopper does.
 */
/** A guest cart of the store view with these products, once each; its id, as the browser keeps it. */
export async function guestCartWith(request: APIRequestContext, store: string, skus: readonly string[]) {
  const created = await shopGraphql<{ createCart: { cart: { id: string } } }>(
    request,
    'mutation { createCart { cart { id } } }',
    {},
    store,
  );
  const cartId = created.createCart.cart.id;
  for (const sku of skus) await addToCart(request, { cartId, sku }, store);
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

/** Step 1 as a guest without an account. */
export async function fillPersonalDetails(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Persoonlijke gegevens' });
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Lotte');
  await form.getByRole('textbox', { name: 'Achternaam' }).fill('Janssens');
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('button', { name: 'Verder naar verzending' }).click();
  await expect(page).toHaveURL(/\/nl-be\/checkout\?step=shipping$/);
}

/** Step 2: a Belgian address (the house number in its own field), its methods, the default one. */
export async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Verzendadres' });
  await form.getByRole('textbox', { name: 'Straat', exact: true }).fill('Kerkstraat');
  await form.getByRole('textbox', { name: 'Huisnummer' }).fill('12');
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

/** The orders the commerce platform holds for an email, newest first (its stand-in's list outside production). */
export async function ordersAtPlatform(request: APIRequestContext, email: string) {
  const response = await request.get(`${commerceUrl()}/api/order/standin?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { increment_id: string; status: string }[] }).result;
}

/**
 * Records the order placements the page sends (its PlaceOrder operations to /graphql), so a journey can
 * wait for every one of them to be answered: the platform's write is done when the web server answers.
 */
export function recordPlacements(page: Page) {
  const sent: PlaywrightRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'PlaceOrder') sent.push(request);
  });
  return {
    get count() {
      return sent.length;
    },
    /** Waits until every placement sent so far has its answer; fails on one that got none. */
    async answered() {
      for (const request of sent)
        expect(await request.response(), 'a placement without an answer').not.toBeNull();
    },
  };
}

/** The demo shop's IBAN (the default of BANK_TRANSFER_IBAN), as pages print it. */
export const DEMO_IBAN_PRINTED = 'BE68 5390 0754 7034';

/**
 * A Belgian structured reference's check digits, computed here apart from the shop's own rule so the journey
 * checks it: +++ddd/dddd/ddddd+++, the first ten digits modulo 97 (97 for 0) are the last two.
 */
export function hasValidCheckDigits(reference: string): boolean {
  const match = /^\+{3}(\d{3})\/(\d{4})\/(\d{5})\+{3}$/.exec(reference);
  if (!match) return false;
  const digits = match.slice(1).join('');
  const remainder = Number(digits.slice(0, 10)) % 97;
  return Number(digits.slice(10)) === (remainder === 0 ? 97 : remainder);
}

/**
 * A bank-transfer order's payment instructions as the confirmation or the order's page shows them: the demo
 * IBAN, the grand total as the amount, a structured reference whose check digits hold. Answers the reference.
 */
export async function expectPaymentInstructions(page: Page): Promise<string> {
  await expect(page.getByTestId('payment-iban')).toHaveText(DEMO_IBAN_PRINTED);
  const reference = (await page.getByTestId('payment-reference').textContent())?.trim() ?? '';
  expect(hasValidCheckDigits(reference), `check digits of ${reference}`).toBe(true);
  const grandTotal = page.getByTestId('order-totals').locator('[data-code="grand_total"] dd');
  await expect(page.getByTestId('payment-instructions-details')).toContainText(
    (await grandTotal.textContent())?.trim() ?? 'no grand total',
  );
  return reference;
}
