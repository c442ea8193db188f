import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { seriousViolations } from './axe';
import { shopGraphql } from './accountData';
import { gotoHydrated } from './hydrated';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * The staff's journeys of seed 001 (§2 my class, bulk import, reading clubs, my school code; §4 club
 * membership and the school code's proposal, renewal and acceptance; §8 the bulk import's message), in
 * Chromium against the whole shop. Teachers and directors are shop customers: they log in at the shop's login
 * page, whose profile refresh starts their reading-programme session. The demo school (README): id
 * '0000000001', teacher of 3A Sofie Claes, director Marc Jacobs, pupil Lotte of 3A.
 */
const SCHOOL_ID = '0000000001';
const TEACHER = { email: 'sofie.claes@deleesboom.example', password: 'Leerkracht123!', firstname: 'Sofie' };
const DIRECTOR = { email: 'directie@deleesboom.example', password: 'Directie123!', firstname: 'Marc' };
const PUPIL = { className: '3A', name: 'Lotte', password: 'Lezen123!' };

const BULK_REFUSED = 'Unable to process the bulk file. Please fix the errors listed below.';

/** A name no earlier run used: the programme refuses a second class or club of the same name. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/**
 * Logs a teacher or director in from the programme's home, at the shop's login, which brings them back to
 * their classreading home, the staff dashboard (issue 22).
 */
async function logInStaff(page: Page, staff: { email: string; password: string; firstname: string }) {
  await gotoHydrated(page, `${webUrl()}/en-be/classreading`);
  await page.getByRole('link', { name: 'Log in as a teacher or director' }).click();
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(staff.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${webUrl()}/en-be/classreading`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${staff.firstname}` })).toBeVisible();
}

/** A pupil's school id page in a browser context of their own (no staff cookies). */
async function pupilLoginPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolid`);
  return page;
}

/** The pupils of a class as the reading programme holds them, asked with the page's (the teacher's) cookies. */
async function storedPupils(page: Page, classId: string): Promise<string[]> {
  const data = await shopGraphql<{ readingClass: { students: { name: string }[] | null } | null }>(
    page.request,
    'query C($id: ID!) { readingClass(id: $id) { students { name } } }',
    { id: classId },
  );
  return (data.readingClass?.students ?? []).map((student) => student.name).sort();
}

/** The teacher's new class (a name no earlier run used), opened at its page from the dashboard. */
async function createAndOpenClass(page: Page): Promise<{ className: string; classId: string }> {
  const className = unique('Klas');
  await page.getByRole('button', { name: 'Add a class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a class' });
  await dialog.getByRole('textbox', { name: 'Class name' }).fill(className);
  await dialog.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'Grade 4' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByTestId('class').getByRole('link', { name: className });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/en-be\/classreading\/readinglists\/class-[^/]+$/);
  const classId = /class-([^/]+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${className} Grade 4`);
  return { className, classId };
}

