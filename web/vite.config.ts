import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin } from 'vite';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { adyenRuntimeConfigOf, readAdyenConfig } from './server/domain/adyenConfig.ts';
import { runtimeConfigScript } from './src/shared/config/runtimeConfig.ts';
import { APP_SHELL_PATH, SERVICE_WORKER_PATH } from './src/shared/serviceWorker/serviceWorkerPaths.ts';

// The Babel route is the one chosen on purpose (see the plugins below): no advice to leave it on every start.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const SHARED_CODE = /[\\/](web[\\/]src[\\/]shared|packages[\\/][^\\/]+[\\/]src)[\\/]/;
const READING_PROGRAMME_CODE = /[\\/]packages[\\/](validation[\\/]src[\\/]readingForms\.ts|contracts[\\/])/;
const apiSchema = fileURLToPath(new URL('../schema/api.graphql', import.meta.url));
const publicCache = fileURLToPath(new URL('../schema/public-cache.json', import.meta.url));

/**
 * The persisted Apollo cache is versioned with a hash of the composed public API and of its allow-list (the
 * @cacheControl hints): any change of either gives the cache a new key and the old copies are purged, so a
 * browser never restores data shaped for an older schema, nor a type that has since become private.
 */
const schemaHash = createHash('sha256')
  .update(readFileSync(apiSchema))
  .update(readFileSync(publicCache))
  .digest('hex')
  .slice(0, 12);

/**
 * `vite` (dev) proxies /graphql to the gateway and /img to the platform's image resizer, like the production
 * server does (server/app.ts), so the browser talks to one origin.
 */
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql');
const commerce = new URL(process.env.COMMERCE_API_URL ?? 'http://127.0.0.1:4101');

/** `vite` (dev) writes the runtime config into the page as the production server does (server/app.ts). */
const devRuntimeConfig: Plugin = {
  name: 'shop-runtime-config',
  apply: 'serve',
  transformIndexHtml(html) {
    const adyen = readAdyenConfig(process.env, commerce.href);
    if (adyen.problems.length > 0) throw new Error(`Invalid configuration:\n${adyen.problems.join('\n')}`);
    const script = runtimeConfigScript({ adyen: adyenRuntimeConfigOf(adyen.config) });
    return html.replace('</head>', `${script}</head>`);
  },
};

/**
 * `vite build` gives every library in its production build (issue 20); the dev server and the tests keep the
 * development builds, with their warnings.
 */
const isProductionBuild = ({ command, mode }: ConfigEnv) => command === 'build' && mode === 'production';

/**
 * React Router's production build. Its package exports name only its development build (with its dev warnings
 * and checks), whatever the mode, until its authors split them again: a production build of the shop takes the
 * production files by their paths, in the browser and in the server render alike.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
];

/** The shop's own source files and the helper Vite adds to load lazily loaded pages' dependencies early. */
const SHELL_MODULE = /[\\/](web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/]|preload-helper/;

/**
 * Issue 24 'Offline reads', seed 001 §7: the service worker at /service-worker.js (Workbox, generated at build
 * time), which the app registers unless the server's runtime config turns it off (registerServiceWorker.ts).
 * - It precaches the app shell (the page template the server answers at APP_SHELL_PATH, its revision the hash of
 *   index.html) and the build's scripts and styles: that precache manifest is the "manifest for prefetching
 *   assets". The .br and .gz copies are not listed: the server picks them by the request's Accept-Encoding.
 * - A navigation always goes to the network (the server's render, its status codes and redirects untouched);
 *   only when the network fails does the worker answer with the app shell, which renders the page in the browser
 *   from the persisted Apollo cache of the store view of its address (storeResources.ts).
 * - The store view is kept in the address alone (its first segment, /nl-be/..., seed 000 §2), not in the worker
 *   nor in a cookie: the shell rendered at an address takes that address's store view (StoreViewRoot.tsx), and
 *   with it that store view's own persisted cache (one IndexedDB entry per store view and schema hash,
 *   persistedCacheKey in cacheVersion.ts), so a page opens offline in the store view it was seen in.
 * - Nothing else is routed: /graphql, /img and other origins go to the network as if there were no worker. No
 *   page and no GraphQL answer is ever kept in Cache Storage: a server-rendered page may carry a customer's
 *   data, and the public part of the Apollo cache is persisted per store view in IndexedDB instead.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  filename: SERVICE_WORKER_PATH.slice(1),
  // Registered by the app itself, after its runtime config (no inline script: the pages' CSP allows none).
  injectRegister: false,
  // No web app manifest: the shop is not installable (no icons), and the precache manifest is Workbox's.
  manifest: false,
  workbox: {
    globPatterns: ['assets/**/*.{js,css}'],
    // The card payment library is used online only (a payment cannot be made offline): not fetched ahead.
    globIgnores: ['**/*adyen*'],
    templatedURLs: { [APP_SHELL_PATH.slice(1)]: ['index.html'] },
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: APP_SHELL_PATH.slice(1) } },
      },
    ],
  },
});

