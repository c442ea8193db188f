import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMERS,
  DIGITAL_MESSAGES,
  type DigitalBook,
  type EmbedCodeResult,
  type ProductDocument,
} from '@shop/contracts';
import type { RunningService } from '@shop/service';
import { orderByBankTransfer } from '@shop/stack';
import { call, createTestDirs, readProducts, type TestDirs } from '../shared/testing';
import { startTestCommerce } from '../commerce/testing';
import { loadDigitalConfig } from './config';
import { startDigital } from './server';

/**
 * The digital products service over HTTP, with the commerce stand-in behind it: the general demo customer
 * buys an e-book, an audiobook, a printed book and a free sample, and their digital books are the first two.
 */
let dirs: TestDirs;
let commerce: RunningService;
let digital: RunningService;
let base: string;
let token: string;
const books: { ebook?: ProductDocument; audiobook?: ProductDocument; print?: ProductDocument } = {};
let sample: ProductDocument | undefined;

const SHOP_URL = 'https://shop.example.com';

const startDigitalService = (commerceUrl: string) =>
  startDigital(
    loadDigitalConfig({
      DIGITAL_PORT: '0',
      COMMERCE_API_URL: commerceUrl,
      SHOP_URL,
      DEMO_DATA_DIR: dirs.dataDir,
      STATE_DIR: dirs.stateDir,
      NODE_ENV: 'test',
    }),
  );

const kindOf = (product: ProductDocument) => product.downloadable_links?.[0]?.link_type;

/** The customer orders these skus, one of each, by bank transfer: the order is placed and pending. */
const order = (skus: string[]) =>
  orderByBankTransfer(commerce.url, token, skus, {
    firstname: 'An',
    lastname: 'Peeters',
    street: ['Kerkstraat 12'],
    city: 'Gent',
    postcode: '9000',
    country_id: 'BE',
    email: DEMO_CUSTOMERS.general.email,
  });

beforeAll(async () => {
  dirs = await createTestDirs();
  const products = await readProducts(dirs.dataDir, 'nl_be');
  const enabled = products.filter((p) => p.status === 1 && p.isbn);
  books.ebook = enabled.find((p) => kindOf(p) === 'ebook');
  books.audiobook = enabled.find((p) => kindOf(p) === 'audiobook');
  books.print = enabled.find((p) => p.type_id === 'simple' && p.stock.is_in_stock && p.stock.qty >= 5);
  sample = products.find((p) => p.type_id === 'downloadable' && !p.isbn && p.status === 1);
  if (!books.ebook || !books.audiobook || !books.print) throw new Error('the test data lacks a kind of book');
  commerce = await startTestCommerce(dirs);
  digital = await startDigitalService(commerce.url);
  base = digital.url;
  const { general } = DEMO_CUSTOMERS;
  token = (
    await call<string>(commerce.url, '/api/user/login', {
      body: { username: general.email, password: general.password },
    })
  ).result;
}, 60_000);

afterAll(async () => {
  await digital?.close();
  await commerce?.close();
  await dirs?.remove();
});

const ebook = () => books.ebook as ProductDocument;
const audiobook = () => books.audiobook as ProductDocument;
const print = () => books.print as ProductDocument;

const iframe = (isbn: string, name: string, query = '') =>
  `<iframe src="${base}/reader/${isbn}${query}" title="${name.replace(/'/g, '&#39;')}" width="100%" height="640" loading="lazy"></iframe>`;

/** An audiobook's embed code: its audio, with a listening ticket (expiry and signature). */
const audio = (isbn: string, name: string) =>
  new RegExp(
    `^<audio src="${base}/audio/${isbn}\\.wav\\?ticket=\\d+\\.[\\w-]+" title="${name.replace(/'/g, '&#39;')}" controls preload="metadata"></audio>$`,
  );

/** The address of the audio in an embed code. */
const audioSrc = (code: string) => /<audio src="([^"]+)"/.exec(code)?.[1]?.replace(/&amp;/g, '&') ?? '';