/** The teacher's new reading club, created on the clubs page; its row of the list. */
async function createClub(page: Page): Promise<{ clubName: string; club: Locator }> {
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/readingclubs`);
  const clubName = unique('Voorleesclub');
  await page.getByRole('button', { name: 'Create a reading club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a reading club' });
  await dialog.getByRole('textbox', { name: 'Name of the reading club' }).fill(clubName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('We lezen elkaar elke vrijdag voor.');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  const club = page.getByTestId('club').filter({ hasText: clubName });
  await expect(club).toContainText('We lezen elkaar elke vrijdag voor.');
  await expect(club).toContainText('0 members');
  return { clubName, club };
}

/** Lotte logged in, in a browser context of her own, at her classreading home. */
async function logInPupil(browser: Browser): Promise<Page> {
  const pupil = await pupilLoginPage(browser);
  await pupil.getByRole('textbox', { name: 'School id' }).fill(SCHOOL_ID);
  await pupil.getByRole('button', { name: 'Next' }).click();
  await pupil.getByRole('combobox', { name: 'Class' }).selectOption({ label: PUPIL.className });
  await pupil.getByRole('textbox', { name: 'Name' }).fill(PUPIL.name);
  await pupil.getByRole('textbox', { name: 'Password' }).fill(PUPIL.password);
  await pupil.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(pupil.getByRole('heading', { level: 1, name: `Hello ${PUPIL.name}` })).toBeVisible();
  return pupil;
}

/** The pupil joins the club on the clubs page (seed 001 §4); its card there. */
async function joinClub(pupil: Page, clubName: string): Promise<Locator> {
  await pupil.getByRole('link', { name: 'Reading clubs', exact: true }).click();
  const pupilClub = pupil.getByTestId('reading-club').filter({ hasText: clubName });
  await pupilClub.getByRole('button', { name: `Join ${clubName}` }).click();
  await expect(pupil.getByText(`You're now a member of ${clubName}.`)).toBeVisible();
  await expect(pupilClub.getByText("You're a member")).toBeVisible();
  return pupilClub;
}

