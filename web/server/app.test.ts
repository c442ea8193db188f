// @vitest-environment node
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '@shop/service';
import { createWebApp, MissingBuildError, type WebAppOptions } from './app';
import { loadWebConfig } from './config';
import { HeadTemplateError } from './domain/headTags';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PageDeclaration } from '../src/shared/head/PageMeta';
import type { RenderPage } from './pages';
import type { CookieConsent } from '../src/shared/consent/domain/cookieConsent';

let distDir: string;
let gateway: RunningService;
const renders: { path: string; store: string; headers: Record<string, string> }[] = [];
/** When the visitor closed the promo notification, as each render was given it (seed 001 §3), in order. */
const renderedPromoLastClosed: (string | null)[] = [];
/** The cookie consent each render was given (seed 001 §4), in order. */
const renderedConsents: (CookieConsent | null)[] = [];

/**
 * A stand-in for the app's server render (src/entry-server.tsx, tested on its own and in the journeys): what
 * a page declares, by its address, and a markup stream.
 */
const PAGES: Record<string, PageDeclaration> = {
  '/nl-be/': {
    kind: 'found',
    name: null,
    description: null,
    paths: { 'nl-be': '/nl-be/', 'en-be': '/en-be/' },
  },
  '/en-be/p/9789044800001/the-little-polar-bear': {
    kind: 'found',
    name: 'The Little Polar Bear <3',
    description: 'Lars & friends.',
    paths: {
      'en-be': '/en-be/p/9789044800001/the-little-polar-bear',
      'nl-be': '/nl-be/p/9789044800001/de-kleine-ijsbeer',
    },
  },
  '/nl-be/verborgen-kind': {
    kind: 'redirect',
    status: 301,
    location: '/nl-be/p/9789044800001/de-kleine-ijsbeer',
  },
  '/nl-be/page-not-found': { kind: 'not-found' },
  '/nl-be/error': { kind: 'error' },
  '/en-rw/error': { kind: 'error' },
  '/nl-be/bestaat-niet': { kind: 'not-found' },
};
/** Paths whose render throws, as a bug in a page would. */
const failingRenders = new Set(['/nl-be/kapot']);
const fakeRender: RenderPage = async ({ url, store, headers, consent, promoLastClosed }) => {
  renders.push({ path: url.pathname, store, headers });
  if (failingRenders.has(url.pathname)) throw new Error(`the render of ${url.pathname} failed`);
  renderedConsents.push(consent);
  renderedPromoLastClosed.push(promoLastClosed);
  return {
    declaration: PAGES[url.pathname] ?? null,
    siteWords: {
      notFoundTitle: 'Pagina niet gevonden',
      errorTitle: 'Er is iets misgegaan',
      description: 'Kinderboeken en jeugdboeken van uitgeverij Clavis.',
    },
    markup: Readable.from([`<main><h1>${url.pathname}</h1>`, '<p>Boeken '.repeat(400), '</main>']),
    stateScript: '<script type="application/json" id="shop-state">{}</script>',
    stats: {
      dataPasses: 2,
      renders: 4,
      operations: [
        { name: 'ResolveRoute', pass: 1 },
        { name: 'Layout', pass: 1 },
        { name: 'CategoryPage', pass: 2 },
      ],
    },
  };
};
let web: RunningService;
const gatewayRequests: { method: string; url: string; store: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Clavis</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(distDir, 'service-worker.js'), 'self.skipWaiting()');

  const fake = express();
  fake.use(express.json());
  fake.all('/api/graphql', (req, res) => {
    gatewayRequests.push({ method: req.method, url: req.url, store: req.header('store'), body: req.body });
    res.json({ data: { ok: true } });
  });
  fake.get('/media/img/:width/:height/resize/*path', (req, res) => {
    res
      .type('image/svg+xml')
      .send(
        `<svg data-size="${req.params.width}x${req.params.height}" data-path="${([] as string[]).concat(req.params.path).join('/')}"/>`,
      );
  });
  gateway = await listen(fake, { name: 'fake gateway', port: 0, portVariable: 'GATEWAY_PORT' });
  web = await listen(createWebApp(options()), { name: 'web', port: 0, portVariable: 'WEB_PORT' });
});

