import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createApp } from '@shop/service';
import { DEFAULT_STORE_CODE } from '@shop/store-views';

export interface WebAppOptions {
  /** The Vite build (web/dist). */
  distDir: string;
  /** The gateway's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  gatewayUrl: string;
  /** The commerce platform's image resizer, e.g. http://127.0.0.1:4101/img (vue-storefront-api's /img). */
  imagesUrl: string;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** Vite puts content-hashed files under /assets/: a new build gives them new names, so they never change. */
const HASHED_ASSETS = '/assets/';

/**
 * The storefront's server: the built app (hashed assets cached for a year, index.html never cached), the
 * gateway behind /graphql and the platform's image resizer behind /img, so the browser talks to one origin,
 * and index.html for every other page (SPA fallback; the client's router decides, including its not-found
 * page).
 */
export function createWebApp(options: WebAppOptions): Express {
  const indexHtml = path.join(options.distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new MissingBuildError(
      `The storefront is not built: ${indexHtml} is missing. Run npm run build -w @shop/web first.`,
    );
  }
  const app = createApp();

  app.use(
    proxy({
      prefix: '/graphql',
      target: options.gatewayUrl,
      methods: ['POST', 'GET'],
      // An unreachable gateway answers like a GraphQL server would, so the app shows its error state.
      unreachable: (res) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            errors: [
              { message: 'The GraphQL gateway is unreachable.', extensions: { code: 'GATEWAY_UNREACHABLE' } },
            ],
          }),
        );
      },
    }),
  );
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

  // seed 000 §2: / is the home of the default store view.
  app.get('/', (_req, res) => res.redirect(302, `/${DEFAULT_STORE_CODE}/`));

  app.use(
    express.static(options.distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const relative = `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`;
        res.setHeader(
          'Cache-Control',
          relative.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );

  // A missing hashed file is a real 404 (an old page asking for a chunk of a previous build), not a page.
  app.use(HASHED_ASSETS, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
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
