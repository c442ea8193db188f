import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readBrowserStorage, recordStorageWrites, wroteStorageSince } from './browserStorage';
import { DEMO_PRESIDENT, DEMO_PUPIL, logInAsPupil } from './classreadingData';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The pupil's journeys of seed 001 (§2 the /en-rw guard and the reading login route, §5 the pupil login, §8
 * its messages), in Chromium against the whole shop. The demo school of the reading programme's stand-in:
 * school id '0000000001', class '3A', pupil 'Lotte' with password 'Lezen123!'.
 */
const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/classreading-${name}.png`, import.meta.url));

test('an anonymous visitor of /en-rw lands on the reading login, before any script runs', async ({
  request,
}) => {
  const response = await request.get(`${webUrl()}/en-rw/new-releases?page=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(
    '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fnew-releases%3Fpage%3D2',
  );
  const login = await request.get(`${webUrl()}/en-rw/classreading/schoolid`, { maxRedirects: 0 });
  expect(login.status()).toBe(200);
});

test("the pupil login says 'Unable to find this school', 'not a valid school id' and 'Invalid credentials'", async ({
  page,
}) => {
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
  const schoolId = page.getByRole('textbox', { name: 'School id' });
  await schoolId.fill('12AB');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('not a valid school id')).toBeVisible();
  await expect(schoolId).toHaveAttribute('aria-invalid', 'true');
  await schoolId.fill('0999999999');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Unable to find this school')).toBeVisible();

  await logInAsPupil(page, { ...DEMO_PUPIL, password: 'Fout12345!' });
  await expect(page.getByTestId('form-errors')).toHaveText('Invalid credentials');
  await keepScreenshot(page, screenshot('invalid-credentials'));
});

