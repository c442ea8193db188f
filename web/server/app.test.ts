// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '@shop/service';
import { createWebApp, MissingBuildError, type WebAppOptions } from './app';
import { loadWebConfig } from './config';
import { HeadTemplateError } from './domain/headTags';
import { createGatewayPageLookup } from './pageLookup';
import { TEST_CATALOGUE } from './testing/catalogue';
import { startFakeGateway, type FakeGateway } from './testing/fakeGateway';

let distDir: string;
let gateway: RunningService;
let catalogue: FakeGateway;
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
  // The pages' lookups go to a fake of the catalogue (pages.test.ts tests them); the echo above is the proxy's.
  catalogue = await startFakeGateway(TEST_CATALOGUE);
  web = await listen(
    createWebApp(
      options({
        pageLookup: createGatewayPageLookup({ gatewayUrl: catalogue.graphqlUrl, timeoutMs: 1000 }),
      }),
    ),
    { name: 'web', port: 0, portVariable: 'WEB_PORT' },
  );
});

function options(overrides: Partial<WebAppOptions> = {}): WebAppOptions {
  return {
    distDir,
    gatewayUrl: `${gateway.url}/api/graphql`,
    imagesUrl: `${gateway.url}/media/img`,
    publicUrl: 'http://localhost:3000',
    externalSites: { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org' },
    pageLookupTimeoutMs: 1000,
    ...overrides,
  };
}

afterAll(async () => {
  await web?.close();
  await gateway?.close();
  await catalogue?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web server', () => {
  it('redirects / to the default store view nl-be with a 302', async () => {
    const response = await fetch(`${web.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl-be/');
  });

  it('serves index.html for app routes, never cached', async () => {
    for (const route of [
      '/nl-be/',
      '/en-be/c/books/picture-books',
      '/nl-be/p/9789044800001/de-kleine-ijsbeer',
      '/nl-be/boeken.html',
      '/nl-nl/checkout',
    ]) {
      const response = await fetch(`${web.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
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

  it('never serves the template itself as a page', async () => {
    const response = await fetch(`${web.url}/index.html`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/nl-be/index.html');
  });
});

describe('web config', () => {
  it('defaults to port 3000 and the local gateway', () => {
    expect(loadWebConfig({})).toEqual({
      WEB_PORT: 3000,
      GATEWAY_URL: 'http://127.0.0.1:4000/graphql',
      COMMERCE_API_URL: 'http://127.0.0.1:4101',
      PUBLIC_URL: 'http://localhost:3000',
      PAGE_LOOKUP_TIMEOUT_MS: 1500,
      LEGACY_MUZIEK_URL: 'https://muziek.clavis.example',
      LEGACY_CLAVISPLUS_URL: 'https://clavisplus.clavis.example',
      NODE_ENV: 'development',
    });
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
