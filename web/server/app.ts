import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createApp, type Logger } from '@shop/service';
import { runtimeConfigScript, type RuntimeConfig } from '../src/shared/config/runtimeConfig';
import { APP_SHELL_PATH } from '../src/shared/serviceWorker/serviceWorkerPaths';
import { assertHeadTemplate, splitAtRoot } from './domain/headTags';
import type { ExternalSites } from '@shop/routes';
import { policySourcesOf } from './domain/securityHeaders';
import { pagesHandler, type RenderPage } from './pages';
import { securityHeaders } from './securityHeaders';
import { tokenLockOfThisProcess, type RefreshLock } from './session/clusterTokenLock';
import { graphqlRoute, unreadableGraphQLBody } from './session/graphqlRoute';
import { createSessionForwarder } from './session/sessionForwarder';

export interface WebAppOptions {
  /** The Vite build (web/dist). */
  distDir: string;
  /** The gateway's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  gatewayUrl: string;
  /** The commerce platform's image resizer, e.g. http://127.0.0.1:4101/img (vue-storefront-api's /img). */
  imagesUrl: string;
  /** The shop's public base URL (canonical and hreflang links are absolute). */
  publicUrl: string;
  /** Targets of the legacy /muziek and /clavisplus (seed 000 §2 "external sites"). */
  externalSites: ExternalSites;
  /** How long a query of the server render may take; the browser asks again what did not come. */
  pageLookupTimeoutMs: number;
  /** The app's server render (dist/server/entry-server.js). */
  render: RenderPage;
  /** How long the browser keeps a customer session's cookies (seconds); every renewal starts it again. */
  sessionLifetimeSeconds: number;
  /** The settings the browser reads at run time (the card payment component's), written into every page. */
  runtimeConfig: RuntimeConfig;
  /**
   * Where browsers reach the digital products service's reader, which the reading pages frame: its origin is the
   * one frame their Content-Security-Policy allows (the card fields' come from runtimeConfig).
   */
  readerUrl: string;
  /** Whether to send HSTS: a production server at an https address (strictTransportSecurityApplies). */
  strictTransportSecurity: boolean;
  /**
   * The proxies in front of this server whose X-Forwarded-For it believes (WEB_TRUSTED_PROXIES): the
   * browser's address, which the gateway limits logins by, is then the one the proxy saw. None by default.
   */
  trustedProxies?: readonly string[];
  /** Each page tells its render's data passes and operations in Server-Timing (WEB_RENDER_STATS, for benchmarks). */
  renderStats?: boolean;
  /**
   * One refresh per refresh token (session/): the Redis lock of every web server (openTokenLock, REDIS_URL);
   * the cluster primary's of this server's processes by default.
   */
  tokenLock?: RefreshLock;
  logger?: Logger;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/**
 * The brotli quality of answers made per request (pages, /graphql), issue 20: a quality that costs less than it
 * saves. The category page (115 KiB of HTML in React's 2 KiB chunks) through this middleware, brotli and gzip
 * requests taking turns: quality 4, the middleware's default, cost what gzip 6 costs (6.9 against 7.1 ms of
 * CPU) for 12.2 KiB against 13.1; quality 5 costs 0.7 ms more and saves another 1 KiB, about 5 ms on a
 * 1.6 Mbit/s phone connection; quality 6 costs 2 ms more for 90 bytes. `npm run bench:web` keeps such a table.
 * The build's files are compressed once, at build time, at the strongest settings (vite.config.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** Vite puts content-hashed files under /assets/: a new build gives them new names, so they never change. */
const HASHED_ASSETS = '/assets/';

/**
 * The storefront's server: the built app (hashed assets cached for a year, index.html never cached), the
 * gateway behind /graphql with the customer's session kept in HttpOnly cookies (session/), and the
 * platform's image resizer behind /img, so the browser talks to one origin,
 * and for every other address the redirects of seed 000 §2 or the page rendered on the server with its
 * head and status (pages.ts). Everything that compresses is sent compressed.
 */
export function createWebApp(options: WebAppOptions): Express {
  const indexHtml = path.join(options.distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new MissingBuildError(
      `The storefront is not built: ${indexHtml} is missing. Run npm run build -w @shop/web first.`,
    );
  }
  // The template of every page, read once: a new build is a new server. The runtime config is the same for
  // every page: it goes into the template's head once.
  const built = readFileSync(indexHtml, 'utf8');
  assertHeadTemplate(built);
  const configScript = runtimeConfigScript(options.runtimeConfig);
  const template = built.replace(/<\/head>/i, () => `${configScript}</head>`);
  splitAtRoot(template);
  const app = createApp();
  // express's own semantics: req.ip is the first address not a trusted proxy; with none, the socket's peer.
  app.set('trust proxy', options.trustedProxies?.length ? [...options.trustedProxies] : false);

  // First, so every answer has them: pages, files, /graphql, /img, redirects and 404s alike.
  app.use(
    securityHeaders({
      policySources: policySourcesOf({
        adyen: options.runtimeConfig.adyen,
        readerUrl: options.readerUrl,
        publicUrl: options.publicUrl,
      }),
      strictTransportSecurity: options.strictTransportSecurity,
    }),
  );
  // brotli or gzip, as the browser accepts, for pages, scripts, styles and the gateway's answers alike.
  app.use(compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } }));

  // The browser's only door to the gateway: the session's cookies become the customer's token (session/).
  const cookies = {
    secure: new URL(options.publicUrl).protocol === 'https:',
    maxAgeSeconds: options.sessionLifetimeSeconds,
  };
  const forwarder = createSessionForwarder({
    gatewayUrl: options.gatewayUrl,
    lock: options.tokenLock ?? tokenLockOfThisProcess(),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const graphql = graphqlRoute({ forwarder, cookies, ...(options.logger ? { logger: options.logger } : {}) });
  app.get('/graphql', graphql);
  app.post('/graphql', graphql);
  app.use('/graphql', unreadableGraphQLBody);
  app.use(
    proxy({
      prefix: '/img',
      target: options.imagesUrl,
      methods: ['GET', 'HEAD'],
      unreachable: (res) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('The image service is unreachable.');
      },
    }),
  );

  // The build's own .br and .gz beside each script and style (vite.config.ts), as the browser accepts them.
  const files = expressStaticGzip(options.distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, filePath) => {
        const relative = `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`;
        res.setHeader(
          'Cache-Control',
          relative.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    },
  });
  // index.html is the template of every page, never a page of its own without head and status.
  // An address that is not valid percent-encoding names no file: the pages answer it (with the app's 404),
  // not the file server (with a bare 400).
  app.use((req, res, next) =>
    req.path === '/index.html' || !isDecodable(req.path) ? next() : files(req, res, next),
  );

  // seed 001 §7, issue 24: the template without a server render, which the service worker precaches and answers a
  // navigation with when the network is gone (vite.config.ts): the browser renders the page alone from its
  // persisted cache. Nothing of a visitor in it (the runtime config is the same for everyone); never indexed.
  // The worker itself (/service-worker.js) is a file of the build above, not cached by the browser (no-cache),
  // so a new build's worker is found on the next visit; at the root, its scope is the whole shop.
  app.get(APP_SHELL_PATH, (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' }).type('html').send(template);
  });

  // A missing hashed file is a real 404 (an old page asking for a chunk of a previous build), not a page.
  app.use(HASHED_ASSETS, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  const pages = pagesHandler({
    template,
    publicUrl: options.publicUrl,
    externalSites: options.externalSites,
    render: options.render,
    forwarder,
    cookies,
    queryTimeoutMs: options.pageLookupTimeoutMs,
    renderStats: options.renderStats ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  // Not app.get('/{*path}'): express would answer an address that is not valid percent-encoding with its own
  // 400 page before ours; pages.ts answers it with the app's 404.
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, next) : next(),
  );
  return app;
}

/** Forwards `prefix` and what is under it to `target` (a URL with a path), keeping method, headers and body. */
function proxy(options: {
  prefix: string;
  target: string;
  methods: string[];
  unreachable: (res: ServerResponse) => void;
}): RequestHandler {
  const target = new URL(options.target);
  const targetPath = target.pathname.replace(/\/+$/, '');
  const matches = (pathname: string) =>
    pathname === options.prefix || pathname.startsWith(`${options.prefix}/`);
  return createProxyMiddleware({
    target: target.origin,
    changeOrigin: true,
    pathFilter: (pathname, req) => matches(pathname) && options.methods.includes(req.method ?? ''),
    pathRewrite: (requestPath) => `${targetPath}${requestPath.slice(options.prefix.length)}`,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) options.unreachable(res);
      },
    },
  });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