describe('GET /books?token=', () => {
  it('answers 401 without a token or with one the commerce platform refuses', async () => {
    for (const query of ['', '?token=', '?token=not-a-token']) {
      expect(await call(base, `/books${query}`)).toEqual({
        status: 401,
        code: 401,
        result: DIGITAL_MESSAGES.tokenRequired,
      });
    }
  });

  it('lists no books of a customer whose orders hold none (printed books only)', async () => {
    const answer = await call<DigitalBook[]>(base, `/books?token=${token}`);
    expect(answer).toMatchObject({ status: 200, code: 200, result: [] });
  });

  it('lists the e-books and audiobooks the customer ordered, each with its reader embed code', async () => {
    await order([ebook().sku, print().sku, ...(sample ? [sample.sku] : [])]);
    await order([audiobook().sku]);
    const answer = await call<DigitalBook[]>(base, `/books?token=${token}`);
    expect(answer.status).toBe(200);
    // Newest order first; the printed book and the free sample (no ISBN, nothing to read) are not listed.
    expect(answer.result).toEqual([
      {
        id: audiobook().id,
        sku: audiobook().sku,
        name: audiobook().name,
        isbn: audiobook().isbn,
        image: audiobook().image,
        kind: 'audiobook',
        code: expect.stringMatching(audio(audiobook().isbn as string, audiobook().name)),
      },
      {
        id: ebook().id,
        sku: ebook().sku,
        name: ebook().name,
        isbn: ebook().isbn,
        image: ebook().image,
        kind: 'ebook',
        code: iframe(ebook().isbn as string, ebook().name),
      },
    ]);
  });

  it('names the books as the index asks, with an English reader for English store views', async () => {
    const [english] = await readProducts(dirs.dataDir, 'en_be').then((all) =>
      all.filter((p) => p.sku === ebook().sku),
    );
    const answer = await call<DigitalBook[]>(base, `/books?token=${token}&index=en_be`);
    const listed = answer.result.find((book) => book.sku === ebook().sku);
    expect(listed?.name).toBe(english?.name);
    expect(listed?.code).toBe(iframe(ebook().isbn as string, english?.name ?? '', '?lang=en'));
    expect(await call(base, `/books?token=${token}&index=fr_be`)).toMatchObject({ status: 400 });
  });
});