export default defineConfig((env) => ({
  plugins: [
    // React Refresh is done by Vite's own transform (Oxc): the React plugin uses no Babel any more.
    react(),
    lingui(),
    // Lingui's macros (`Trans`, `t`, `plural`...) are compiled by its Babel plugin, in the files that import
    // them only. Not by the Lingui plugin's native transform: its binary is an optional package that needs
    // Node 22.19 or newer to install, and npm, run by the machine's Node (20 here) before the project's
    // Node 24 is in place, leaves such a package out, so the build would fail on a fresh clone.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    devRuntimeConfig,
    // The browser's scripts and styles never change once built (hashed names): compressed once here at the
    // strongest settings, brotli and gzip beside each file, and sent as they are (server/app.ts), instead of
    // compressed quickly on every request.
    ...(env.isSsrBuild
      ? []
      : [
          serviceWorker,
          compression({
            include: /\.(js|css|svg|json)$/,
            algorithms: [
              defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
          }),
        ]),
  ],
  resolve: {
    alias: [{ find: '@', replacement: srcDir }, ...(isProductionBuild(env) ? REACT_ROUTER_PRODUCTION : [])],
  },
  define: {
    __SCHEMA_HASH__: JSON.stringify(schemaHash),
    // Apollo Client 3 runs its development checks (deep-freezing every result, warnings) unless
    // globalThis.__DEV__ is false, its documented switch for bundlers. The server render bundles Apollo Client,
    // so this reaches the server too.
    ...(isProductionBuild(env) ? { 'globalThis.__DEV__': 'false' } : {}),
  },
  server: {
    proxy: {
      '/graphql': {
        target: gateway.origin,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/graphql/, gateway.pathname),
      },
      '/img': {
        target: commerce.origin,
        changeOrigin: true,
        rewrite: (path) => `${commerce.pathname.replace(/\/+$/, '')}${path}`,
      },
    },
  },
  ssr: {
    // Apollo Client 3 has no "exports" map: Node would load its CommonJS build, whose named exports it cannot
    // see. Bundled into the server render, it is read as the ES modules the browser gets.
    // React Router is bundled too, so that a production build's server render takes its production build (above)
    // rather than what Node resolves.
    noExternal: [
      '@apollo/client',
      'rehackt',
      ...(isProductionBuild(env) ? ['react-router', 'react-router-dom'] : []),
    ],
  },
  build: {
    // One stylesheet, linked from every page's head: a page's CSS arriving with its lazily loaded code would
    // lay out the server-rendered page unstyled first and shift it once the code came (CLS). The whole design
    // system's CSS is small; the browser caches it once.
    cssCodeSplit: false,
    // Maps for error reports, not referenced from the shipped files.
    sourcemap: 'hidden',
    // Which chunk each module went to and what loads it: scripts/checkLazyAdyen.ts reads it to keep the card
    // payment library out of every first load.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the shop's code: in their own chunks, a deploy of the app
        // leaves them in the browser's cache (hashed assets are cached for a year, see server/app.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-tag|@wry|optimism|zen-observable[^\\/]*|ts-invariant|tslib|rehackt)[\\/]/,
            },
            // The shop's own code every page loads first (the entry's static imports: app shell, session, cart
            // status, the design system the shell uses): one chunk. Left to the automatic splitting, the modules
            // the lazy pages also import became a dozen chunks of a few hundred bytes, each costing a request
            // and its headers on a first visit (with this group the product page's first load is 11 scripts
            // instead of 20, and about 5 KiB lighter).
            {
              name: 'shell',
              tags: ['$initial'],
              // Not the entry module itself: it awaits the pages its address needs at the top level, and the
              // lazily loaded pages import this chunk; with the entry inside, each would wait for the other.
              test: (id) => SHELL_MODULE.test(id) && !id.endsWith('/src/main.tsx'),
            },
            // The rest of the shop's shared code (design system, formatting, the shared packages) that several
            // lazily loaded pages use: one chunk instead of a dozen of a few hundred bytes each, every one of which
            // would cost a request (its headers and, on a slow phone network, a round trip). The reading
            // programme's forms and the contracts they name are its pages' code only: left out, they are chunked
            // with those pages and never weigh on a shop page.
            {
              name: 'shared',
              test: (id: string) => SHARED_CODE.test(id) && !READING_PROGRAMME_CODE.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Each test file still gets its own module graph and document, but jsdom is built once per worker instead
    // of once per file, which took more than half of the run: 138 files in 60 s instead of 247 s here.
    pool: 'vmThreads',
    // A journey through a whole page (the checkout's four steps) takes about 2 s alone and more than the default
    // 5 s when the machine's two cores are also building or running the shop: slow is not wrong here.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    globalSetup: ['./test/compileCatalogs.ts'],
    setupFiles: ['./test/setup.ts'],
  },
}));
