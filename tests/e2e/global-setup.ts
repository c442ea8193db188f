import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestStack } from '@shop/stack';
import { ensureChromium } from './chromium';
import { COMMERCE_URL_VARIABLE, DIGITAL_URL_VARIABLE, WEB_URL_VARIABLE } from './stack';

const WEB_DIST_INDEX = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));

/** A small catalogue keeps the start quick; 200 products fill several categories. */
const DEMO_PRODUCTS = 200;

/**
 * Before the journeys: Chromium, then the whole shop (upstreams, subgraphs, gateway, web server) on free
 * ports with a fresh demo data set in a temporary directory (the shared test harness of @shop/stack).
 * Returns the teardown that stops the shop and removes its data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  if (process.env[WEB_URL_VARIABLE]) {
    console.log(`Journeys run against the shop at ${process.env[WEB_URL_VARIABLE]}.`);
    return async () => undefined;
  }
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(
      'The storefront is not built (web/dist is missing): run npm run build -w @shop/web first (turbo does it before @shop/tests#test).',
    );
  }

  const started = Date.now();
  // WEB_RENDER_STATS: every page tells its render's data passes and operations (Server-Timing), which the
  // server rendering journey checks.
  const stack = await startTestStack({ products: DEMO_PRODUCTS, env: { WEB_RENDER_STATS: 'true' } });
  const web = stack.urls.web;
  if (!web) {
    await stack.stop();
    throw new Error('The stack started without the storefront.');
  }
  // The shop's own name for itself (SHOP_URL: mails' links, the card payment's return address, which the
  // platform accepts only on the shop's origin) is localhost, as for a shopper of `npm start`.
  process.env[WEB_URL_VARIABLE] = web.replace('//127.0.0.1:', '//localhost:');
  // The mail outbox of the commerce platform (the forgot-password journey reads its reset link there).
  if (stack.urls.commerce) process.env[COMMERCE_URL_VARIABLE] = stack.urls.commerce;
  // The digital products service (the reader journey asks it for embed codes).
  if (stack.urls.digital) process.env[DIGITAL_URL_VARIABLE] = stack.urls.digital;
  console.log(`Shop started at ${web} in ${Math.round((Date.now() - started) / 1000)} s.`);
  return () => stack.stop();
}
