/**
 * The customer screens of `npm run bench:web` and the state each needs in the browser before Lighthouse
 * loads it: a wishlist in localStorage, a logged-in customer who bought digital books (the session cookie the
 * shop's login sets), a guest cart with one line, the confirmation of a guest's bank-transfer order. The state
 * is made in the browser Lighthouse then drives, through the shop's own /graphql and checkout, as a shopper's
 * browser makes it; Lighthouse's storage reset clears the cache but keeps cookies and local and session storage.
 */
import { DEMO_CHECKOUT_ADDRESS } from '@shop/stack';
import type { Page as Tab } from 'puppeteer-core';
import { cartIdKey } from '@shop/web/cart-id-key';
import { wishlistKey } from '@shop/web/wishlist-key';
import { storedWishlist, type WishedProduct } from './webPages';

const STORE = 'nl-be';

/** A page of the benchmark; a customer screen prepares the browser and answers the path to measure. */
export interface BenchPage {
  name: string;
  /** The path measured (of the confirmation: its pattern, the order number is new in every run). */
  path: string;
  prepare?: (tab: Tab, web: string) => Promise<string>;
  /**
   * What the screen must show once loaded, so a lost state (an empty cart, a login page) fails the run instead
   * of being measured: a browser expression true when it shows it.
   */
  shows?: { what: string; expression: string };
}

const count = (selector: string) => `document.querySelectorAll(${JSON.stringify(selector)}).length`;

/** Waits (10 s at most) until the tab shows what the page must show; throws with what it showed instead. */
export async function expectShown(tab: Tab, page: BenchPage): Promise<void> {
  if (!page.shows) return;
  try {
    await tab.waitForFunction(page.shows.expression, { timeout: 10_000 });
  } catch {
    const heading = await inTab(tab, `document.querySelector('h1')?.textContent ?? null`);
    throw new Error(
      `${page.name} did not show ${page.shows.what}: “${await tab.title()}”, h1 “${String(heading)}” at ${tab.url()}.`,
    );
  }
}

/** Runs `source` (an expression) in the tab; a string, as this package is typed for Node (no DOM library). */
const inTab = (tab: Tab, source: string): Promise<unknown> => tab.evaluate(source);

/** An operation of the shop's /graphql sent by the tab, so the cookies it sets are the browser's. */
async function shopGraphql<T>(tab: Tab, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const request = JSON.stringify(JSON.stringify({ query, variables }));
  const body = (await inTab(
    tab,
    `fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', store: '${STORE}' }, body: ${request} }).then((response) => response.json())`,
  )) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 40)}… failed: ${JSON.stringify(body)}`);
  const refused = Object.values(body.data as Record<string, { userErrors?: { message: string }[] }>).find(
    (payload) => payload?.userErrors?.length,
  );
  if (refused) throw new Error(`${query.slice(0, 40)}… refused: ${refused.userErrors![0]!.message}`);
  return body.data;
}

/** The tab on the shop's origin (its storage and cookies are the shop's), without the app's scripts. */
async function onShopOrigin(tab: Tab, web: string): Promise<void> {
  await tab.goto(`${web}/robots.txt`);
}

async function setLocalStorage(tab: Tab, key: string, value: string): Promise<void> {
  await inTab(tab, `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
}

/** A guest cart with one piece of `sku`, kept where the storefront keeps it. */
async function guestCartWith(tab: Tab, web: string, sku: string): Promise<void> {
  await onShopOrigin(tab, web);
  const { createCart } = await shopGraphql<{ createCart: { cart: { id: string } } }>(
    tab,
    'mutation BenchCreateCart { createCart { cart { id } } }',
  );
  const cartId = createCart.cart.id;
  await shopGraphql(
    tab,
    'mutation BenchAddToCart($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
    { input: { cartId, sku, qty: 1 } },
  );
  await setLocalStorage(tab, cartIdKey(STORE), cartId);
}

const uniqueEmail = (prefix: string) =>
  `bench-${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.be`;

const ADDRESS = DEMO_CHECKOUT_ADDRESS;

/** A new customer, logged in in this browser, who ordered `skus` by bank transfer (their books are delivered). */
async function customerWhoBought(tab: Tab, web: string, skus: readonly string[]): Promise<void> {
  await onShopOrigin(tab, web);
  const email = uniqueEmail('digital');
  const password = 'Luisterboek1';
  await shopGraphql(
    tab,
    'mutation BenchRegister($input: RegisterInput!) { register(input: $input) { userErrors { message } } }',
    {
      input: {
        firstname: ADDRESS.firstname,
        lastname: ADDRESS.lastname,
        email,
        password,
        passwordConfirmation: password,
        acceptPrivacyPolicy: true,
      },
    },
  );
  await shopGraphql(
    tab,
    'mutation BenchLogIn($input: LogInInput!) { logIn(input: $input) { userErrors { message } } }',
    { input: { email, password } },
  );
  for (const sku of skus) {
    await shopGraphql(
      tab,
      'mutation BenchAddToCart($input: AddToCartInput!) { addToCart(input: $input) { userErrors { message } } }',
      { input: { sku, qty: 1 } },
    );
  }
  await shopGraphql(
    tab,
    'mutation BenchPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { userErrors { message } } }',
    {
      input: {
        idempotencyKey: email,
        personalDetails: { firstname: ADDRESS.firstname, lastname: ADDRESS.lastname, email },
        shippingAddress: ADDRESS,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
        paymentMethodCode: 'checkmo',
      },
    },
  );
}

