import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';

/**
 * The pupil's journeys of seed 001 (§2 the /en-rw guard and the reading login route, §5 the pupil login, §8
 * its messages), in Chromium against the whole shop. The demo school of the reading programme's stand-in:
 * school id '0000000001', class '3A', pupil 'Lotte' with password 'Lezen123!'.
 */
const DEMO_PUPIL = { schoolId: '0000000001', className: '3A', name: 'Lotte', password: 'Lezen123!' };

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/classreading-${name}.png`, import.meta.url));

async function logInAsPupil(page: Page, pupil: { password: string } = DEMO_PUPIL) {
  await page.getByRole('textbox', { name: 'School id' }).fill(DEMO_PUPIL.schoolId);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: DEMO_PUPIL.className });
  await page.getByRole('textbox', { name: 'Name' }).fill(DEMO_PUPIL.name);
  await page.getByRole('textbox', { name: 'Password' }).fill(pupil.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

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

  await logInAsPupil(page, { password: 'Fout12345!' });
  await expect(page.getByTestId('form-errors')).toHaveText('Invalid credentials');
  await page.screenshot({ path: screenshot('invalid-credentials'), fullPage: true });
});

test('after logging in, the pupil returns to the /en-rw page they asked for', async ({ page }) => {
  await page.goto(`${webUrl()}/en-rw/new-releases`);
  await expect(page).toHaveURL(/\/en-rw\/classreading\/schoolid\?redirect=%2Fen-rw%2Fnew-releases$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await logInAsPupil(page);
  await expect(page).toHaveURL(`${webUrl()}/en-rw/new-releases`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
