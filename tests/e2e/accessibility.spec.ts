import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { fileURLToPath } from 'node:url';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { seriousViolations } from './axe';
import { addToCart, logInCustomer, productsInStock, shopGraphql } from './accountData';
import { categoryWithProducts } from './catalogueData';
import { DEMO_PRESIDENT, logInAsPupil } from './classreadingData';
import { fillPersonalDetails, fillShipping, guestCartWith, payByCard, useGuestCart } from './checkoutData';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * axe-core on every screen of the shop, in the phone layout (Chromium's Pixel 7 profile) and the desktop
 * layout (1280 px): no serious or critical violation of WCAG 2.1 A and AA (colour contrast included).
 * Every finding is listed with its rule, impact and elements, so a failure says what to fix.
 */
const LAYOUTS = {
  // The Pixel 7 profile without its defaultBrowserType (Playwright allows that one only per file or project).
  phone: (({ defaultBrowserType: _browser, ...profile }) => profile)(devices['Pixel 7']),
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

/**
 * The reading programme's screens are checked in one language per layout: Dutch on the phone (most of its
 * visitors), English on the desktop. Every screen is so checked in both languages and both layouts, without
 * the four pairs each: axe's findings hang on the markup and the colours, which the language does not change.
 */
const STORE_OF_LAYOUT: Record<keyof typeof LAYOUTS, string> = { phone: 'nl-be', desktop: 'en-be' };

for (const [layout, use] of Object.entries(LAYOUTS) as [
  keyof typeof LAYOUTS,
  (typeof LAYOUTS)[keyof typeof LAYOUTS],
][]) {
  const inLayoutStore = <Row extends readonly [string, ...unknown[]]>(rows: readonly Row[]) =>
    rows.filter(([store]) => store === STORE_OF_LAYOUT[layout]);
  test.describe(`${layout} layout`, () => {
    test.use(use);

    test('home, category, new releases, search results, product, recently viewed and not-found pass axe', async ({
      page,
      request,
    }) => {
      const { category, products } = await categoryWithProducts(request, 'nl-be');
      const product = products[0]!;
      const screens = [
        '/nl-be/',
        '/en-be/',
        `/nl-be/c/${category.urlPath}`,
        '/nl-be/nieuwe-uitgaven',
        `/nl-be/boeken.html?q=${encodeURIComponent(product.name)}`,
        `/nl-be/${product.urlPath}`,
        '/nl-be/my-account/recently-viewed',
        '/nl-be/bestaat-niet',
      ];
      for (const path of screens) {
        await gotoHydrated(page, `${webUrl()}${path}`);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test(`the pupil login passes axe in both its steps, in ${STORE_OF_LAYOUT[layout]} (seed 001 §2 school id page)`, async ({
      page,
    }) => {
      for (const [, path, schoolId, next] of inLayoutStore([
        ['nl-be', '/nl-be/klaslezen/schoolid', 'School-id', 'Volgende'],
        ['en-be', '/en-be/classreading/schoolid', 'School id', 'Next'],
      ] as const)) {
        await gotoHydrated(page, `${webUrl()}${path}`);
        expect(await seriousViolations(page), path).toEqual([]);
        await page.getByRole('button', { name: next }).click();
        await expect(page.getByRole('textbox', { name: schoolId })).toHaveAttribute('aria-invalid', 'true');
        expect(await seriousViolations(page), `${path} with an error`).toEqual([]);
        await page.getByRole('textbox', { name: schoolId }).fill('0000000001');
        await page.getByRole('button', { name: next }).click();
        await expect(page.getByRole('combobox')).toBeFocused();
        expect(await seriousViolations(page), `${path} second step`).toEqual([]);
      }
    });

    test(`the classreading pages of a pupil pass axe in ${STORE_OF_LAYOUT[layout]} (seed 001 §2)`, async ({
      page,
    }) => {
      const shot = (name: string) =>
        fileURLToPath(new URL(`../test-results/a11y-${layout}-${name}.png`, import.meta.url));
      // Without a session the programme's home explains it, with the ways in (issue 22); the other pages say a
      // login is needed.
      await gotoHydrated(page, `${webUrl()}/nl-be/klaslezen`);
      await expect(page.getByTestId('programme-intro')).toBeVisible();
      expect(await seriousViolations(page), 'programme home').toEqual([]);
      await keepScreenshot(page, shot('programme-home'));
      await gotoHydrated(page, `${webUrl()}/nl-be/klaslezen/leesclubs`);
      await expect(page.getByTestId('login-required')).toBeVisible();
      expect(await seriousViolations(page), 'login required').toEqual([]);

      // The demo pupil (seed 001 demo school 0000000001, class 3A): the reading cookie serves every store view.
      await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
      await logInAsPupil(page);
      await expect(page.getByTestId('reading-book').first()).toBeVisible();
      // A book per layout: a book stays 'being read' on its reader connection for a while (seed 001 §8).
      const book =
        (await page
          .getByTestId('reading-book')
          .nth(layout === 'phone' ? 0 : 1)
          .getAttribute('data-sku')) ?? '';

      for (const [store, home, lists, clubs, teachers] of inLayoutStore([
        ['nl-be', 'klaslezen', 'leeslijsten', 'leesclubs', 'leerkrachten'],
        ['en-be', 'classreading', 'readinglists', 'readingclubs', 'teachers'],
      ] as const)) {
        const base = `${webUrl()}/${store}/${home}`;
        for (const [path, ready] of [
          [base, 'reading-book'],
          [`${base}/${lists}`, null],
          [`${base}/${clubs}`, 'reading-club'],
          [`${base}/${teachers}`, 'teacher'],
          [`${base}/${book}`, 'reading-progress'],
        ] as const) {
          await gotoHydrated(page, path);
          if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
          await keepScreenshot(page, shot(`${store}-${path.split('/').pop()}`));
        }
        // A list and a club, reached from their overviews.
        await gotoHydrated(page, `${base}/${lists}`);
        await page.locator(`a[href*="/${lists}/class-"]`).first().click();
        await expect(page.getByTestId('reading-book').first()).toBeVisible();
        expect(await seriousViolations(page), `${store} reading list`).toEqual([]);
        await gotoHydrated(page, `${base}/${clubs}`);
        await page.getByTestId('reading-club').first().getByRole('link').click();
        await expect(page.getByRole('region').last()).toBeVisible();
        expect(await seriousViolations(page), `${store} reading club`).toEqual([]);
        await keepScreenshot(page, shot(`${store}-club`));
      }
      // The book in the reader.
      await gotoHydrated(page, `${webUrl()}/en-be/classreading/${book}`);
      await page.getByRole('button', { name: 'Open the book' }).click();
      await expect(page.frameLocator('iframe[title^="Reader: "]').locator('#indicator')).toBeVisible();
      expect(await seriousViolations(page), 'reader open').toEqual([]);
    });

    test(`a club president's club page and its management pass axe in ${STORE_OF_LAYOUT[layout]} (seed 001 §2)`, async ({
      page,
    }) => {
      const shot = (name: string) =>
        fileURLToPath(new URL(`../test-results/a11y-${layout}-president-${name}.png`, import.meta.url));
      await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
      await logInAsPupil(page, DEMO_PRESIDENT);
      await expect(page.getByRole('heading', { level: 1, name: 'Hello Noor' })).toBeVisible();
      for (const [store, clubs, manage] of inLayoutStore([
        ['nl-be', 'klaslezen/leesclubs', 'Je club beheren'],
        ['en-be', 'classreading/readingclubs', 'Manage your club'],
      ] as const)) {
        await gotoHydrated(page, `${webUrl()}/${store}/${clubs}`);
        await page.getByRole('link', { name: 'Leesclub De Boekenwurmen' }).click();
        const management = page.getByRole('region', { name: manage });
        await expect(management).toBeVisible();
        // The club's books open under the management, as the president sees them while editing the list.
        await management.getByRole('button', { expanded: false }).last().click();
        await expect(page.getByTestId('club-books')).toBeVisible();
        expect(await seriousViolations(page), `${store} president's club page`).toEqual([]);
        await keepScreenshot(page, shot(store));
      }
    });

    test(`a director's classreading pages pass axe in ${STORE_OF_LAYOUT[layout]}: dashboard, class, clubs, teachers, school code`, async ({
      page,
    }) => {
      // Directors are shop customers: the first classreading page refreshes the profile, which starts the
      // reading session (seed 001 §4).
      const shot = (name: string) =>
        fileURLToPath(new URL(`../test-results/a11y-${layout}-staff-${name}.png`, import.meta.url));
      await logInCustomer(page.request, 'directie@deleesboom.example', 'Directie123!');
      for (const [store, home, clubs, teachers] of inLayoutStore([
        ['nl-be', 'klaslezen', 'leesclubs', 'leerkrachten'],
        ['en-be', 'classreading', 'readingclubs', 'teachers'],
      ] as const)) {
        const base = `${webUrl()}/${store}/${home}`;
        await gotoHydrated(page, base);
        await expect(page.getByTestId('class').first()).toBeVisible();
        expect(await seriousViolations(page), `${store} dashboard`).toEqual([]);
        await keepScreenshot(page, shot(`${store}-dashboard`));
        await page.getByTestId('class').first().getByRole('link').first().click();
        await expect(page.getByTestId('students-list')).toBeVisible();
        expect(await seriousViolations(page), `${store} class page`).toEqual([]);
        await keepScreenshot(page, shot(`${store}-class`));
        for (const [path, ready] of [
          [`${base}/${clubs}`, 'clubs-admin'],
          [`${base}/${teachers}`, 'teachers-list'],
          [`${base}/schoolcode`, 'school-code'],
        ] as const) {
          await gotoHydrated(page, path);
          await expect(page.getByTestId(ready)).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
          await keepScreenshot(page, shot(`${store}-${ready}`));
        }
      }
    });

    test('the search, the mini cart and (on a phone) the menu and filter drawers pass axe while open', async ({
      page,
      request,
    }) => {
      const { category } = await categoryWithProducts(request, 'nl-be');
      await gotoHydrated(page, `${webUrl()}/nl-be/c/${category.urlPath}`);
      const opened: [RegExp, string][] = [
        [/^Zoeken$/, 'Zoeken'],
        [/^Winkelmandje/, 'Winkelmandje'],
        ...(layout === 'phone'
          ? ([
              [/^Menu$/, 'Menu'],
              [/^Filters$/, 'Filters'],
            ] as [RegExp, string][])
          : []),
      ];
      for (const [button, dialog] of opened) {
        await page.getByRole('button', { name: button }).click();
        // A dialog found by its name: its title is tied to it (aria-labelledby), as the server rendered it.
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        expect(await seriousViolations(page), dialog).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
      }
    });

    test('login, registration, forgot password, the account pages and the cart page pass axe', async ({
      page,
    }) => {
      const shot = (name: string) =>
        fileURLToPath(new URL(`../test-results/a11y-${layout}-${name}.png`, import.meta.url));
      const guestScreens: [string, string][] = [
        ['/nl-be/login', 'login'],
        ['/en-be/login?view=register', 'register'],
        ['/nl-be/login?view=forgot-password', 'forgot-password'],
        ['/nl-be/my-account/orders', 'login-required'],
        ['/nl-be/cart', 'empty-cart'],
      ];
      for (const [path, name] of guestScreens) {
        await gotoHydrated(page, `${webUrl()}${path}`);
        expect(await seriousViolations(page), path).toEqual([]);
        await keepScreenshot(page, shot(name));
      }

      // A customer with orders, an address and a cart with a line (the demo B2B customer).
      const { b2b } = DEMO_CUSTOMERS;
      await logInCustomer(page.request, b2b.email, b2b.password, 'nl-be');
      const [book] = await productsInStock(page.request, 'en-be', ['SIMPLE']);
      await addToCart(page.request, { sku: book!.sku }, 'nl-be');
      const orders = await shopGraphql<{ me: { orders: { items: { id: string }[] } } }>(
        page.request,
        '{ me { orders { items { id } } } }',
        {},
        'nl-be',
      );
      const customerScreens: [string, string][] = [
        ['/nl-be/my-account', 'my-account'],
        ['/nl-be/my-account/orders', 'orders'],
        [`/nl-be/my-account/orders/${orders.me.orders.items[0]!.id}`, 'order'],
        ['/nl-be/my-account/newsletter', 'newsletter'],
        ['/en-be/cart', 'cart'],
      ];
      for (const [path, name] of customerScreens) {
        await gotoHydrated(page, `${webUrl()}${path}`);
        expect(await seriousViolations(page), path).toEqual([]);
        await keepScreenshot(page, shot(name));
      }
    });
    test('the checkout steps, the card fields and the order confirmation pass axe', async ({
      page,
      request,
    }) => {
      const shot = (name: string) =>
        fileURLToPath(new URL(`../test-results/a11y-${layout}-${name}.png`, import.meta.url));
      const check = async (name: string) => {
        expect(await seriousViolations(page), name).toEqual([]);
        await keepScreenshot(page, shot(name));
      };
      const [book] = await productsInStock(request, 'nl-be', ['SIMPLE']);
      await useGuestCart(page, 1, await guestCartWith(request, 'nl-be', [book!.sku]));
      await gotoHydrated(page, `${webUrl()}/nl-be/checkout`);
      await check('checkout-personal');
      await fillPersonalDetails(page, `a11y-${layout}-${Date.now()}@example.com`);
      await check('checkout-shipping');
      await fillShipping(page);
      await payByCard(page, '4111 1111 1111 1111');
      // The school fields, closed until the shopper orders for a school, checked open.
      await page.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' }).check();
      await check('checkout-card');
      await page.getByRole('radio', { name: 'Overschrijving of factuur' }).check();
      await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
      await check('checkout-confirmation');
      // The cart is ordered: the checkout says the cart is empty (in the English store view, in English).
      await gotoHydrated(page, `${webUrl()}/en-be/checkout`);
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      await check('checkout-empty-en-be');
      // With a new cart, the English store view's checkout reads in English.
      const cartId = await guestCartWith(request, 'en-be', [book!.sku]);
      await page.evaluate((id) => localStorage.setItem('shop/store-1/cart-id', id), cartId);
      await gotoHydrated(page, `${webUrl()}/en-be/checkout`);
      await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
      await check('checkout-personal-en-be');
    });
  });
}
