import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Lang } from '../../generate/language';
import { escapeHtml } from '../../shared/html';
import type { ReaderPage } from '../domain/readerPages';

/** What a person reads on the reader page, per language. */
export const READER_TEXTS = {
  nl: {
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    navigation: 'Bladeren',
    indicator: 'Pagina {page} van {pages}',
    preview: 'Voorbeeld',
    previewEnd: 'Einde van het voorbeeld',
    previewEndText: 'Koop het boek om verder te lezen.',
    notFound: 'Boek niet gevonden',
    notFoundText: 'Dit boek bestaat niet of kan hier niet gelezen worden.',
  },
  en: {
    previous: 'Previous page',
    next: 'Next page',
    navigation: 'Turn pages',
    indicator: 'Page {page} of {pages}',
    preview: 'Preview',
    previewEnd: 'End of the preview',
    previewEndText: 'Buy the book to read on.',
    notFound: 'Book not found',
    notFoundText: 'This book does not exist or cannot be read here.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export interface ReaderView {
  isbn: string;
  title: string;
  lang: Lang;
  preview: boolean;
  /** The pages shown: every page of the book, or a preview's first ones. */
  pages: readonly ReaderPage[];
  /** How many pages the whole book has (the indicator and the progress count them). */
  bookPages: number;
  /**
   * The page it opens at (1-based; `?progress=`, pageOfProgress): where the reader got to before. The pages
   * before it count as seen.
   */
  startPage: number;
}

/** One page, readable at 320 px: one column, text that wraps, buttons a finger can hit. */
const STYLE = `*,*::before,*::after{box-sizing:border-box}
html{font:1.125rem/1.6 Georgia,"Times New Roman",serif;color:#1d1d1b;background:#fffdf7}
body{margin:0}
main{display:flex;flex-direction:column;min-height:100vh;max-width:40rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .75rem}
h1{font-size:1.25rem;line-height:1.3;margin:0;overflow-wrap:anywhere}
.badge{font:600 .875rem/1.4 system-ui,sans-serif;margin:0;padding:0 .5rem;border:1px solid currentColor;border-radius:1rem}
.pages{flex:1;padding:1rem 0}
.pages section{overflow-wrap:anywhere}
.pages h2{font-size:1.125rem}
nav{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;font-family:system-ui,sans-serif}
button{min-height:2.75rem;padding:.5rem .875rem;font:inherit;font-size:1rem;color:#fff;background:#14532d;border:0;border-radius:.375rem;cursor:pointer}
button:disabled{color:#4b5563;background:#e5e7eb;cursor:default}
button:focus-visible{outline:3px solid #b45309;outline-offset:2px}
#indicator{margin:0;font-size:1rem}
[hidden]{display:none!important}`;

export function readerHtml(view: ReaderView, script: string): string {
  const texts = READER_TEXTS[view.lang];
  const start = view.pages.some((page) => page.number === view.startPage) ? view.startPage : 1;
  const screens = view.pages.map(
    (page) =>
      `<section data-screen data-page="${page.number}"${page.number === start ? '' : ' hidden'}>${page.paragraphs
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('')}</section>`,
  );
  if (view.preview) {
    screens.push(
      `<section data-screen data-label="${escapeHtml(texts.previewEnd)}" hidden><h2>${escapeHtml(texts.previewEnd)}</h2><p>${escapeHtml(texts.previewEndText)}</p></section>`,
    );
  }
  const indicator = texts.indicator
    .replace('{page}', String(start))
    .replace('{pages}', String(view.bookPages));
  const last = start === screens.length;
  return `<!doctype html>
<html lang="${view.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main id="reader" data-isbn="${escapeHtml(view.isbn)}" data-book-pages="${view.bookPages}" data-start-page="${start}" data-indicator="${escapeHtml(texts.indicator)}">
<header><h1>${escapeHtml(view.title)}</h1>${view.preview ? `<p class="badge">${escapeHtml(texts.preview)}</p>` : ''}</header>
<div class="pages">${screens.join('\n')}</div>
<nav aria-label="${escapeHtml(texts.navigation)}">
<button id="previous" type="button"${start === 1 ? ' disabled' : ''}>${escapeHtml(texts.previous)}</button>
<p id="indicator" aria-live="polite">${escapeHtml(indicator)}</p>
<button id="next" type="button"${last ? ' disabled' : ''}>${escapeHtml(texts.next)}</button>
</nav>
</main>
<script>${script}</script>
</body>
</html>
`;
}

/** The page of an ISBN the catalogue does not know: no script, the same style. */
export function notFoundHtml(lang: Lang): string {
  const texts = READER_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.notFound)}</title>
<style>${STYLE}</style>
</head>
<body>
<main><h1>${escapeHtml(texts.notFound)}</h1><p>${escapeHtml(texts.notFoundText)}</p></main>
</body>
</html>
`;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The pages' policy: nothing loads from anywhere, the one inline style and script run because their hashes
 * are listed (none for the not-found page), and only the shop's origins may frame the reader.
 */
export function readerPolicy(script: string | null, frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${script === null ? "'none'" : hashOf(script)}`,
    `style-src ${hashOf(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const SCRIPT_ENTRY = fileURLToPath(new URL('./script/reader.ts', import.meta.url));

/** The reader's script, bundled from its TypeScript source (the service does it once, at start). */
export async function buildReaderScript(): Promise<string> {
  const result = await build({
    entryPoints: [SCRIPT_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2019',
    minify: true,
    legalComments: 'none',
  });
  // A trailing newline of the bundle would be part of the hashed text: inline it as the hash says.
  return (result.outputFiles[0]?.text ?? '').trim();
}
