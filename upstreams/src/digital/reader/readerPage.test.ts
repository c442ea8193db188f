import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOK_PAGES, readerPages } from '../domain/readerPages';
import { buildReaderScript, notFoundHtml, readerHtml, readerPolicy } from './readerPage';

const ISBN = '9789400000223';
const view = (preview: boolean, lang: 'nl' | 'en' = 'nl') => ({
  isbn: ISBN,
  title: 'Kat & "Muis" <op reis>',
  lang,
  preview,
  pages: readerPages(ISBN, lang, preview),
  bookPages: BOOK_PAGES,
  startPage: 1,
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const inline = (html: string, tag: 'script' | 'style') =>
  new RegExp(`<${tag}>([^]*?)</${tag}>`).exec(html)?.[1] ?? '';

describe('the reader page', () => {
  it('allows exactly its own inline script and style by their hashes, and only the given frame ancestors', async () => {
    const script = await buildReaderScript();
    const html = readerHtml(view(false), script);
    const policy = readerPolicy(script, ['http://localhost:*', 'https://shop.example.com']);
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src 'sha256-${sha256(inline(html, 'script'))}'`,
        `style-src 'sha256-${sha256(inline(html, 'style'))}'`,
        "base-uri 'none'",
        "form-action 'none'",
        'frame-ancestors http://localhost:* https://shop.example.com',
      ].join('; '),
    );
    // The bundle carries the progress rule and the message the shop listens for.
    expect(script).toContain('reader-progress');
    expect(script).toContain('postMessage');
  });

  it('shows the first of 12 pages, the title escaped, and buttons named in the page language', () => {
    const html = readerHtml(view(false), '');
    expect(html).toContain('<title>Kat &amp; &quot;Muis&quot; &lt;op reis&gt;</title>');
    expect(html).toContain('data-isbn="9789400000223" data-book-pages="12"');
    expect(html.match(/<section data-screen data-page="\d+"( hidden)?>/g)).toEqual([
      '<section data-screen data-page="1">',
      ...Array.from({ length: 11 }, (_, i) => `<section data-screen data-page="${i + 2}" hidden>`),
    ]);
    expect(html).toContain('<button id="previous" type="button" disabled>Vorige pagina</button>');
    expect(html).toContain('<button id="next" type="button">Volgende pagina</button>');
    expect(html).toContain('<p id="indicator" aria-live="polite">Pagina 1 van 12</p>');
    expect(html).not.toContain('Einde van het voorbeeld');
  });

  it('opens at the page it is given: the last of 12, with only the previous page to turn to', () => {
    const html = readerHtml({ ...view(false), startPage: 12 }, '');
    expect(html).toContain('data-start-page="12"');
    expect(html.match(/<section data-screen data-page="\d+"( hidden)?>/g)).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `<section data-screen data-page="${i + 1}" hidden>`),
      '<section data-screen data-page="12">',
    ]);
    expect(html).toContain('<button id="previous" type="button">Vorige pagina</button>');
    expect(html).toContain('<button id="next" type="button" disabled>Volgende pagina</button>');
    expect(html).toContain('<p id="indicator" aria-live="polite">Pagina 12 van 12</p>');
  });

  it('opens at the first page when the page it is given is not shown (past a preview)', () => {
    const html = readerHtml({ ...view(true), startPage: 6 }, '');
    expect(html).toContain('data-start-page="1"');
    expect(html).toContain('<section data-screen data-page="1">');
    expect(html).toContain('<p id="indicator" aria-live="polite">Pagina 1 van 12</p>');
  });

  it('ends a preview after 3 pages with its notice', () => {
    const html = readerHtml(view(true), '');
    expect(html.match(/data-page="\d+"/g)).toHaveLength(3);
    expect(html).toContain(
      '<section data-screen data-label="Einde van het voorbeeld" hidden><h2>Einde van het voorbeeld</h2>',
    );
    expect(html).toContain('<p class="badge">Voorbeeld</p>');
    expect(readerHtml(view(true, 'en'), '')).toContain('<h2>End of the preview</h2>');
  });

  it('allows no script on the not-found page', () => {
    expect(readerPolicy(null, ["'self'"])).toContain("script-src 'none'");
    expect(notFoundHtml('en')).toContain('<html lang="en">');
    expect(notFoundHtml('en')).toContain('<h1>Book not found</h1>');
  });
});
