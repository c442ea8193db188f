import type { Page } from '@playwright/test';

/**
 * The demo school of the reading programme's stand-in (README: demo accounts): school id '0000000001',
 * class '3A', pupil 'Lotte', and the club president 'Noor' of 'Leesclub De Boekenwurmen'.
 */
export const DEMO_PUPIL = { schoolId: '0000000001', className: '3A', name: 'Lotte', password: 'Lezen123!' };
export const DEMO_PRESIDENT = { ...DEMO_PUPIL, name: 'Noor', password: 'Leesclub123!' };

/** The pupil login of seed 001 §5 on the school id page in English: school id, then class, name and password. */
export async function logInAsPupil(page: Page, pupil: { name: string; password: string } = DEMO_PUPIL) {
  await page.getByRole('textbox', { name: 'School id' }).fill(DEMO_PUPIL.schoolId);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Class' }).selectOption({ label: DEMO_PUPIL.className });
  await page.getByRole('textbox', { name: 'Name' }).fill(pupil.name);
  await page.getByRole('textbox', { name: 'Password' }).fill(pupil.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
