import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import {
  addToCart,
  logInCustomer,
  newEmail,
  newestMailTo,
  productsInStock,
  registerCustomer,
  shopGraphql,
  visibleProducts,
} from './accountData';
import { readBrowserStorage } from './browserStorage';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The account journeys of seed 000 (§4 User session, Cart token; §5 the form rules; §8 their messages), in
 * the en-be store view, in Chromium.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/account-${name}.png`, import.meta.url));

async function logInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^My account/ }).click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
}

test('register, log out, log in, edit the profile, change the password and log in with it', async ({
  page,
}) => {
  const shop = webUrl();
  const email = newEmail('journey');
  const password = 'Leesplezier1';
  const newPassword = 'Leesplezier2!';

  await test.step('registration checks the §5 rules, then creates the account', async () => {
    await gotoHydrated(page, `${shop}/en-be/login?view=register`);
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('L');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Maes');
    await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('lien@');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('kort');
    await form.getByRole('textbox', { name: 'Repeat your password', exact: true }).fill('anders');
    await form.getByRole('button', { name: 'Create an account' }).click();
    await expect(form.getByText('Please provide valid e-mail address.')).toBeVisible();
    await expect(form.getByText('Passwords must be identical.')).toBeVisible();
    await keepScreenshot(page, screenshot('register-errors'));

    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Lien');
    await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByRole('textbox', { name: 'Repeat your password', exact: true }).fill(password);
    await form.getByRole('checkbox', { name: /privacy policy/i }).check();
    await form.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/en-be\/my-account$/);
    await expect(page.getByRole('button', { name: /^My account/ })).toBeVisible();
    await expect(
      page.getByText('Welcome, Lien! Your account has been created and you are logged in.'),
    ).toBeVisible();
  });

  await test.step('after login no token is readable by JavaScript', async () => {
    const cookies = await page.context().cookies();
    const secrets = cookies.filter((cookie) => isSessionCookie(cookie.name)).map((cookie) => cookie.value);
    expect(secrets).toHaveLength(2);
    for (const cookie of cookies.filter((c) => isSessionCookie(c.name))) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
    }
    const documentCookie = await page.evaluate(() => document.cookie);
    const session = await page.evaluate(() =>
      Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
    );
    const storage = await readBrowserStorage(page);
    const readable = JSON.stringify({ documentCookie, session, storage });
    for (const secret of secrets) expect(readable).not.toContain(secret);
    expect(documentCookie).not.toContain('shop_token');
    expect(documentCookie).not.toContain('shop_refresh');
  });

  await test.step('log out, then log in again', async () => {
    await logOut(page);
    await gotoHydrated(page, `${shop}/en-be/login`);
    await logInThroughForm(page, email, 'Verkeerd123');
    await expect(page.getByText('Invalid credentials or account temporarily disabled')).toBeVisible();
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/en-be\/my-account$/);
  });

  await test.step("edit the profile: 'Account data has successfully been updated'", async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Maes-Peeters');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Account data has successfully been updated')).toBeVisible();
    await expect(page.getByText('Maes-Peeters')).toBeVisible();
  });

  await test.step("change the password: 'Password has successfully been changed'", async () => {
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repeat your new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password has successfully been changed')).toBeVisible();
    await keepScreenshot(page, screenshot('my-account'));
  });

  await test.step('log out and log in with the new password', async () => {
    await logOut(page);
    await gotoHydrated(page, `${shop}/en-be/login`);
    await logInThroughForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/en-be\/my-account$/);
  });
});

test('forgot password: the reset link from the mail outbox sets a new password', async ({
  page,
  request,
}) => {
  const shop = webUrl();
  const email = newEmail('forgot');
  await registerCustomer(request, email, 'Vergeten123');

  await gotoHydrated(page, `${shop}/en-be/login?view=forgot-password`);
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('niemand-hier@example.be');
  await form.getByRole('button').click();
  await expect(page.getByText('Provided email does not exist')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await form.getByRole('button').click();

  const mail = await expect
    .poll(() => newestMailTo(request, email).catch(() => null))
    .not.toBeNull()
    .then(() => newestMailTo(request, email));
  const link = /https?:\/\/\S+\/create-password\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const resetPath = new URL(link!);
  await gotoHydrated(page, `${shop}${resetPath.pathname}${resetPath.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Onthouden456');
  await page.getByRole('textbox', { name: 'Repeat your password', exact: true }).fill('Onthouden456');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('button', { name: /^My account/ })).toBeVisible();

  await logOut(page);
  await gotoHydrated(page, `${shop}/en-be/login`);
  await logInThroughForm(page, email, 'Onthouden456');
  await expect(page).toHaveURL(/\/en-be\/my-account$/);
});