function options(overrides: Partial<WebAppOptions> = {}): WebAppOptions {
  return {
    distDir,
    gatewayUrl: `${gateway.url}/api/graphql`,
    imagesUrl: `${gateway.url}/media/img`,
    publicUrl: 'http://localhost:3000',
    externalSites: { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org' },
    pageLookupTimeoutMs: 1000,
    render: fakeRender,
    sessionLifetimeSeconds: 30 * 24 * 3600,
    readerUrl: 'http://localhost:4104/reader',
    strictTransportSecurity: false,
    runtimeConfig: {
      adyen: {
        clientKey: 'local_standin',
        environment: 'test',
        checkoutshopperUrl: 'http://127.0.0.1:4101/checkoutshopper/',
      },
    },
    ...overrides,
  };
}

/** A GET that leaves the body as it crossed the wire (fetch would decompress it). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

afterAll(async () => {
  await web?.close();
  await gateway?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web server', () => {
  it('redirects / to the default store view nl-be with a 302', async () => {
    const response = await fetch(`${web.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl-be/');
  });

  it('serves every page rendered on the server inside the template, never cached', async () => {
    const response = await fetch(`${web.url}/nl-be/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root"><main><h1>/nl-be/</h1>');
    expect(html).toMatch(
      /<\/main><\/div><script nonce="[\w+/]+={0,2}" type="application\/json" id="shop-state">\{\}<\/script><\/body>/,
    );
    expect(html).toContain('<title>Clavis | Nederlands (België)</title>');
  });

  it("hands the card payment component's settings to the browser in the head of every page", async () => {
    const html = await (await fetch(`${web.url}/en-be/p/9789044800001/the-little-polar-bear`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.replace(/ nonce="[^"]+"/, '')).toContain(
      '<script type="application/json" id="shop-config">{"adyen":{"clientKey":"local_standin","environment":"test","checkoutshopperUrl":"http://127.0.0.1:4101/checkoutshopper/"}}</script>',
    );
  });

  it('writes the head the page declared: title, description, canonical and hreflang, escaped', async () => {
    const html = await (await fetch(`${web.url}/en-be/p/9789044800001/the-little-polar-bear`)).text();
    expect(html).toContain('<html lang="en-BE">');
    expect(html).toContain('<title>The Little Polar Bear &lt;3 | Clavis</title>');
    expect(html).toContain('<meta name="description" content="Lars &amp; friends." />');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/en-be/p/9789044800001/the-little-polar-bear" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/nl-be/p/9789044800001/de-kleine-ijsbeer" />',
    );
  });

  it('answers a page that declares page-not-found with 404 and noindex, HEAD like GET', async () => {
    const response = await fetch(`${web.url}/nl-be/bestaat-niet`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
    expect((await fetch(`${web.url}/nl-be/bestaat-niet`, { method: 'HEAD' })).status).toBe(404);
  });

  it('renders an address that cannot be a page as page-not-found', async () => {
    const response = await fetch(`${web.url}/nl-be/p/%E0%A4%A/x`);
    expect(response.status).toBe(404);
    expect(renders.at(-1)?.path).toBe('/nl-be/page-not-found');
  });

  it('sends the visitor of a page that failed to render to the error page, which answers 500 in the minimal layout (seed 000 §2)', async () => {
    const failed = await fetch(`${web.url}/nl-be/kapot?x=1`, { redirect: 'manual' });
    expect(failed.status).toBe(302);
    expect(failed.headers.get('location')).toBe('/nl-be/error?from=%2Fnl-be%2Fkapot%3Fx%3D1');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const errorPage = await fetch(`${web.url}/nl-be/error?from=%2Fnl-be%2Fkapot%3Fx%3D1`);
    expect(errorPage.status).toBe(500);
    expect(await errorPage.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers plain HTML with 500 when the error page itself cannot render: never a redirect loop', async () => {
    failingRenders.add('/nl-be/error');
    try {
      const response = await fetch(`${web.url}/nl-be/error`, { redirect: 'manual' });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('Er is iets misgegaan. Herlaad de pagina om het opnieuw te proberen.');
      expect(html).toContain('Something went wrong. Reload the page to try again.');
    } finally {
      failingRenders.delete('/nl-be/error');
    }
  });

  it('shows the /en-rw error page to an anonymous visitor, not the reading login (which may be what failed)', async () => {
    const errorPage = await fetch(`${web.url}/en-rw/error`, { redirect: 'manual' });
    expect(errorPage.status).toBe(500);
  });

  it('redirects where the page declares a redirect, keeping the query string', async () => {
    const response = await fetch(`${web.url}/nl-be/verborgen-kind?utm=x`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/nl-be/p/9789044800001/de-kleine-ijsbeer?utm=x');
  });

  it('sends a page that could not tell what it shows with 200 and the site head (the browser asks again)', async () => {
    const response = await fetch(`${web.url}/nl-nl/checkout`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Clavis</title>');
  });

  it("gives the render the request id, in the address's store view, and never the visitor's Cookie header", async () => {
    const response = await fetch(`${web.url}/en-be/p/9789044800001/the-little-polar-bear`, {
      headers: { cookie: 'a=1', 'x-request-id': 'req-42', authorization: 'Bearer stolen' },
    });
    expect(renders.at(-1)).toEqual({
      path: '/en-be/p/9789044800001/the-little-polar-bear',
      store: 'en-be',
      headers: { 'x-request-id': 'req-42' },
    });
    // The gateway logs each of the page's operations with it.
    expect(response.headers.get('x-request-id')).toBe('req-42');
  });

  it('gives a page without a request id one of its own, the same for all its queries and its answer', async () => {
    const response = await fetch(`${web.url}/nl-be/`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(renders.at(-1)?.headers).toEqual({ 'x-request-id': id });
  });

  it("gives the render the visitor's cookie consent only while it holds: the page carries the notice otherwise (seed 001 §4)", async () => {
    const given = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const yearAgo = new Date();
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const cases = [
      { cookie: `shop_token=t1; shop_consent=${given}|necessary|statistical`, allowed: ['statistical'] },
      { cookie: `shop_consent=${given}|necessary`, allowed: [] },
      // seed 001 §4: older than the cookie version date 2023-09-17, or than 1 year: asked again.
      { cookie: 'shop_consent=2023-09-16T12:00:00.000Z|necessary|statistical', allowed: null },
      { cookie: `shop_consent=${yearAgo.toISOString()}|necessary|statistical`, allowed: null },
      { cookie: 'shop_consent=yes', allowed: null },
      { cookie: 'a=1', allowed: null },
    ];
    for (const { cookie, allowed } of cases) {
      const response = await fetch(`${web.url}/nl-be/`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const consent = renderedConsents.at(-1);
      expect(consent === null ? null : [...(consent?.allowed ?? ['none'])], cookie).toEqual(allowed);
    }
    expect(renderedConsents.at(-6)?.date.toISOString()).toBe(given);
  });

  it('gives the render when the visitor closed the promo notification, so a closed one is not rendered (seed 001 §3)', async () => {
    for (const [cookie, expected] of [
      ['a=1; promo-last-closed=2026-11-27T10%3A00%3A00.000Z', '2026-11-27T10:00:00.000Z'],
      ['promo-last-closed=gisteren', null],
      ['a=1', null],
    ] as const) {
      const response = await fetch(`${web.url}/nl-be/`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(renderedPromoLastClosed.at(-1), cookie).toBe(expected);
    }
  });

  it('sends an anonymous visitor of /en-rw to the reading login, remembering the wanted path (seed 001 §2)', async () => {
    const rendered = renders.length;
    const response = await fetch(`${web.url}/en-rw/books.html?q=kikker`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fbooks.html%3Fq%3Dkikker',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(renders.length).toBe(rendered);
    const legacyCase = await fetch(`${web.url}/EN-RW/classreading`, { redirect: 'follow' });
    expect(new URL(legacyCase.url).pathname).toBe('/en-rw/classreading/schoolid');
  });

  it('shows the reading login to anyone, and /en-rw to a shop customer or a pupil', async () => {
    const login = await fetch(`${web.url}/en-rw/classreading/schoolid?redirect=%2Fen-rw%2F`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(200);
    expect(renders.at(-1)?.path).toBe('/en-rw/classreading/schoolid');
    for (const cookie of ['shop_token=t1; shop_refresh=r1', 'reading_token=jwt']) {
      const page = await fetch(`${web.url}/en-rw/classreading/readingclubs`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(page.status, cookie).toBe(200);
      expect(renders.at(-1)?.path).toBe('/en-rw/classreading/readingclubs');
    }
    const otherStore = await fetch(`${web.url}/en-be/classreading/readingclubs`, { redirect: 'manual' });
    expect(otherStore.status).toBe(200);
  });

  it("sends the build's own brotli file of a script where there is one, cached for a year", async () => {
    const script = 'console.log("prentenboek");\n'.repeat(100);
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    const response = await rawGet(`${web.url}/assets/app-abc123.js`, 'br, gzip');
    expect(response.encoding).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('compresses pages and scripts with brotli or gzip, as the browser accepts', async () => {
    const page = await rawGet(`${web.url}/nl-be/`, 'br');
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('Boeken');
    writeFileSync(path.join(distDir, 'assets', 'big-abc123.js'), 'console.log("boek");\n'.repeat(200));
    const script = await rawGet(`${web.url}/assets/big-abc123.js`, 'gzip');
    expect(script.encoding).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toContain('boek');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${web.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache files without a hash in their name', async () => {
    const response = await fetch(`${web.url}/robots.txt`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await fetch(`${web.url}/assets/index-old999.js`);
    expect(response.status).toBe(404);
  });

  it('proxies POST /graphql to the gateway with the Store header and the body', async () => {
    const response = await fetch(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'en-rw' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(gatewayRequests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/graphql',
      store: 'en-rw',
      body: { query: '{ ok }' },
    });
  });

  it('proxies GET /graphql with its query string', async () => {
    await fetch(`${web.url}/graphql?query=${encodeURIComponent('{ ok }')}`);
    expect(gatewayRequests.at(-1)).toMatchObject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('{ ok }')}`,
    });
  });

  it('answers 502 with a GraphQL error when the gateway is down', async () => {
    const down = createWebApp(
      options({ gatewayUrl: 'http://127.0.0.1:9/graphql', imagesUrl: 'http://127.0.0.1:9/img' }),
    );
    const server = await listen(down, { name: 'web', port: 0, portVariable: 'WEB_PORT' });
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: 'GATEWAY_UNREACHABLE' } }],
      });
    } finally {
      await server.close();
    }
  });

  it("proxies /img to the platform's image resizer", async () => {
    const response = await fetch(`${web.url}/img/310/300/resize/catalog/product/9789044800001.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toBe(
      '<svg data-size="310x300" data-path="catalog/product/9789044800001.svg"/>',
    );
  });

  it('has /health for the launcher', async () => {
    expect((await fetch(`${web.url}/health`)).status).toBe(200);
  });

  it('fails with a clear message when the app is not built', () => {
    expect(() => createWebApp(options({ distDir: path.join(distDir, 'nope') }))).toThrow(MissingBuildError);
    expect(() => createWebApp(options({ distDir: path.join(distDir, 'nope') }))).toThrow(
      /npm run build -w @shop\/web/,
    );
  });

  it('fails at start when index.html has no head to write the page head into', () => {
    const headless = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    try {
      writeFileSync(path.join(headless, 'index.html'), '<div id="root"></div>');
      expect(() => createWebApp(options({ distDir: headless }))).toThrow(HeadTemplateError);
    } finally {
      rmSync(headless, { recursive: true, force: true });
    }
  });

  it('serves the service worker at /service-worker.js, never cached by the browser, allowed to register (seed 001 §7)', async () => {
    const response = await fetch(`${web.url}/service-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${web.url}/nl-be/`);
    expect(directivesOf(page.headers.get('content-security-policy')).get('worker-src')).toEqual(["'self'"]);
  });

  it('answers /app-shell with the template and its runtime config, without a render, never cached or indexed', async () => {
    const before = renders.length;
    const response = await fetch(`${web.url}/app-shell`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="shop-config"');
    expect(html).not.toContain('id="shop-state"');
    expect(renders.length).toBe(before);
  });

  it('never serves the template itself as a page', async () => {
    const response = await fetch(`${web.url}/index.html`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/nl-be/index.html');
  });
});

/** The Content-Security-Policy header as its directives, each with its sources. */
function directivesOf(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').not.toBeNull();
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers (issue 18 item 6)', () => {
  const STAND_IN = 'http://127.0.0.1:4101';
  const READER = 'http://localhost:4104';

  /** The headers every answer of the web server carries, page or not. */
  function expectEveryAnswersHeaders(headers: Headers) {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=(), ');
    expect(headers.get('permissions-policy')).toContain('geolocation=(), ');
    expect(headers.get('permissions-policy')).toContain('payment=(), ');
    expect(headers.get('permissions-policy')).toContain('microphone=(), ');
    expect(headers.get('permissions-policy')).toContain('usb=()');
    // Not a production server at an https address.
    expect(headers.get('strict-transport-security')).toBeNull();
    const policy = directivesOf(headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  }

  /**
   * A page's policy: its own scripts and the ones with the nonce the page's script elements carry (the runtime
   * config in the head, the state after the app); the frames of its kind and no others.
   */
  async function expectPagePolicy(pathAndQuery: string, frames: string[], status = 200) {
    const response = await fetch(`${web.url}${pathAndQuery}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expectEveryAnswersHeaders(response.headers);
    const policy = directivesOf(response.headers.get('content-security-policy'));
    const html = await response.text();
    const nonces = [...html.matchAll(/<script\b[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
    expect(nonces).toHaveLength((html.match(/<script\b/g) ?? []).length);
    expect(nonces).toHaveLength(2);
    expect(new Set(nonces).size).toBe(1);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonces[0]}'`]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(frames);
    // The digital products service's audio plays where its reader may be framed.
    expect(policy.get('media-src')).toEqual(["'self'", ...(frames.includes(READER) ? [READER] : [])]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...(frames.includes(STAND_IN) ? [STAND_IN] : [])]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      ...(frames.includes(STAND_IN) ? [STAND_IN] : []),
    ]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    return nonces[0];
  }

  it.each([
    ['home', '/nl-be/'],
    ['category', '/nl-be/c/kinderboeken'],
    ['product', '/en-be/p/9789044800001/the-little-polar-bear'],
    ['search', '/nl-be/boeken.html?q=ijsbeer'],
    ['cart', '/nl-be/cart'],
    ['account', '/nl-be/my-account/orders'],
    ['login', '/nl-be/login'],
  ])(
    "gives the %s page the shop policy: the digital products service's reader and audio, nothing else from elsewhere",
    async (_kind, pathAndQuery) => {
      await expectPagePolicy(pathAndQuery, [READER]);
    },
  );

  it("lets the checkout, its payment step and the payment return frame only the card payment provider's fields", async () => {
    await expectPagePolicy('/nl-be/checkout', [STAND_IN]);
    await expectPagePolicy('/nl-be/checkout?step=payment', [STAND_IN]);
    await expectPagePolicy('/en-be/checkout/confirmation/000000042', [STAND_IN]);
    await expectPagePolicy('/nl-be/adyen/process/result?redirectResult=abc', [STAND_IN]);
  });

  it("lets the classreading pages and a book's reader page frame only the reader", async () => {
    await expectPagePolicy('/nl-be/klaslezen', [READER]);
    await expectPagePolicy('/nl-be/klaslezen/leeslijsten', [READER]);
    await expectPagePolicy('/en-be/classreading/schoolid', [READER]);
    await expectPagePolicy('/nl-be/klaslezen/9789044800001', [READER]);
  });

  it('gives a page-not-found the shop policy with its 404', async () => {
    await expectPagePolicy('/nl-be/bestaat-niet', [READER], 404);
  });

  it('writes a new nonce for every page', async () => {
    const first = await expectPagePolicy('/nl-be/', [READER]);
    const second = await expectPagePolicy('/nl-be/', [READER]);
    expect(second).not.toBe(first);
    expect(Buffer.from(first ?? '', 'base64')).toHaveLength(16);
  });

  it.each([
    ['a built script', 'GET', '/assets/index-abc123.js', 200],
    ['a missing asset', 'GET', '/assets/index-gone.js', 404],
    ['a file of the build', 'GET', '/robots.txt', 200],
    ['an image', 'GET', '/img/310/300/resize/catalog/product/9789044800001.svg', 200],
    ['/graphql', 'POST', '/graphql', 200],
    ['a redirect', 'GET', '/', 302],
  ])(
    'sends the same headers with %s, whose policy lets nothing run or load',
    async (_what, method, path, status) => {
      const response = await fetch(`${web.url}${path}`, {
        method,
        redirect: 'manual',
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ ok }' }) }
          : {}),
      });
      expect(response.status).toBe(status);
      expectEveryAnswersHeaders(response.headers);
      if (path === '/' || path === '/robots.txt') return;
      expect(directivesOf(response.headers.get('content-security-policy')).get('default-src')).toEqual([
        "'none'",
      ]);
    },
  );

  it('sends HSTS and upgrades insecure requests only from a production server at an https address', async () => {
    const secure = await listen(
      createWebApp(options({ publicUrl: 'https://www.clavis.example', strictTransportSecurity: true })),
      { name: 'secure web', port: 0, portVariable: 'WEB_PORT' },
    );
    try {
      const response = await fetch(`${secure.url}/nl-be/`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(
        directivesOf(response.headers.get('content-security-policy')).get('upgrade-insecure-requests'),
      ).toEqual([]);
    } finally {
      await secure.close();
    }
  });
});

