import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerWhoBought, digitalBooks } from './digitalData';
import { gotoHydrated } from './hydrated';
import { DESKTOP_AND_PHONE, expectFitsAndPassesAxe } from './screens';
import { webUrl } from './stack';
import { keepScreenshot } from './keepScreenshot';

/**
 * Digital products (seed 000 §2 my-digital-products, seed 001 §3 Digital product, §7 Digital products service):
 * a customer who bought an e-book and an audiobook reads the one in the reader and plays the other in the shop's
 * player, with the keyboard; anyone opens a digital book's preview on its product page, which shows no stock
 * line. Dutch on the desktop, English on the phone; axe once per screen and layout.
 */
const TEXTS = {
  'nl-be': {
    account: 'Mijn account',
    digitalProducts: 'Mijn digitale producten',
    read: 'Lezen',
    listen: 'Luisteren',
    play: 'Afspelen',
    pause: 'Pauzeren',
    position: 'Positie',
    speed: 'Snelheid',
    close: 'Sluiten',
    preview: 'Voorbeeld',
    firstPage: 'Pagina 1 van 12',
    player: 'Speler',
  },
  'en-be': {
    account: 'My account',
    digitalProducts: 'My digital products',
    read: 'Read',
    listen: 'Listen',
    play: 'Play',
    pause: 'Pause',
    position: 'Position',
    speed: 'Speed',
    close: 'Close',
    preview: 'Preview',
    firstPage: 'Page 1 of 12',
    player: 'Player',
  },
} as const;

const screenshot = (name: string) =>
  fileURLToPath(new URL(`../test-results/digital-${name}.png`, import.meta.url));

/** The audio element of the open dialog, as the browser plays it. */
const playback = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('dialog[open] audio');
    return { currentTime: audio?.currentTime ?? -1, paused: audio?.paused, rate: audio?.playbackRate };
  });

for (const device of DESKTOP_AND_PHONE) {
  const store = device.phone ? 'en-be' : 'nl-be';
  const text = TEXTS[store];

  test.describe(`digital products (${device.name}, ${store})`, () => {
    test.use(device.use);

    test('a customer reads a bought e-book and plays a bought audiobook from my digital products', async ({
      page,
    }) => {
      const { ebook, audiobook } = await digitalBooks(page.request, store);
      await customerWhoBought(page.request, [ebook.sku, audiobook.sku], store);

      await test.step('the account menu leads to the e-book and the audiobook', async () => {
        await gotoHydrated(page, `${webUrl()}/${store}/my-account`);
        await page
          .getByRole('navigation', { name: text.account })
          .getByRole('link', { name: text.digitalProducts })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${store}/my-account/digital-products$`));
        await expect(page.getByTestId('digital-product')).toHaveCount(2);
        await expect(page.getByRole('heading', { level: 3, name: ebook.name })).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: audiobook.name })).toBeVisible();
        await expectFitsAndPassesAxe(page, 'my digital products');
        await keepScreenshot(page, screenshot(`list-${device.name}`));
      });

      await test.step('the e-book opens in the reader', async () => {
        await page.getByRole('button', { name: `${text.read}: ${ebook.name}` }).click();
        const dialog = page.getByRole('dialog', { name: ebook.name });
        await expect(dialog.frameLocator('iframe').locator('#indicator')).toHaveText(text.firstPage);
        await dialog.getByRole('button', { name: text.close }).click();
        await expect(dialog).toBeHidden();
      });

      await test.step('the audiobook plays, seeks with the keyboard and changes speed', async () => {
        await page.getByRole('button', { name: `${text.listen}: ${audiobook.name}` }).click();
        const player = page.getByRole('group', { name: `${text.player}: ${audiobook.name}` });
        const position = player.getByRole('slider', { name: text.position });
        await expect(position).toBeEnabled();
        await player.getByRole('button', { name: text.play }).click();
        await expect(player.getByRole('button', { name: text.pause })).toBeVisible();
        await expect.poll(async () => (await playback(page)).currentTime).toBeGreaterThan(0.5);
        await player.getByRole('button', { name: text.pause }).press('Enter');
        await expect(player.getByRole('button', { name: text.play })).toBeVisible();
        expect((await playback(page)).paused).toBe(true);

        const before = (await playback(page)).currentTime;
        await position.focus();
        for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
        await expect.poll(async () => (await playback(page)).currentTime).toBeGreaterThanOrEqual(before + 4);
        await expect(position).toHaveAttribute('aria-valuetext', /^0:0[4-9] (van|of) 0:40$/);

        await player.getByRole('combobox', { name: text.speed }).selectOption('1.5');
        expect((await playback(page)).rate).toBe(1.5);
        await expectFitsAndPassesAxe(page, 'the audiobook player');
        await keepScreenshot(page, screenshot(`player-${device.name}`), { fullPage: false });
      });
    });

    test("a digital book's product page shows no stock line and opens its preview for anyone", async ({
      page,
    }) => {
      const { ebook, audiobook } = await digitalBooks(page.request, store);

      await gotoHydrated(page, `${webUrl()}/${store}/${ebook.urlPath}`);
      await expect(page.getByRole('heading', { level: 1, name: ebook.name })).toBeVisible();
      await expect(page.getByTestId('stock')).toHaveCount(0);
      await page.getByRole('button', { name: text.preview, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${text.preview}: ${ebook.name}` });
      const reader = dialog.frameLocator('iframe');
      await expect(reader.locator('#indicator')).toHaveText(text.firstPage);
      await expect(reader.getByText(text.preview, { exact: true })).toBeVisible();
      await expectFitsAndPassesAxe(page, "an e-book's preview");
      await keepScreenshot(page, screenshot(`preview-${device.name}`), { fullPage: false });

      await gotoHydrated(page, `${webUrl()}/${store}/${audiobook.urlPath}`);
      await expect(page.getByTestId('stock')).toHaveCount(0);
      await page.getByRole('button', { name: text.preview, exact: true }).click();
      const player = page.getByRole('group', { name: `${text.player}: ${audiobook.name}` });
      await expect(player.getByRole('slider', { name: text.position })).toHaveAttribute(
        'aria-valuetext',
        /^0:00 (van|of) 0:10$/,
      );
    });
  });
}