/** The element of this role and accessible name (Puppeteer's ARIA query). */
const byRole = (tab: Tab, role: string, name: string) =>
  tab.locator(`::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`);

async function waitFor(tab: Tab, condition: string, what: string): Promise<void> {
  try {
    await tab.waitForFunction(condition, { timeout: 60_000 });
  } catch {
    throw new Error(`The checkout did not reach ${what} (at ${tab.url()}).`);
  }
}

/**
 * A guest orders one book by bank transfer through the checkout, as the checkout journey does, so this tab
 * keeps the confirmation the page shows (in sessionStorage); answers the confirmation's path.
 */
async function guestBankTransferOrder(tab: Tab, web: string, sku: string): Promise<string> {
  await guestCartWith(tab, web, sku);
  await tab.goto(`${web}/${STORE}/checkout`);
  // A click before the app took the server's HTML over lands on markup without its handlers.
  await waitFor(tab, `document.documentElement.hasAttribute('data-hydrated')`, 'its hydrated page');
  await byRole(tab, 'textbox', 'Voornaam').fill('Lotte');
  await byRole(tab, 'textbox', 'Achternaam').fill('Janssens');
  await byRole(tab, 'textbox', 'E-mailadres').fill(uniqueEmail('confirmation'));
  await byRole(tab, 'button', 'Verder naar verzending').click();
  await waitFor(tab, `location.search === '?step=shipping'`, 'the shipping step');
  await byRole(tab, 'textbox', 'Straat').fill('Kerkstraat');
  await byRole(tab, 'textbox', 'Huisnummer').fill('12');
  await byRole(tab, 'textbox', 'Postcode').fill('9000');
  await byRole(tab, 'textbox', 'Gemeente').fill('Gent');
  await byRole(tab, 'button', 'Verzendwijzen tonen').click();
  await waitFor(
    tab,
    `document.querySelector('input[name="shippingMethod"]:checked') !== null`,
    'a shipping method',
  );
  await byRole(tab, 'button', 'Verder naar betalen').click();
  await waitFor(tab, `location.search === '?step=payment'`, 'the payment step');
  await byRole(tab, 'radio', 'Overschrijving of factuur').click();
  await byRole(tab, 'button', 'Bestelling plaatsen').click();
  await waitFor(tab, `/\\/checkout\\/confirmation\\/[^/]+$/.test(location.pathname)`, 'the confirmation');
  return new URL(tab.url()).pathname;
}

/** What the customer screens are filled with, found in the catalogue. */
export interface ScreenProducts {
  /** A few products for the wishlist. */
  wished: WishedProduct[];
  /** The digital books the customer of 'digital-products' bought. */
  digitalSkus: string[];
  /** The printed book of the checkout's line and of the guest's order. */
  printedSku: string;
}

/** The customer screens, each with the state it shows. */
export function customerScreens(products: ScreenProducts): BenchPage[] {
  return [
    {
      name: 'wishlist',
      path: `/${STORE}/verlanglijst`,
      prepare: async (tab, web) => {
        await onShopOrigin(tab, web);
        await setLocalStorage(tab, wishlistKey(STORE), storedWishlist(products.wished));
        return `/${STORE}/verlanglijst`;
      },
      shows: {
        what: `its ${products.wished.length} lines`,
        expression: `${count('[data-testid="wishlist-line"]')} === ${products.wished.length}`,
      },
    },
    {
      name: 'digital-products',
      path: `/${STORE}/my-account/digital-products`,
      prepare: async (tab, web) => {
        await customerWhoBought(tab, web, products.digitalSkus);
        return `/${STORE}/my-account/digital-products`;
      },
      shows: {
        what: `the ${products.digitalSkus.length} books bought`,
        expression: `${count('[data-testid="digital-product"]')} === ${products.digitalSkus.length}`,
      },
    },
    {
      name: 'confirmation',
      path: `/${STORE}/checkout/confirmation/{order number}`,
      prepare: (tab, web) => guestBankTransferOrder(tab, web, products.printedSku),
      shows: {
        what: 'the order placed',
        expression: `${count('[data-testid="order-confirmation"]')} === 1`,
      },
    },
    // The reading programme's home, the menu's 'Klaslezen': public, no state.
    { name: 'programme', path: `/${STORE}/klaslezen` },
    {
      name: 'checkout',
      path: `/${STORE}/checkout`,
      prepare: async (tab, web) => {
        await guestCartWith(tab, web, products.printedSku);
        return `/${STORE}/checkout`;
      },
      shows: { what: 'one cart line', expression: `${count('[data-testid="order-summary"] li')} === 1` },
    },
  ];
}
