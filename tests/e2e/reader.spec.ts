import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { EmbedCodeResult, ReaderProgressMessage } from '@shop/contracts';
import { digitalUrl } from './stack';

/**
 * The digital products service's reader in Chromium, framed by a page of the shop as an embed code frames
 * it: pages turn with the keyboard, and every page shown posts its progress to the shop's window. The
 * shop's page is served by the test itself, on a localhost origin the reader lets frame it (a real server:
 * Chromium refuses to frame a local address in a page it cannot place on this machine, such as a routed one).
 */

let shop: Server;
let shopPage = '';

test.beforeAll(async () => {
  shop = createServer((request, response) => {
    const code = new URL(request.url ?? '/', 'http://localhost').searchParams.get('code') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="nl"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mijn digitale producten</title></head>
<body style="margin:0"><script>
window.received = [];
addEventListener('message', (event) => {
  const frame = document.querySelector('iframe');
  window.received.push({ origin: event.origin, fromReader: event.source === frame.contentWindow, data: event.data });
});
</script>${code}</body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopPage = `http://localhost:${(shop.address() as AddressInfo).port}/nl-be/my-account/digital-products`;
});

test.afterAll(async () => {
  await new Promise((resolve) => shop?.close(resolve));
});

interface ReceivedMessage {
  origin: string;
  /** The message came from the reader's frame, as the shop checks before it records progress. */
  fromReader: boolean;
  data: ReaderProgressMessage;
}

/** The embed code of a book's preview, as the shop gets it: product 1 is a printed book with an ISBN. */
async function previewCode(): Promise<string> {
  const response = await fetch(`${digitalUrl()}/books/1/embed-preview?index=nl_be`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: EmbedCodeResult }).result.code;
}

/** The shop's page with the embed code in it. */
async function openInShop(page: Page, code: string): Promise<void> {
  await page.goto(`${shopPage}?code=${encodeURIComponent(code)}`);
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: ReceivedMessage[] }).received);

test('the reader framed by the shop turns pages with the keyboard and posts the progress', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const code = await previewCode();
  const src = /src="([^"]+)"/.exec(code)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const isbn = /\/reader\/(\d+)/.exec(src)?.[1] ?? '';
  const origin = new URL(src).origin;
  await openInShop(page, code);

  const reader = page.frameLocator('iframe');
  const indicator = reader.locator('#indicator');
  await expect(indicator).toHaveText('Pagina 1 van 12');
  const progress = (percentage: number): ReceivedMessage => ({
    origin,
    fromReader: true,
    data: { type: 'reader-progress', isbn, percentage },
  });
  await expect.poll(() => received(page)).toEqual([progress(8)]);

  // The keyboard turns the pages once the reader has the focus (a shopper clicks or tabs into it).
  await reader.getByRole('button', { name: 'Volgende pagina' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText('Pagina 2 van 12');
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText('Pagina 3 van 12');
  await expect.poll(() => received(page)).toEqual([progress(8), progress(16), progress(25)]);

  // A preview ends after 3 pages; that notice is no page of the book and posts nothing.
  await page.keyboard.press('ArrowRight');
  await expect(indicator).toHaveText('Einde van het voorbeeld');
  await expect(reader.getByRole('heading', { name: 'Einde van het voorbeeld' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
  // Turning back shows page 3 again: the progress counts pages seen, so it stays at 25.
  await reader.getByRole('button', { name: 'Vorige pagina' }).click();
  await expect(indicator).toHaveText('Pagina 3 van 12');
  await expect
    .poll(async () => (await received(page)).map((message) => message.data.percentage))
    .toEqual([8, 16, 25, 25]);

  // At 320 px nothing runs off the side.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin));
  expect(
    await frame?.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
});

test('the reader passes the accessibility checks at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const src = /src="([^"]+)"/.exec(await previewCode())?.[1] ?? '';
  const book = src.replace(/\?.*$/, '');
  await page.goto(book);
  await expect(page.getByRole('button', { name: 'Volgende pagina' })).toBeEnabled();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
