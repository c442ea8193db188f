/**
 * npm run bench:checkout: the JavaScript a shopper downloads before the payment step and on it, in Debian's
 * Chromium against the production build (the card payment library must load on the payment step only).
 * - builds web/ (turbo caches it) and starts the whole shop on free ports;
 * - a fresh browser: the home page, a book's page ('In winkelmandje'), then the checkout's personal details and
 *   shipping steps to the payment step; then the card method is chosen and its fields shown;
 * - writes bench/results/checkout-bytes.md and .json: the bytes over the wire (compressed), each URL once.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeResults } from './writeResults';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT, ensureChromium, startTestStack } from '@shop/stack';
import {
  byteFigures,
  cardLibraryFiles,
  kib,
  type BuildManifest,
  type ByteFigures,
  type LoadedResource,
} from './checkoutBytes';

const STORE = 'nl-be';

function buildStorefront(): void {
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@shop/web', '--output-logs=errors-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/** Records every response's URL, type and bytes over the wire (Chrome DevTools Protocol). */
async function recordResponses(page: Page): Promise<LoadedResource[]> {
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  const pending = new Map<string, { url: string; type: string }>();
  const loaded: LoadedResource[] = [];
  session.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other' });
  });
  session.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) loaded.push({ ...response, encodedBytes: event.encodedDataLength });
  });
  return loaded;
}

async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).click();
}

async function type(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).fill(value);
}

/** A book in stock of the store view, by its path. */
async function bookPath(gateway: string): Promise<string> {
  const response = await fetch(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: STORE },
    body: JSON.stringify({
      query:
        '{ products(search: { paging: { pageSize: 50 } }) { items { urlPath type stock { status qty } } } }',
    }),
  });
  const body = (await response.json()) as {
    data: {
      products: { items: { urlPath: string; type: string; stock: { status: string; qty: number } | null }[] };
    };
  };
  const book = body.data.products.items.find(
    (item) => item.type === 'SIMPLE' && item.stock?.status === 'OK' && item.stock.qty >= 5,
  );
  if (!book) throw new Error('No book in stock among the first 50 products.');
  return `/${STORE}/${book.urlPath}`;
}

async function main(): Promise<void> {
  ensureChromium();
  buildStorefront();
  const stack = await startTestStack({
    products: 200,
    env: {
      NODE_ENV: 'production',
      READING_JWT_SECRET: randomBytes(32).toString('hex'),
      // The run finds its book with a query of its own, which the storefront does not list (issue 23's safelist).
      GATEWAY_SAFELIST: 'false',
    },
    healthTimeoutMs: 300_000,
  });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const web = stack.urls.web!;
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
    ) as BuildManifest;
    const cardLibrary = cardLibraryFiles(manifest);
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 915, isMobile: true });
    page.setDefaultTimeout(30_000);
    const loaded = await recordResponses(page);
    const hydrated = () => page.waitForSelector('html[data-hydrated]');

    await page.goto(`${web}/${STORE}/`, { waitUntil: 'networkidle0' });
    await hydrated();
    await page.goto(`${web}${await bookPath(`${stack.urls.gateway}/graphql`)}`, {
      waitUntil: 'networkidle0',
    });
    await hydrated();
    await click(page, '::-p-aria(In winkelmandje)');
    await page.waitForSelector('[data-testid="notification"]');
    await page.goto(`${web}/${STORE}/checkout`, { waitUntil: 'networkidle0' });
    await hydrated();
    await type(page, 'input[name="firstname"]', 'Lotte');
    await type(page, 'input[name="lastname"]', 'Janssens');
    await type(page, 'input[name="email"]', `bench-${Date.now()}@example.com`);
    await click(page, '::-p-aria(Verder naar verzending)');
    await type(page, 'input[name="street"]', 'Kerkstraat');
    await type(page, 'input[name="apartmentNumber"]', '12');
    await type(page, 'input[name="postcode"]', '9000');
    await type(page, 'input[name="city"]', 'Gent');
    await click(page, '::-p-aria(Verzendwijzen tonen)');
    await page.waitForSelector('input[name="shippingMethod"]:checked');
    await click(page, '::-p-aria(Verder naar betalen)');
    await page.waitForSelector('input[name="paymentMethod"]');
    await page.waitForNetworkIdle({ idleTime: 500 });
    const before = byteFigures(loaded, new URL(web).origin, cardLibrary);

    const count = loaded.length;
    await click(page, 'input[name="paymentMethod"][value="adyen_cc"]');
    await page.waitForSelector('iframe[title="Kaartnummer"]');
    await page.waitForNetworkIdle({ idleTime: 1000 });
    const onPayment = byteFigures(loaded.slice(count), new URL(web).origin, cardLibrary);
    await report(before, onPayment);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function report(before: ByteFigures, onPayment: ByteFigures): Promise<void> {
  const row = (name: string, figures: ByteFigures) =>
    `| ${name} | ${kib(figures.shopScriptBytes)} (${figures.shopScripts} files) | ${kib(figures.cardLibraryBytes)} (${figures.cardLibraryFiles} files) | ${kib(figures.otherScriptBytes)} |`;
  const markdown = [
    '# JavaScript before and on the payment step',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:checkout\`: a fresh Chromium (no cache) on the production build; home, a book's page with 'In winkelmandje', the checkout's personal details and shipping steps, then the card method on the payment step. Bytes over the wire (compressed), each file once.`,
    '',
    "| moment | the shop's scripts | @adyen/adyen-web (script and styles) | card field pages (Adyen's servers; the stand-in here) |",
    '|---|---|---|---|',
    row('up to the payment step (shown)', before),
    row('on the payment step, card chosen (added)', onPayment),
    '',
  ].join('\n');
  await writeResults(REPO_ROOT, {
    'checkout-bytes.md': markdown,
    'checkout-bytes.json': JSON.stringify({ before, onPayment }, null, 2),
  });
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
