import { fileURLToPath } from 'node:url';
import { createLogger, listen, runMain } from '@shop/service';
import { createWebApp } from './app';
import { loadWebConfig } from './config';

const logger = createLogger('web');

await runMain(async () => {
  const config = loadWebConfig();
  const app = createWebApp({
    distDir: fileURLToPath(new URL('../dist', import.meta.url)),
    gatewayUrl: config.GATEWAY_URL,
    imagesUrl: `${config.COMMERCE_API_URL}/img`,
    publicUrl: config.PUBLIC_URL,
    externalSites: { muziek: config.LEGACY_MUZIEK_URL, clavisplus: config.LEGACY_CLAVISPLUS_URL },
    pageLookupTimeoutMs: config.PAGE_LOOKUP_TIMEOUT_MS,
    logger,
  });
  return listen(app, { name: 'storefront', port: config.WEB_PORT, portVariable: 'WEB_PORT', logger });
}, logger);
