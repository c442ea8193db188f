import { expect, test } from './fixtures';
import { webUrl } from './stack';

/**
 * What the web server answers before the app runs (seed 000 §2): legacy addresses of the old site move
 * permanently, unknown addresses are a real 404 with the not-found screen, and pages carry their head tags.
 */
test('a legacy address answers 301 to its new place, keeping the query string', async ({ request }) => {
  const response = await request.get(`${webUrl()}/zoeken?q=beer`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/nl-be/boeken.html?q=beer');
});

test('a legacy address of an editorial page leads, through a 301, to that page of the content service', async ({
  page,
  request,
}) => {
  const moved = await request.get(`${webUrl()}/onderwijs.html`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/nl-be/onderwijs');
  const response = await page.goto(`${webUrl()}/onderwijs.html`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/nl-be/onderwijs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onderwijs');
  await expect(page).toHaveTitle(/Onderwijs/);
});

test('an unknown address answers 404 and shows the page-not-found screen', async ({ page }) => {
  const response = await page.goto(`${webUrl()}/nl-be/dit-bestaat-niet`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
});

test('a product page carries its canonical and hreflang links for the four store views', async ({
  page,
  request,
}) => {
  await page.goto(`${webUrl()}/nl-be/`);
  const productLink = page.getByTestId('product-card').first().locator('a').first();
  const path = new URL((await productLink.getAttribute('href'))!, webUrl()).pathname;
  const html = await (await request.get(`${webUrl()}${path}`)).text();
  // Absolute, on the shop's public base URL (PUBLIC_URL), whichever host the request used.
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${path}"`));
  for (const hreflang of ['nl-BE', 'nl-NL', 'en-BE', 'en-RW', 'x-default']) {
    expect(html).toContain(`hreflang="${hreflang}"`);
  }
});