describe('GET /books/{id}/embed?token=', () => {
  it('answers the embed code of a book the customer bought', async () => {
    const answer = await call<EmbedCodeResult>(base, `/books/${ebook().id}/embed?token=${token}`);
    expect(answer).toEqual({
      status: 200,
      code: 200,
      result: { code: iframe(ebook().isbn as string, ebook().name) },
    });
  });

  it('answers 404 error true for a book not bought, a printed one or no book at all', async () => {
    const other = await readProducts(dirs.dataDir, 'nl_be').then((all) =>
      all.find((p) => kindOf(p) && p.isbn && p.id !== ebook().id && p.id !== audiobook().id),
    );
    for (const id of [other?.id ?? 999999, print().id, 999999, 'abc']) {
      const response = await fetch(`${base}/books/${id}/embed?token=${token}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 404,
        error: true,
        result: DIGITAL_MESSAGES.bookNotFound,
      });
    }
  });

  it('answers 401 for a refused token', async () => {
    expect(await call(base, `/books/${ebook().id}/embed?token=expired`)).toMatchObject({ status: 401 });
  });
});

describe('GET /books/{id}/embed-preview?index=', () => {
  it('answers the preview of any catalogue book with an ISBN, without a token', async () => {
    for (const book of [ebook(), print()]) {
      const answer = await call<EmbedCodeResult>(base, `/books/${book.id}/embed-preview?index=nl_be`);
      expect(answer.result).toEqual({ code: iframe(book.isbn as string, book.name, '?preview=1') });
    }
    const english = await call<EmbedCodeResult>(base, `/books/${print().id}/embed-preview?index=en_rw`);
    expect(english.result.code).toContain(`/reader/${print().isbn}?preview=1&amp;lang=en"`);
  });

  it('answers 404 error true for a book without an ISBN or no book, 400 for an unknown index', async () => {
    for (const id of [...(sample ? [sample.id] : []), 999999]) {
      const response = await fetch(`${base}/books/${id}/embed-preview?index=nl_be`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404, error: true });
    }
    expect(await call(base, `/books/${ebook().id}/embed-preview?index=xx`)).toMatchObject({
      status: 400,
      result: 'Unknown index "xx": use one of nl_be, nl_nl, en_be, en_rw',
    });
  });
});

describe('GET /audio/{isbn}.wav', () => {
  const audioOf = async () => {
    const books = await call<DigitalBook[]>(base, `/books?token=${token}`);
    return audioSrc(books.result.find((book) => book.kind === 'audiobook')?.code ?? '');
  };

  it("plays a bought audiobook with its embed code's ticket, in byte ranges for seeking", async () => {
    const src = await audioOf();
    const whole = await fetch(src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');

    const part = await fetch(src, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const past = await fetch(src, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
  });

  it('plays no audiobook without a valid ticket for it, and only audiobooks at all', async () => {
    const src = new URL(await audioOf());
    const isbn = audiobook().isbn as string;
    for (const query of ['', '?ticket=', '?ticket=4102444800.forged']) {
      expect(await call(base, `/audio/${isbn}.wav${query}`)).toMatchObject({
        status: 403,
        result: DIGITAL_MESSAGES.ticketRequired,
      });
    }
    // A ticket opens its own book only.
    const ebookAudio = await fetch(`${base}/audio/${ebook().isbn}.wav${src.search}`);
    expect(ebookAudio.status).toBe(404);
  });

  it("plays an audiobook's preview, its first seconds, for anyone", async () => {
    const preview = await call<EmbedCodeResult>(base, `/books/${audiobook().id}/embed-preview?index=nl_be`);
    const src = audioSrc(preview.result.code);
    expect(src).toBe(`${base}/audio/${audiobook().isbn}.wav?preview=1`);
    const response = await fetch(src);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const whole = await fetch(await audioOf());
    expect((await response.arrayBuffer()).byteLength).toBeLessThan((await whole.arrayBuffer()).byteLength);
  });
});

describe('GET /reader/{isbn}', () => {
  it('serves a self-contained page under a strict policy that only the shop may frame', async () => {
    const response = await fetch(`${base}/reader/${ebook().isbn}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-/);
    expect(policy).toContain(`frame-ancestors http://localhost:* http://127.0.0.1:* ${SHOP_URL}`);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(`<h1>${ebook().name.replace(/'/g, '&#39;')}</h1>`);
    expect(html).not.toMatch(/<script[^>]+src=|<link|https?:\/\//);
    expect(html.match(/data-page="\d+"/g)).toHaveLength(12);
    expect(html).toContain('Pagina 1 van 12');
  });

  it('opens at the page a recorded percentage reached (?progress=): 100 at the last, 45 at the sixth', async () => {
    const at = async (query: string) => {
      const html = await (await fetch(`${base}/reader/${ebook().isbn}${query}`)).text();
      return /<p id="indicator" aria-live="polite">([^<]*)<\/p>/.exec(html)?.[1];
    };
    expect(await at('?progress=100')).toBe('Pagina 12 van 12');
    expect(await at('?progress=45')).toBe('Pagina 6 van 12');
    expect(await at('?progress=0')).toBe('Pagina 1 van 12');
    // Not a whole percent from 0 to 100: the first page. A preview always starts at its first.
    expect(await at('?progress=150')).toBe('Pagina 1 van 12');
    expect(await at('?progress=abc')).toBe('Pagina 1 van 12');
    expect(await at('?progress=100&preview=1')).toBe('Pagina 1 van 12');
  });

  it('shows a preview in English: the first 3 pages, then the end of the preview', async () => {
    const html = await (await fetch(`${base}/reader/${print().isbn}?preview=1&lang=en`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/data-page="\d+"/g)).toEqual(['data-page="1"', 'data-page="2"', 'data-page="3"']);
    expect(html).toContain('<h2>End of the preview</h2>');
    expect(html).toContain('Page 1 of 12');
  });

  it('answers an unknown ISBN with a 404 page, without script', async () => {
    const response = await fetch(`${base}/reader/9780000000000`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>Boek niet gevonden</h1>');
    expect(html).not.toContain('<script');
  });
});

describe('without the commerce platform', () => {
  it('answers 502 naming the platform, and still serves previews and the reader', async () => {
    const alone = await startDigitalService('http://127.0.0.1:9');
    try {
      expect(await call(alone.url, `/books?token=${token}`)).toEqual({
        status: 502,
        code: 502,
        result: 'commerce platform is unavailable',
      });
      expect((await call(alone.url, `/books/${ebook().id}/embed-preview`)).status).toBe(200);
      expect((await fetch(`${alone.url}/reader/${ebook().isbn}`)).status).toBe(200);
    } finally {
      await alone.close();
    }
  });
});