test('after logging in, the pupil returns to the /en-rw page they asked for', async ({ page }) => {
  await page.goto(`${webUrl()}/en-rw/new-releases`);
  await expect(page).toHaveURL(/\/en-rw\/classreading\/schoolid\?redirect=%2Fen-rw%2Fnew-releases$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // seed 001 §6: the login is all an anonymous visitor may see, so the shop's links (all leading back here) are
  // not shown: no menu, search, cart or footer (issue 22).
  await expect(page.getByTestId('minimal-layout')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByTestId('minicart-count')).toHaveCount(0);
  await keepScreenshot(page, screenshot('en-rw-login'));
  await logInAsPupil(page);
  await expect(page).toHaveURL(`${webUrl()}/en-rw/new-releases`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The reading session is the web server's cookie: a reload keeps the pupil on the page.
  await page.reload();
  await expect(page).toHaveURL(`${webUrl()}/en-rw/new-releases`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${webUrl()}/en-rw/new-releases`);
});

for (const device of DESKTOP_AND_PHONE) {
  test.describe(`a newcomer to the reading programme (${device.name})`, () => {
    test.use(device.use);

    test("goes from the menu's Classreading to the programme's page, the pupil login and in; her reading list asks for no picture that fails (issue 22)", async ({
      page,
    }) => {
      const failedImages: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.resourceType() === 'image') failedImages.push(`${request.url()} failed`);
      });
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && response.status() >= 400)
          failedImages.push(`${response.url()} ${response.status()}`);
      });

      await gotoHydrated(page, `${webUrl()}/en-be/`);
      if (device.phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Classreading', exact: true })
        .click();
      await expect(page).toHaveURL(`${webUrl()}/en-be/classreading`);
      await expect(page.getByRole('heading', { level: 1, name: 'Classreading' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in as a teacher or director' })).toBeVisible();
      // No session check's trip home: the programme's page stays.
      await page.waitForTimeout(1200);
      await expect(page).toHaveURL(`${webUrl()}/en-be/classreading`);
      await keepScreenshot(page, screenshot(`programme-${device.name}`));

      await page.getByRole('link', { name: 'Log in as a pupil' }).click();
      await expect(page).toHaveURL(`${webUrl()}/en-be/classreading/schoolid`);
      await logInAsPupil(page);
      await expect(page).toHaveURL(`${webUrl()}/en-be/classreading`);
      await expect(page.getByRole('heading', { level: 1, name: 'Hello Lotte' })).toBeVisible();
      // The header names her instead of offering the shop's login.
      await expect(page.getByRole('button', { name: 'My classreading: Lotte' })).toBeVisible();
      await expect(page.getByTestId('account-login')).toHaveCount(0);

      // Every cover of her list is loaded, or is the placeholder of a book without a picture.
      const books = page.getByTestId('reading-book');
      await expect(books.first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          books.evaluateAll((cards) =>
            cards.every((card) => {
              const image = card.querySelector('img');
              return image
                ? image.complete && image.naturalWidth > 0
                : card.querySelector('[data-testid="placeholder-cover"]') !== null;
            }),
          ),
        )
        .toBe(true);
      await keepScreenshot(page, screenshot(`dashboard-${device.name}`));
      expect(failedImages).toEqual([]);
    });
  });
}

/** Logs Lotte in from the classreading login of en-be; she lands on her dashboard. */
async function logInOnDashboard(page: Page) {
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
  await logInAsPupil(page);
  await expect(page).toHaveURL(`${webUrl()}/en-be/classreading`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Lotte' })).toBeVisible();
}

/** The pupil's progress in a book as the reading programme recorded it, asked with the browser's cookie. */
async function recordedProgress(page: Page, isbn: string): Promise<number | undefined> {
  const response = await page.request.post(`${webUrl()}/graphql`, {
    headers: { 'content-type': 'application/json', store: 'en-be' },
    data: { query: '{ readingProgress { isbn percentage } }' },
  });
  const body = (await response.json()) as {
    data: { readingProgress: { isbn: string; percentage: number }[] };
  };
  return body.data.readingProgress.find((progress) => progress.isbn === isbn)?.percentage;
}

test('a pupil opens a book of her reading list in the reader, turns pages, and her progress is recorded (seed 001 §2, §3)', async ({
  page,
}) => {
  await logInOnDashboard(page);
  const books = page.getByTestId('reading-book');
  await expect(books.first()).toBeVisible();
  await keepScreenshot(page, screenshot('dashboard-1280'));
  // The demo pupil has read part of the first two books; the last one of her list is still unread.
  const book = books.last();
  const sku = (await book.getAttribute('data-sku')) ?? '';
  await book.getByRole('link').click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/classreading/${sku}`);
  // The book's page has rendered (its button is there) before its heading is read: right after the address
  // changes, the heading can still be the dashboard's ('Hello Lotte'), which failed a CI run.
  const open = page.getByRole('button', { name: 'Open the book' });
  await expect(open).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const isbn =
    (await page
      .locator('dd')
      .filter({ hasText: /^\d{10,13}$/ })
      .textContent()) ?? '';

  await open.click();
  const frame = page.locator('iframe[title^="Reader: "]');
  await expect(frame).toHaveAttribute('title', `Reader: ${title}`);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  const reader = page.frameLocator('iframe[title^="Reader: "]');
  const indicator = reader.locator('#indicator');
  await expect(indicator).toHaveText(/^Pagina 1 van \d+$/);
  const pages = Number(/van (\d+)/.exec((await indicator.textContent()) ?? '')?.[1]);
  for (const pageNumber of [2, 3, 4]) {
    await reader.getByRole('button', { name: 'Volgende pagina' }).click();
    await expect(indicator).toHaveText(`Pagina ${pageNumber} van ${pages}`);
  }
  // Four pages seen of the book (the reader's own rule: pages seen over pages, rounded).
  const expected = Math.round((4 / pages) * 100);
  await expect(page.getByTestId('reading-progress').first()).toHaveText(new RegExp(`^${expected}% read`));
  await keepScreenshot(page, screenshot('reader-1280'));
  await expect.poll(() => recordedProgress(page, isbn)).toBe(expected);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
  await keepScreenshot(page, screenshot('reader-320'));

  // Recorded at the reading programme: a reload shows it too, and the reloaded tab is the same reader
  // connection, so the book opens again, at the page she got to (seed 001 §7 tracking).
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('reading-progress').first()).toHaveText(new RegExp(`^${expected}% read`));
  await page.getByRole('button', { name: 'Open the book' }).click();
  await expect(reader.locator('#indicator')).toHaveText(`Pagina 4 van ${pages}`);

  // Another tab is another connection: the book is already being read (seed 001 §8).
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  await otherTab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await otherTab.getByRole('button', { name: 'Open the book' }).click();
  await expect(otherTab.getByTestId('open-book-refusal')).toHaveText('A book is already being read.');
  await otherTab.close();
});

/** Records a pupil's progress in a book through the graph, with the browser's cookie; the percentage answered. */
async function recordProgress(page: Page, isbn: string, percentage: number): Promise<number | undefined> {
  const response = await page.request.post(`${webUrl()}/graphql`, {
    headers: { 'content-type': 'application/json', store: 'en-be' },
    data: {
      query:
        'mutation ($isbn: String!, $percentage: Int!) { recordReadingProgress(isbn: $isbn, percentage: $percentage) { progress { percentage } } }',
      variables: { isbn, percentage },
    },
  });
  const body = (await response.json()) as {
    data: { recordReadingProgress: { progress: { percentage: number } | null } };
  };
  return body.data.recordReadingProgress.progress?.percentage;
}

test('a pupil who read a book to the end opens it, turns back a page and closes it, and it still reads 100 %, also at her next login (seed 001 §7 tracking)', async ({
  page,
}) => {
  // Noor, a pupil of 3A: Lotte's books are opened by other journeys, and a book stays 'being read' on another
  // reader connection for a while (seed 001 §8).
  const logInAsNoor = async () => {
    await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
    await logInAsPupil(page, DEMO_PRESIDENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Noor' })).toBeVisible();
  };
  await logInAsNoor();
  const card = page.getByTestId('reading-book').first();
  const sku = (await card.getAttribute('data-sku')) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/classreading/${sku}`);
  const isbn =
    (await page
      .locator('dd')
      .filter({ hasText: /^\d{10,13}$/ })
      .textContent()) ?? '';
  // She read the book to the end (recorded as the reader records it).
  expect(await recordProgress(page, isbn, 100)).toBe(100);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const progress = page.getByTestId('reading-progress').first();
  await expect(progress).toHaveText(/^100% read/);

  // Every progress the shop records while the book is open, with the percentage the graph answered.
  const recorded: number[] = [];
  page.on('response', (response) => {
    if (
      !response.url().endsWith('/graphql') ||
      !/"RecordReadingProgress"/.test(response.request().postData() ?? '')
    )
      return;
    void response
      .json()
      .then((body: { data?: { recordReadingProgress?: { progress?: { percentage: number } } } }) => {
        const percentage = body.data?.recordReadingProgress?.progress?.percentage;
        if (percentage !== undefined) recorded.push(percentage);
      });
  });

  // The reader opens where she got to, the last page, and turning back a page reads nothing new.
  await page.getByRole('button', { name: 'Open the book' }).click();
  const reader = page.frameLocator('iframe[title^="Reader: "]');
  const indicator = reader.locator('#indicator');
  await expect(indicator).toHaveText('Pagina 12 van 12');
  await reader.getByRole('button', { name: 'Vorige pagina' }).click();
  await expect(indicator).toHaveText('Pagina 11 van 12');
  await page.getByRole('button', { name: 'Close the book' }).click();
  await expect(page.locator('iframe[title^="Reader: "]')).toHaveCount(0);
  // Closing records what the reader reported: wait for that answer, then read the progress everywhere.
  await expect.poll(() => recorded.length).toBeGreaterThan(0);
  expect(recorded.every((percentage) => percentage === 100)).toBe(true);
  await expect(progress).toHaveText(/^100% read/);
  expect(await recordedProgress(page, isbn)).toBe(100);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('reading-progress').first()).toHaveText(/^100% read/);

  // Her next login: the book still reads 100 % on her dashboard and on its page.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/`);
  await logInAsNoor();
  const again = page.getByTestId('reading-book').filter({ has: page.locator(`a[href$="/${sku}"]`) });
  await expect(again.getByTestId('reading-progress')).toHaveText(/^100% read/);
  await again.getByRole('link').click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/classreading/${sku}`);
  await expect(page.getByTestId('reading-progress').first()).toHaveText(/^100% read/);
  expect(await recordedProgress(page, isbn)).toBe(100);
});

test('after the pupil logs out, the browser keeps nothing of hers and the reading cookie is gone (seed 001 §8)', async ({
  page,
  context,
}) => {
  await recordStorageWrites(context);
  await logInOnDashboard(page);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'reading_token');
  expect(token?.httpOnly).toBe(true);
  await page.getByRole('link', { name: 'Reading clubs', exact: true }).click();
  await expect(page.getByTestId('reading-club').first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/`);
  await expect(page.getByText("You're logged out")).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'reading_token')).toBeUndefined();

  // The persisted cache is written a moment after the cache's last change, with all of it. A known write: a
  // category from the menu brings new catalogue data into the cache; once the write after it is in storage,
  // what the logout left is in storage too. Then read everything.
  const beforeCategory = await page.evaluate(() => Date.now());
  await page.getByRole('navigation', { name: 'Main menu' }).locator('a[href*="/c/"]').first().click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect.poll(() => wroteStorageSince(page, beforeCategory)).toBe(true);
  const stored = await readBrowserStorage(page);
  const session = await page.evaluate(() =>
    Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
  );
  const everything = JSON.stringify({ ...stored, session });
  for (const secret of [
    'Lotte',
    '"3A"',
    'Class 3A',
    'ReadingUser',
    'readingMe',
    'readingProgress',
    'readerConnection',
    token?.value ?? 'x',
  ])
    expect(everything, secret).not.toContain(secret);

  // Her pages now say she must log in, and send her home.
  await page.goto(`${webUrl()}/en-be/classreading/readingclubs`);
  await expect(page.getByText('You need to be logged in to see this page').first()).toBeVisible();
  await expect(page).toHaveURL(`${webUrl()}/en-be/`);
});

