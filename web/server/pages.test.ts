// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '@shop/service';
import { createWebApp, type WebAppOptions } from './app';
import { CHILD_SKU, FROG_NAME, FROG_SKU, POLAR_BEAR_SKU, TEST_CATALOGUE } from './testing/catalogue';
import { startFakeGateway, type FakeGateway } from './testing/fakeGateway';

const PUBLIC_URL = 'https://shop.example.org';
const EXTERNAL_SITES = { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org' };

/** The shape of the Vite build's index.html (web/dist). */
const INDEX_HTML = `<!doctype html>
<html lang="nl-BE">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kinderboeken en jeugdboeken van uitgeverij Clavis." />
    <title>Clavis</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let distDir: string;
let gateway: FakeGateway;
let web: RunningService;

function webOptions(overrides: Partial<WebAppOptions> = {}): WebAppOptions {
  return {
    distDir,
    gatewayUrl: gateway.graphqlUrl,
    imagesUrl: `${gateway.url}/img`,
    publicUrl: PUBLIC_URL,
    externalSites: EXTERNAL_SITES,
    pageLookupTimeoutMs: 300,
    ...overrides,
  };
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-pages-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  gateway = await startFakeGateway(TEST_CATALOGUE);
  web = await listen(createWebApp(webOptions()), { name: 'web', port: 0, portVariable: 'WEB_PORT' });
});

afterAll(async () => {
  await web?.close();
  await gateway?.close();
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  gateway.requests.length = 0;
  gateway.mode = 'ok';
});

const get = (url: string, init: RequestInit = {}) =>
  fetch(`${web.url}${url}`, { redirect: 'manual', ...init });

/** The tags of the head that the server writes, read back from the HTML. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: /<meta name="description" content="([^"]*)" \/>/.exec(head)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)" \/>/.exec(head)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  };
}

async function page(url: string) {
  const response = await get(url);
  const html = await response.text();
  return { response, html, head: headOf(html) };
}

describe('legacy redirects (seed 000 §2)', () => {
  it.each([
    ['/book/de-kleine-ijsbeer-1', '/nl-be/de-kleine-ijsbeer-1.html'],
    ['/contact.html', '/nl-be/contact'],
    ['/nieuws', '/nl-be/nieuws'],
    ['/search', '/nl-be/boeken.html'],
    ['/zoeken', '/nl-be/boeken.html'],
    ['/onderwijs.html', '/nl-be/onderwijs'],
    ['/lesmateriaal.html', '/nl-be/onderwijs'],
    ['/kleurplaten.html', '/nl-be/onderwijs'],
    ['/professionals.html', '/nl-be/boekhandels-en-retail'],
    ['/activiteiten.html', '/nl-be/activiteiten'],
    ['/muziek', 'https://muziek.example.org'],
    ['/clavisplus', 'https://plus.example.org'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    expect(gateway.requests).toEqual([]);
  });

  it('keeps the query string', async () => {
    const cases = [
      ['/zoeken?q=ijsbeer&leeftijd=4-6', '/nl-be/boeken.html?q=ijsbeer&leeftijd=4-6'],
      ['/book/de-kleine-ijsbeer-1?utm_source=mail', '/nl-be/de-kleine-ijsbeer-1.html?utm_source=mail'],
      ['/muziek?ref=shop', 'https://muziek.example.org?ref=shop'],
    ];
    for (const [from = '', to] of cases) {
      expect((await get(from)).headers.get('location'), from).toBe(to);
    }
  });

  it('ends on the product page the old /book/ address meant', async () => {
    const response = await fetch(`${web.url}/book/de-kleine-ijsbeer-1`);
    expect(response.url).toBe(`${web.url}/nl-be/de-kleine-ijsbeer-1.html`);
    expect(response.status).toBe(200);
    expect(headOf(await response.text()).canonical).toBe(
      `${PUBLIC_URL}/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`,
    );
  });
});

describe('store view redirects', () => {
  it.each([
    ['/be/c/boeken', '/nl-be/c/boeken'],
    ['/nl/checkout?step=2', '/nl-nl/checkout?step=2'],
    ['/rw', '/en-rw/'],
    ['/pwa.html', '/nl-be/'],
    ['/en-be/pwa.html?x=1', '/en-be/?x=1'],
    ['/checkout', '/nl-be/checkout'],
    ['/fr-fr/c/livres', '/nl-be/c/livres'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('not found: the app with HTTP 404', () => {
  it.each([
    '/nl-be/bestaat-niet',
    '/en-be/checkout/extra',
    '/nl-be/page-not-found',
    '/nl-nl/c//x',
    '/nl-be/c/%E0%A4%A',
  ])('%s', async (url) => {
    const { response, html, head } = await page(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<div id="root"></div>');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual({});
  });

  it('answers a product that does not exist with 404, after one request to the gateway in its store view', async () => {
    const { response, head } = await page('/en-be/p/0000000000000/does-not-exist');
    expect(response.status).toBe(404);
    expect(head.titles).toEqual(['Page not found | Clavis']);
    expect(head.lang).toBe('en-BE');
    expect(gateway.requests).toEqual([
      expect.objectContaining({
        store: 'en-be',
        operationName: 'PageHead',
        variables: { path: '/en-be/p/0000000000000/does-not-exist' },
      }),
    ]);
  });

  it('answers a product of another store view only with 404', async () => {
    expect((await get(`/en-be/p/${FROG_SKU}/kikker-en-pad-2`)).status).toBe(404);
  });

  it('answers a category that does not exist with 404', async () => {
    const { response, head } = await page('/nl-be/c/boeken/bestaat-niet');
    expect(response.status).toBe(404);
    expect(head.titles).toEqual(['Pagina niet gevonden | Clavis']);
  });

  it('answers HEAD like GET', async () => {
    expect((await get('/nl-be/bestaat-niet', { method: 'HEAD' })).status).toBe(404);
    expect((await get('/nl-be/', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('the head of the HTML', () => {
  it('gives a product page its title, description, canonical and hreflang links for the four store views', async () => {
    const { response, head } = await page(
      `/en-be/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1?utm_source=mail`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(head).toEqual({
      lang: 'en-BE',
      titles: ['The Little Polar Bear | Clavis'],
      description: 'Lars, the little polar bear, &amp; his friends.',
      robots: null,
      canonical: `${PUBLIC_URL}/en-be/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1`,
      alternates: {
        'nl-BE': `${PUBLIC_URL}/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`,
        'nl-NL': `${PUBLIC_URL}/nl-nl/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`,
        'en-BE': `${PUBLIC_URL}/en-be/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1`,
        'en-RW': `${PUBLIC_URL}/en-rw/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1`,
        'x-default': `${PUBLIC_URL}/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`,
      },
    });
  });

  it("asks the gateway once per page, in the page's store view, with the address and the request id", async () => {
    await get(`/en-be/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1?utm_source=mail`, {
      headers: { 'x-request-id': 'page-1' },
    });
    expect(gateway.requests).toEqual([
      {
        store: 'en-be',
        requestId: 'page-1',
        operationName: 'PageHead',
        variables: { path: `/en-be/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1` },
      },
    ]);
  });

  it('points an address with a wrong slug at the canonical product page', async () => {
    const { response, head } = await page(`/nl-be/p/${POLAR_BEAR_SKU}/oude-naam`);
    expect(response.status).toBe(200);
    expect(head.canonical).toBe(`${PUBLIC_URL}/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`);
  });

  it('escapes names and descriptions from the catalogue', async () => {
    const { html, head } = await page(`/nl-be/p/${FROG_SKU}/kikker-en-pad-2`);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).not.toContain('<script>');
    expect(head.titles).toEqual([
      'Kikker &amp; &quot;Pad&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; $&amp; $1 | Clavis',
    ]);
    expect(FROG_NAME).toContain('<script>');
    expect(head.description).toBe('&quot;Vriendschap&quot; &amp; moed');
  });

  it('links only the store views that have the page', async () => {
    const { head } = await page(`/nl-be/p/${FROG_SKU}/kikker-en-pad-2`);
    expect(Object.keys(head.alternates)).toEqual(['nl-BE', 'nl-NL', 'x-default']);
  });

  it('never writes the address into the head unescaped', async () => {
    const { response, html } = await page('/nl-be/nieuws/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.status).toBe(200);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).not.toContain('<script>alert');
    expect(headOf(html).canonical).toBe(
      `${PUBLIC_URL}/nl-be/nieuws/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    );
  });

  it('gives a category its name and its url path in every store view', async () => {
    const { response, head } = await page('/nl-be/c/boeken/prentenboeken/');
    expect(response.status).toBe(200);
    expect(head.titles).toEqual(['Prentenboeken | Clavis']);
    expect(head.canonical).toBe(`${PUBLIC_URL}/nl-be/c/boeken/prentenboeken`);
    expect(head.alternates).toMatchObject({
      'nl-NL': `${PUBLIC_URL}/nl-nl/c/boeken/prentenboeken`,
      'en-BE': `${PUBLIC_URL}/en-be/c/books/picture-books`,
      'en-RW': `${PUBLIC_URL}/en-rw/c/books/picture-books`,
    });
  });

  it("serves a product's url path (seed 000 §2) with the product route as canonical", async () => {
    const { response, head } = await page('/en-rw/the-little-polar-bear-1.html');
    expect(response.status).toBe(200);
    expect(head.titles).toEqual(['The Little Polar Bear | Clavis']);
    expect(head.canonical).toBe(`${PUBLIC_URL}/en-rw/p/${POLAR_BEAR_SKU}/the-little-polar-bear-1`);
  });

  it("serves a category's url path outside /c/ too", async () => {
    const { response, head } = await page('/en-be/books/picture-books');
    expect(response.status).toBe(200);
    expect(head.canonical).toBe(`${PUBLIC_URL}/en-be/c/books/picture-books`);
  });

  it("serves a CMS page with its title and meta description, else its content's text", async () => {
    const nl = await page('/nl-be/contact');
    expect(nl.response.status).toBe(200);
    expect(nl.head).toMatchObject({
      titles: ['Contact | Clavis'],
      description: 'Zo bereik je uitgeverij Clavis.',
      canonical: `${PUBLIC_URL}/nl-be/contact`,
      alternates: { 'en-BE': `${PUBLIC_URL}/en-be/contact-us` },
    });
    expect((await page('/en-be/contact-us')).head.description).toBe('Contact us Call or write to us.');
  });

  it('redirects a hidden child to its parent with 301, keeping the query string (seed 000 §2)', async () => {
    const response = await get(`/nl-be/p/${CHILD_SKU}/knuffel-kikker-rood?ref=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/nl-be/p/CFG-1/knuffel-kikker-3/${CHILD_SKU}?ref=mail`);
  });

  it('names the home page after the store view and links the four homes, without asking the gateway', async () => {
    const { response, head } = await page('/en-rw/');
    expect(response.status).toBe(200);
    expect(head.titles).toEqual(['Clavis | English (Rwanda)']);
    expect(head.canonical).toBe(`${PUBLIC_URL}/en-rw/`);
    expect(head.alternates).toEqual({
      'nl-BE': `${PUBLIC_URL}/nl-be/`,
      'nl-NL': `${PUBLIC_URL}/nl-nl/`,
      'en-BE': `${PUBLIC_URL}/en-be/`,
      'en-RW': `${PUBLIC_URL}/en-rw/`,
      'x-default': `${PUBLIC_URL}/nl-be/`,
    });
    expect(gateway.requests).toEqual([]);
  });

  it('links a translated route to its translation in each store view', async () => {
    const { response, head } = await page('/en-be/nieuws');
    expect(response.status).toBe(200);
    expect(head.canonical).toBe(`${PUBLIC_URL}/en-be/news`);
    expect(head.alternates).toMatchObject({
      'nl-BE': `${PUBLIC_URL}/nl-be/nieuws`,
      'en-RW': `${PUBLIC_URL}/en-rw/news`,
    });
  });

  it('serves the routes of the seeds that the client shows as placeholders with 200', async () => {
    for (const url of [
      '/nl-be/checkout',
      '/nl-be/my-account/orders/000000012',
      '/en-be/login',
      '/nl-be/adyen/process/result',
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
  });
});

describe('when the gateway cannot tell', () => {
  it.each(['subgraph-down', 'http-500'] as const)(
    'serves the app with 200 and a neutral head when it answers %s',
    async (mode) => {
      gateway.mode = mode;
      const { response, html, head } = await page(`/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`);
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(head.titles).toEqual(['Clavis']);
      expect(head.canonical).toBeNull();
      expect(head.robots).toBeNull();
    },
  );

  it('does not wait longer than the lookup timeout', async () => {
    gateway.mode = 'slow';
    const started = Date.now();
    const response = await get('/nl-be/bestaat-misschien');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('serves the app with 200 when the gateway is down', async () => {
    const down = await listen(createWebApp(webOptions({ gatewayUrl: 'http://127.0.0.1:9/graphql' })), {
      name: 'web',
      port: 0,
      portVariable: 'WEB_PORT',
    });
    try {
      const response = await fetch(`${down.url}/nl-be/p/${POLAR_BEAR_SKU}/de-kleine-ijsbeer-1`);
      expect(response.status).toBe(200);
      expect(headOf(await response.text()).titles).toEqual(['Clavis']);
    } finally {
      await down.close();
    }
  });
});
