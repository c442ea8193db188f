import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydrated';
import { expectFitsAndPassesAxeOnce, textContrastOf } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The product page shows what parents choose by (age, theme, series, format, language) with the description,
 * and its author's name is a link to the author's page, on a phone and a desktop in Dutch and English; the page
 * passes axe and does not scroll sideways.
 */
const DEVICES = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const STORES = [
  {
    code: 'nl-be',
    authorsSegment: 'auteurs-illustratoren',
    age: 'Leeftijd',
    format: 'Uitvoering',
    compare: 'Vergelijken',
  },
  { code: 'en-be', authorsSegment: 'authors-illustrators', age: 'Age', format: 'Format', compare: 'Compare' },
] as const;

interface ListedBook {
  urlPath: string;
  contributors: { role: string; name: string; author: { slug: string; path: string } | null }[];
  attributes: { code: string; label: string }[];
}

/** A book of the store view whose author has a page and which has an age and a format, asked of /graphql. */
async function bookWithAuthorPage(request: APIRequestContext, store: string) {
  const response = await request.post(`${webUrl()}/graphql`, {
    headers: { 'content-type': 'application/json', store },
    data: {
      query: `{ products(search: { paging: { pageSize: 50 } }) { items {
        urlPath contributors { role name author { slug path } } attributes { code label } } } }`,
    },
  });
  const body = (await response.json()) as { data: { products: { items: ListedBook[] } } };
  for (const book of body.data.products.items) {
    const author = book.contributors.find((c) => c.role === 'AUTHOR' && c.author);
    const codes = book.attributes.map((attribute) => attribute.code);
    if (author && codes.includes('age') && codes.includes('format'))
      return { book, author: { name: author.name, ...author.author! } };
  }
  throw new Error(`no book with an author page, an age and a format in ${store}`);
}

for (const device of DEVICES) {
  test.describe(`product details (${device.name})`, () => {
    test.use({ viewport: device.viewport });

    for (const store of STORES) {
      test(`${store.code}: the details list, and the author's name leads to their page`, async ({
        page,
        request,
      }) => {
        const { book, author } = await bookWithAuthorPage(request, store.code);
        await gotoHydrated(page, `${webUrl()}/${store.code}/${book.urlPath}`);

        const details = page.getByTestId('product-details');
        await expect(details).toBeVisible();
        // Exact terms: 'Age' is also in 'Language'.
        const term = (text: string) => details.getByRole('term').filter({ hasText: new RegExp(`^${text}$`) });
        await expect(term(store.age)).toBeVisible();
        await expect(term(store.format)).toBeVisible();
        await expectFitsAndPassesAxeOnce(page, store.code, `${store.code} product page`);
        await keepScreenshot(page, test.info().outputPath(`product-${store.code}-${device.name}.png`));

        // The compare button stays readable pressed and hovered (it was light text on the light hover colour).
        const compare = page.getByRole('button', { name: store.compare, exact: true });
        await compare.click();
        await expect(compare).toHaveAttribute('aria-pressed', 'true');
        await compare.hover();
        expect(await compare.evaluate((node) => node.matches(':hover'))).toBe(true);
        expect(await textContrastOf(compare)).toBeGreaterThanOrEqual(4.5);
        await keepScreenshot(page, test.info().outputPath(`compare-hover-${store.code}-${device.name}.png`), {
          fullPage: false,
        });
        await compare.click();
        await expect(compare).toHaveAttribute('aria-pressed', 'false');
        expect(await textContrastOf(compare)).toBeGreaterThanOrEqual(4.5);

        const expected = `/${store.code}/${store.authorsSegment}/${author.slug}`;
        expect(author.path).toBe(expected);
        const link = details.getByRole('link', { name: author.name, exact: true });
        await expect(link).toHaveAttribute('href', expected);
        await link.click();
        await expect(page).toHaveURL(`${webUrl()}${expected}`);
      });
    }
  });
}