test('a pupil joins a reading club of her school and leaves it again (seed 001 §4)', async ({ page }) => {
  await logInOnDashboard(page);
  await page.getByRole('link', { name: 'Reading clubs', exact: true }).click();
  // Lotte is a member of the first demo club only.
  const club = page.getByTestId('reading-club').filter({ hasText: 'Strip- en graphic-novelclub' });
  await expect(club.getByRole('button', { name: 'Join Strip- en graphic-novelclub' })).toBeVisible();
  const members = async () => Number(/(\d+) members?/.exec((await club.textContent()) ?? '')?.[1]);
  const before = await members();
  await keepScreenshot(page, screenshot('clubs-1280'));
  await club.getByRole('button', { name: 'Join Strip- en graphic-novelclub' }).click();
  await expect(club.getByText("You're a member")).toBeVisible();
  await expect(page.getByText("You're now a member of Strip- en graphic-novelclub.")).toBeVisible();
  // seed 001 §4: the clubs reloaded after joining, with her among the members.
  expect(await members()).toBe(before + 1);
  await club.getByRole('link', { name: 'Strip- en graphic-novelclub' }).click();
  const memberList = page.getByRole('region', { name: 'Members' }).getByRole('listitem');
  await expect(memberList).toHaveCount(before + 1);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
  await keepScreenshot(page, screenshot('club-320'));

  await page.getByRole('button', { name: 'Leave Strip- en graphic-novelclub' }).click();
  await expect(page.getByRole('button', { name: 'Join Strip- en graphic-novelclub' })).toBeVisible();
  await expect(memberList).toHaveCount(before);
});

test("a club president changes her club's description on its page (seed 001 §2 'club presidents manage')", async ({
  page,
}) => {
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
  await logInAsPupil(page, DEMO_PRESIDENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Noor' })).toBeVisible();
  await page.getByRole('link', { name: 'Reading clubs', exact: true }).click();
  await page.getByRole('link', { name: 'Leesclub De Boekenwurmen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leesclub De Boekenwurmen' })).toBeVisible();
  // Each run its own words, so the page shows this run's change and not an earlier one's.
  const description = `We lezen elke woensdag (${Date.now()}).`;
  await page.getByRole('button', { name: 'Edit Leesclub De Boekenwurmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit reading club' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(description)).toBeVisible();
  // Kept by the reading programme: the page asked again shows it.
  await page.reload();
  await expect(page.getByText(description)).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
  await keepScreenshot(page, screenshot('club-president-320'));
});