test('a logout ends the session at the platform: a copy of the old session cookies no longer works', async ({
  page,
  playwright,
}) => {
  const shop = webUrl();
  const email = newEmail('logout');
  const password = 'Uitloggen123!';
  const setup = await playwright.request.newContext();
  await registerCustomer(setup, email, password);
  await setup.dispose();
  await gotoHydrated(page, `${shop}/en-be/login`);
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/en-be\/my-account$/);

  // What someone who copied the cookies off this computer would hold.
  const copied = (await page.context().cookies()).filter((cookie) => isSessionCookie(cookie.name));
  expect(copied.map((cookie) => cookie.name).sort()).toEqual(['shop_refresh', 'shop_token']);
  const cookie = copied.map(({ name, value }) => `${name}=${value}`).join('; ');
  const elsewhere = await playwright.request.newContext();
  const meWithCopy = async () =>
    (await (
      await elsewhere.post(`${shop}/graphql`, {
        headers: { 'content-type': 'application/json', cookie },
        data: { query: '{ me { email } }' },
      })
    ).json()) as {
      data?: { me: { email: string } | null } | null;
      errors?: { extensions?: { code?: string } }[];
    };
  expect(await meWithCopy()).toEqual({ data: { me: { email } } });

  await logOut(page);
  expect((await page.context().cookies()).filter((c) => isSessionCookie(c.name))).toEqual([]);
  const replayed = await meWithCopy();
  expect(replayed.data?.me ?? null).toBeNull();
  expect(replayed.errors?.map((error) => error.extensions?.code)).toEqual(['SESSION_EXPIRED']);
  await elsewhere.dispose();
});

test('a guest cart of three lines joins the account cart that already has one of them', async ({
  page,
  playwright,
}) => {
  const shop = webUrl();
  const email = newEmail('merge');
  const password = 'Samenvoegen1';
  const customer = await playwright.request.newContext();
  const books = (await productsInStock(customer, 'en-be', ['SIMPLE'])).slice(0, 3);
  expect(books).toHaveLength(3);
  // The account's cart already has the first book, once.
  await registerCustomer(customer, email, password);
  await addToCart(customer, { sku: books[0]!.sku });
  await customer.dispose();

  await test.step('a guest fills a cart: the first book twice, two others once', async () => {
    for (const [index, book] of books.entries()) {
      await gotoHydrated(page, `${shop}/en-be/${book.urlPath}`);
      const add = page.getByRole('button', { name: 'Add to cart' });
      for (let times = index === 0 ? 2 : 1; times > 0; times -= 1) {
        await add.click();
        await expect(page.getByTestId('notification').last()).toBeVisible();
      }
    }
    await gotoHydrated(page, `${shop}/en-be/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
  });

  await test.step('after login the cart has every line, with the guest quantities', async () => {
    await gotoHydrated(page, `${shop}/en-be/login?redirect=${encodeURIComponent('/en-be/cart')}`);
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/en-be\/cart$/);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(3);
    for (const [index, book] of books.entries()) {
      await expect(
        page.locator(`[data-testid="cart-line"][data-sku="${book.sku}"]`).getByTestId('quantity'),
      ).toHaveText(index === 0 ? '2' : '1');
    }
    await keepScreenshot(page, screenshot('merged-cart'));
  });

  await test.step('an invalid coupon, then a valid one with its discount', async () => {
    const coupon = page.getByRole('textbox', { name: 'Coupon code', exact: true });
    await coupon.fill('BESTAATNIET');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText("You've entered an incorrect coupon code. Please try again.").first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code', exact: true }).fill('LEESFEEST10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('LEESFEEST10').first()).toBeVisible();
    await expect(page.getByTestId('cart-totals')).toContainText(/Discount/i);
  });
});

test('a foreign-group customer sees a book published before 1993 that a guest does not', async ({
  page,
  playwright,
}) => {
  const shop = webUrl();
  const { foreign } = DEMO_CUSTOMERS;
  const guest = await playwright.request.newContext();
  const grace = await playwright.request.newContext();
  await logInCustomer(grace, foreign.email, foreign.password);
  const guestSkus = new Set((await visibleProducts(guest)).map((product) => product.sku));
  const old = (await visibleProducts(grace)).find(
    (product) =>
      !guestSkus.has(product.sku) && product.publishDate !== null && product.publishDate < '1993-01-01',
  );
  await guest.dispose();
  await grace.dispose();
  expect(old).toBeDefined();

  const response = await page.goto(`${shop}/en-be/${old!.urlPath}`);
  expect(response?.status()).toBe(404);

  await gotoHydrated(page, `${shop}/en-be/login`);
  await logInThroughForm(page, foreign.email, foreign.password);
  await expect(page).toHaveURL(/\/en-be\/my-account$/);
  const visit = await gotoHydrated(page, `${shop}/en-be/${old!.urlPath}`);
  expect(visit?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(old!.name);
});

test("a customer cannot open another customer's order", async ({ page, playwright }) => {
  const shop = webUrl();
  const { general, b2b } = DEMO_CUSTOMERS;
  const an = await playwright.request.newContext();
  await logInCustomer(an, general.email, general.password);
  const orders = await shopGraphql<{ me: { orders: { items: { id: string; number: string }[] } } }>(
    an,
    '{ me { orders { items { id number } } } }',
  );
  await an.dispose();
  const order = orders.me.orders.items[0]!;

  await gotoHydrated(page, `${shop}/en-be/login`);
  await logInThroughForm(page, b2b.email, b2b.password);
  await expect(page).toHaveURL(/\/en-be\/my-account$/);
  // Another customer's order and an order nobody has are answered alike: page-not-found, a real 404.
  const response = await gotoHydrated(page, `${shop}/en-be/my-account/orders/${order.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(order.number)).toHaveCount(0);
  await keepScreenshot(page, screenshot('other-order'));
  expect((await page.request.get(`${shop}/nl-be/my-account/orders/99999999`)).status()).toBe(404);
});

/** The customer's session cookies (the web server's shop_token and shop_refresh), not the consent cookie beside them. */
function isSessionCookie(name: string): boolean {
  return name === 'shop_token' || name === 'shop_refresh';
}
