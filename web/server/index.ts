import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLogger, listen, runClustered, runMain, type ClusteredServer } from '@shop/service';
import { createWebApp, MissingBuildError } from './app';
import { serveTokenLockToWorkers } from './session/clusterTokenLock';
import { openTokenLock } from './session/redisTokenLock';
import { servingCopyDir, takeServingCopy } from './servingCopy';
import type { RenderPage } from './pages';
import { loadWebConfig } from './config';
import { adyenRuntimeConfigOf } from './domain/adyenConfig';
import { strictTransportSecurityApplies } from './domain/securityHeaders';

const logger = createLogger('web');
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The app's server render, built by `npm run build -w @shop/web` beside the browser's files. */
async function loadRender(distDir: string): Promise<RenderPage> {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) {
    throw new MissingBuildError(
      `The server render is not built: ${entry} is missing. Run npm run build -w @shop/web first.`,
    );
  }
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

/** Serves the storefront in this process; runClustered runs it in one process per core (WEB_WORKERS). */
const serve = (server: ClusteredServer) =>
  runMain(async () => {
    const config = loadWebConfig();
    // The server's own copy of the build (servingCopy.ts), never web/dist, which a build may be rewriting.
    const distDir = servingCopyDir(WEB_DIR, server.pid);
    // Before listening: a web server that cannot share its token lock (REDIS_URL) would log customers out.
    const tokenLock = await openTokenLock(config.REDIS_URL, logger);
    try {
      const app = createWebApp({
        render: await loadRender(distDir),
        distDir,
        gatewayUrl: config.GATEWAY_URL,
        imagesUrl: `${config.COMMERCE_API_URL}/img`,
        publicUrl: config.PUBLIC_URL,
        externalSites: { muziek: config.LEGACY_MUZIEK_URL, clavisplus: config.LEGACY_CLAVISPLUS_URL },
        pageLookupTimeoutMs: config.PAGE_LOOKUP_TIMEOUT_MS,
        sessionLifetimeSeconds: Math.round(config.SESSION_LIFETIME_DAYS * 24 * 3600),
        runtimeConfig: { adyen: adyenRuntimeConfigOf(config), serviceWorker: config.WEB_SERVICE_WORKER },
        readerUrl: config.DIGITAL_PUBLIC_URL,
        strictTransportSecurity: strictTransportSecurityApplies(config.PUBLIC_URL, config.NODE_ENV),
        trustedProxies: config.WEB_TRUSTED_PROXIES,
        renderStats: config.WEB_RENDER_STATS,
        tokenLock: tokenLock.lock,
        logger,
      });
      const running = await listen(app, {
        name: 'storefront',
        port: config.WEB_PORT,
        portVariable: 'WEB_PORT',
        logger,
      });
      return {
        ...running,
        close: async () => {
          await running.close();
          await tokenLock.close();
        },
      };
    } catch (error) {
      await tokenLock.close();
      throw error;
    }
  }, logger);

await runClustered(
  {
    name: 'storefront',
    logger,
    workers: () => loadWebConfig().WEB_WORKERS,
    beforeWorkers: () => {
      const copy = takeServingCopy(WEB_DIR);
      process.once('exit', copy.remove);
      // One token lock for every process: a customer's tabs reach several (session/clusterTokenLock.ts). With
      // REDIS_URL every process uses the lock in Redis instead (session/redisTokenLock.ts).
      if (!loadWebConfig().REDIS_URL) serveTokenLockToWorkers();
    },
  },
  serve,
);