describe("the render's cost (WEB_RENDER_STATS)", () => {
  it('is not told by default: visitors learn nothing of the operations behind a page', async () => {
    const response = await fetch(`${web.url}/nl-be/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toBeNull();
  });

  it("tells each page's data passes and operations in Server-Timing when switched on", async () => {
    const counting = await listen(createWebApp(options({ renderStats: true })), {
      name: 'counting web',
      port: 0,
      portVariable: 'WEB_PORT',
    });
    try {
      const response = await fetch(`${counting.url}/nl-be/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('server-timing')).toMatch(
        /^render;dur=\d+\.\d, passes;desc="2", renders;desc="4", gql;desc="ResolveRoute,Layout\|CategoryPage"$/,
      );
    } finally {
      await counting.close();
    }
  });
});

describe('web config', () => {
  it('defaults to port 3000 and the local gateway', () => {
    expect(loadWebConfig({})).toEqual({
      WEB_PORT: 3000,
      // One process per core (issue 23).
      WEB_WORKERS: availableParallelism(),
      GATEWAY_URL: 'http://127.0.0.1:4000/graphql',
      COMMERCE_API_URL: 'http://127.0.0.1:4101',
      PUBLIC_URL: 'http://localhost:3000',
      PAGE_LOOKUP_TIMEOUT_MS: 1500,
      SESSION_LIFETIME_DAYS: 30,
      DIGITAL_PUBLIC_URL: 'http://localhost:4104',
      // No proxy believed: the socket's peer is the browser (issue 18 item 7).
      WEB_TRUSTED_PROXIES: [],
      // Pages do not tell their operations unless asked (issue 20).
      WEB_RENDER_STATS: false,
      // seed 001 §7: registered unless disabled (issue 24).
      WEB_SERVICE_WORKER: true,
      LEGACY_MUZIEK_URL: 'https://muziek.clavis.example',
      LEGACY_CLAVISPLUS_URL: 'https://clavisplus.clavis.example',
      NODE_ENV: 'development',
      ADYEN_CLIENT_KEY: 'local_standin',
      ADYEN_ENVIRONMENT: 'test',
      ADYEN_CHECKOUTSHOPPER_URL: 'http://127.0.0.1:4101/checkoutshopper/',
    });
  });

  it("points the card fields at the commerce stand-in's /checkoutshopper/ unless told otherwise", () => {
    expect(loadWebConfig({ COMMERCE_API_URL: 'http://127.0.0.1:4801/' }).ADYEN_CHECKOUTSHOPPER_URL).toBe(
      'http://127.0.0.1:4801/checkoutshopper/',
    );
    const adyen = loadWebConfig({
      ADYEN_CLIENT_KEY: 'test_ABC',
      ADYEN_ENVIRONMENT: 'live-us',
      ADYEN_CHECKOUTSHOPPER_URL: '',
    });
    expect([adyen.ADYEN_CLIENT_KEY, adyen.ADYEN_ENVIRONMENT, adyen.ADYEN_CHECKOUTSHOPPER_URL]).toEqual([
      'test_ABC',
      'live-us',
      null,
    ]);
    expect(
      loadWebConfig({ ADYEN_CHECKOUTSHOPPER_URL: 'https://pay.example.org/cs' }).ADYEN_CHECKOUTSHOPPER_URL,
    ).toBe('https://pay.example.org/cs/');
  });

  it('names the Adyen variable of a wrong value', () => {
    expect(() => loadWebConfig({ ADYEN_ENVIRONMENT: 'production' })).toThrow(/ADYEN_ENVIRONMENT/);
    expect(() => loadWebConfig({ ADYEN_CHECKOUTSHOPPER_URL: 'ftp://x' })).toThrow(
      /ADYEN_CHECKOUTSHOPPER_URL/,
    );
    expect(() => loadWebConfig({ ADYEN_CLIENT_KEY: '' })).toThrow(/ADYEN_CLIENT_KEY/);
  });

  it('takes the public URL as given, else localhost on the web port', () => {
    expect(loadWebConfig({ PUBLIC_URL: 'https://www.example.org/', WEB_PORT: '3100' }).PUBLIC_URL).toBe(
      'https://www.example.org',
    );
    expect(loadWebConfig({ WEB_PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(() => loadWebConfig({ PUBLIC_URL: 'www.example.org' })).toThrow(/PUBLIC_URL/);
  });

  it('takes the targets of the legacy external redirects from the environment', () => {
    const config = loadWebConfig({
      LEGACY_MUZIEK_URL: 'https://music.example.org',
      LEGACY_CLAVISPLUS_URL: 'https://plus.example.org',
    });
    expect([config.LEGACY_MUZIEK_URL, config.LEGACY_CLAVISPLUS_URL]).toEqual([
      'https://music.example.org',
      'https://plus.example.org',
    ]);
  });

  it('names the variable of a wrong value', () => {
    expect(() => loadWebConfig({ GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/);
  });
});