test('a teacher creates a class and imports its pupils from a CSV file; a bad row stores nobody (seed 001 §4, §5, §8)', async ({
  page,
}) => {
  await logInStaff(page, TEACHER);
  const { classId } = await createAndOpenClass(page);
  const pupilsList = page.getByTestId('students-list');
  await expect(pupilsList.getByText('This class has no students yet.')).toBeVisible();

  const bulk = page.getByTestId('bulk-import-students');
  const importFile = async (csv: string) => {
    await bulk.getByLabel('CSV file').setInputFiles({
      name: 'pupils.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await bulk.getByRole('button', { name: 'Import' }).click();
  };

  // Row 3 (the header is row 1) has no password: the file is refused as a whole.
  await importFile('name,password,screenname\nEmma,Lezen123!,Emma V.\nLucas,,Lucas\nZoë,Boeken42!,\n');
  const outcome = bulk.getByTestId('bulk-outcome');
  await expect(outcome.getByText(BULK_REFUSED)).toBeVisible();
  await expect(outcome.getByTestId('bulk-rows').getByRole('listitem')).toHaveText([
    'Row 3: missing password',
  ]);
  await expect(pupilsList.getByText('This class has no students yet.')).toBeVisible();
  expect(await storedPupils(page, classId)).toEqual([]);

  // Fixed, the same file imports every pupil.
  await importFile(
    'name,password,screenname\nEmma,Lezen123!,Emma V.\nLucas,Lezen456!,Lucas\nZoë,Boeken42!,\n',
  );
  await expect(outcome).toHaveText('3 students added.');
  await expect(pupilsList.getByTestId('student').locator('strong')).toHaveText(['Emma', 'Lucas', 'Zoë']);
  expect(await storedPupils(page, classId)).toEqual(['Emma', 'Lucas', 'Zoë']);
  await page.reload();
  await expect(page.getByTestId('student').locator('strong')).toHaveText(['Emma', 'Lucas', 'Zoë']);
});

test('a teacher creates a reading club, Lotte joins it, and the teacher sees her among its members (seed 001 §4)', async ({
  page,
  browser,
}) => {
  await logInStaff(page, TEACHER);
  const { clubName, club } = await createClub(page);

  const pupil = await logInPupil(browser);
  await joinClub(pupil, clubName);
  await pupil.context().close();

  await page.reload();
  await expect(club).toContainText('1 member');
  await club.getByRole('button', { name: `Members of ${clubName}` }).click();
  const members = page.getByRole('dialog', { name: 'Members and administrators' });
  await expect(members.getByRole('combobox', { name: `${PUPIL.name} (${PUPIL.className})` })).toHaveValue(
    'MEMBER',
  );
});

test('the director proposes a school code, renews it and accepts it; the old code no longer finds the school (seed 001 §4)', async ({
  page,
  browser,
}) => {
  await logInStaff(page, DIRECTOR);
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/schoolcode`);
  await expect(page.getByRole('heading', { level: 1, name: 'My school code' })).toBeVisible();
  const active = page.getByTestId('school-code-active');
  const proposal = page.getByTestId('school-code-proposal');
  await expect(active).toHaveText(/^\d{10}$/);
  const oldCode = (await active.textContent()) ?? '';

  await page.getByRole('button', { name: 'Propose a new school code' }).click();
  await expect(proposal).toHaveText(/^\d{10}$/);
  const first = (await proposal.textContent()) ?? '';
  await page.getByRole('button', { name: 'Propose another code' }).click();
  await expect(proposal).toHaveText(/^\d{10}$/);
  await expect(proposal).not.toHaveText(first);
  const newCode = (await proposal.textContent()) ?? '';
  expect(newCode).not.toBe(oldCode);

  await page.getByRole('button', { name: 'Start using the proposed code' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start using the new school code?' });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await expect(confirm).toContainText(
    `From now on, pupils log in with school code ${newCode}. The current code ${oldCode} stops working.`,
  );
  await confirm.getByRole('button', { name: `Start using school code ${newCode}` }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`School code ${newCode} is now in use. The previous code no longer works.`),
  ).toBeVisible();
  await expect(active).toHaveText(newCode);
  await expect(page.getByRole('button', { name: 'Propose a new school code' })).toBeVisible();
  const held = await shopGraphql<{ schoolCode: { schoolCode: string; proposal: string | null } }>(
    page.request,
    '{ schoolCode { schoolCode proposal } }',
  );
  expect(held.schoolCode).toEqual({ schoolCode: newCode, proposal: null });

  const pupil = await pupilLoginPage(browser);
  const schoolId = pupil.getByRole('textbox', { name: 'School id' });
  await schoolId.fill(oldCode);
  await pupil.getByRole('button', { name: 'Next' }).click();
  await expect(pupil.getByText('Unable to find this school')).toBeVisible();
  await schoolId.fill(newCode);
  await pupil.getByRole('button', { name: 'Next' }).click();
  const classes = pupil.getByRole('combobox', { name: 'Class' });
  await expect(classes.getByRole('option', { name: PUPIL.className, exact: true })).toBeAttached();
  await pupil.context().close();
});

/** A screenshot kept with the run's results, to look at. */
const shot = (name: string) => fileURLToPath(new URL(`../test-results/staff-${name}.png`, import.meta.url));

test('a teacher adds a co-teacher to a class and, by keyboard, takes them off again, on a 320 px phone (seed 001 §6 adding and removing teachers)', async ({
  page,
}) => {
  await logInStaff(page, TEACHER);
  const { className, classId } = await createAndOpenClass(page);
  await page.setViewportSize({ width: 320, height: 720 });
  const teachers = page.getByTestId('class-teachers');
  const names = teachers.getByTestId('class-teacher').locator('strong');
  await expect(names).toHaveText(['Sofie Claes']);

  await teachers.getByRole('button', { name: 'Add a teacher' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a teacher to ${className}` });
  const choice = dialog.getByRole('combobox', { name: 'Teacher' });
  await expect(choice.locator('option').nth(1)).toBeAttached();
  const chosen = (await choice.locator('option').nth(1).textContent()) ?? '';
  await choice.selectOption({ index: 1 });
  expect(await seriousViolations(page), 'the add-a-teacher dialog').toEqual([]);
  await keepScreenshot(page, shot('add-co-teacher-320'), { fullPage: false });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(names).toHaveCount(2);
  // The programme lists a class's teachers in its own order.
  const coTeacher = (await names.allTextContents()).find((name) => name !== 'Sofie Claes') ?? '';
  // The option may carry the teacher's title before the name.
  expect(chosen.endsWith(coTeacher)).toBe(true);
  const stored = await shopGraphql<{
    readingClass: { administrators: { firstname: string; lastname: string }[] };
  }>(page.request, 'query C($id: ID!) { readingClass(id: $id) { administrators { firstname lastname } } }', {
    id: classId,
  });
  expect(stored.readingClass.administrators.map((t) => `${t.firstname} ${t.lastname}`).sort()).toEqual(
    ['Sofie Claes', coTeacher].sort(),
  );
  // Nothing wider than the phone: every control reachable without scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page), 'the class page with its co-teacher').toEqual([]);
  await keepScreenshot(page, shot('class-co-teachers-320'));

  await teachers.getByRole('button', { name: `Take ${coTeacher} off the class` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Take the teacher off the class?' });
  await expect(confirm.getByRole('button', { name: 'Take off the class' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(names).toHaveText(['Sofie Claes']);
});

test("a club's teacher puts a book on the club's reading list, and a member sees it on the club's page (seed 001 §3 Reading club: books; §7 add_books)", async ({
  page,
  browser,
}) => {
  await logInStaff(page, TEACHER);
  const { clubName, club } = await createClub(page);
  await club.getByRole('button', { name: `Books of ${clubName}` }).click();
  const books = page.getByRole('region', { name: `Books of ${clubName}` });
  await expect(books).toContainText('This club has no books yet.');
  await books.getByRole('button', { name: 'Add books' }).click();
  const picker = page.getByRole('dialog', { name: 'Add books to the reading list' });
  const first = picker.getByTestId('book-picker').getByRole('listitem').first();
  const title = (await first.locator('strong').textContent()) ?? '';
  await first.getByRole('button').click();
  await expect(first).toContainText('On the reading list');
  expect(await seriousViolations(page), 'the book picker').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(books.getByTestId('listed-book').locator('strong')).toHaveText([title]);
  await keepScreenshot(page, shot('club-books'));

  const pupil = await logInPupil(browser);
  const card = await joinClub(pupil, clubName);
  await card.getByRole('link', { name: clubName }).click();
  await expect(pupil.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
  const clubBooks = pupil.getByRole('region', { name: 'Books of the club' });
  await expect(clubBooks.getByTestId('reading-book').getByRole('link')).toHaveText([title]);
  await keepScreenshot(pupil, shot('pupil-club-books'));
  await pupil.context().close();
});

/** A real grey PNG of the given size, which the browser decodes (seed 001 §5's width and height). */
function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then one grey byte per pixel.
  const rows = Buffer.alloc((width + 1) * height, 0x99);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("a teacher reads a club image's limits beside the field, and a too wide image is refused before it is sent, on a 320 px phone (seed 001 §5)", async ({
  page,
}) => {
  await logInStaff(page, TEACHER);
  await gotoHydrated(page, `${webUrl()}/en-be/classreading/readingclubs`);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.getByRole('button', { name: 'Create a reading club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a reading club' });
  const image = dialog.getByLabel('Image');
  await expect(dialog.getByText('JPEG or PNG, at most 512 kB and 512 × 512 px')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name of the reading club' })).toHaveAttribute(
    'maxlength',
    '60',
  );
  await image.setInputFiles({ name: 'breed.png', mimeType: 'image/png', buffer: greyPng(513, 20) });
  await expect(dialog.getByText('The image may be at most 512 × 512 px.')).toBeVisible();
  expect(await seriousViolations(page), 'the club form with a refused image').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await keepScreenshot(page, shot('club-image-refused-320'), { fullPage: false });
  // Exactly 512 px wide is taken, and shown.
  await image.setInputFiles({ name: 'vierkant.png', mimeType: 'image/png', buffer: greyPng(512, 512) });
  await expect(dialog.getByRole('img', { name: 'Current image of the reading club' })).toBeVisible();
  await expect(dialog.getByText('The image may be at most 512 × 512 px.')).toBeHidden();
});
