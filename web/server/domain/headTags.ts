import type { PageHead } from '../../src/shared/head/pageHead';

export type { PageHead };

export class HeadTemplateError extends Error {
  override name = 'HeadTemplateError';
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values from the catalogue or the address never reach the HTML unescaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_TAG = /<html\b[^>]*>/i;
const HEAD_END = /\s*<\/head>/i;
const TITLE = /\s*<title\b[^>]*>[\s\S]*?<\/title>/gi;
const OWN_TAGS =
  /\s*<(?:meta\s[^>]*\bname=["']?(?:description|robots)\b|link\s[^>]*\brel=["']?(?:canonical|alternate)\b)[^>]*>/gi;

/** Fails at start rather than on the first page when the build's index.html has no head to fill. */
export function assertHeadTemplate(template: string): void {
  if (!HTML_TAG.test(template) || !HEAD_END.test(template)) {
    throw new HeadTemplateError('index.html has no <html> or no </head>: the page head cannot be written.');
  }
}

/**
 * The built index.html with `head` in it: the template's own title, description, robots, canonical and
 * alternate tags are replaced (Vite's script and style tags stay), and <html lang> is the page's language.
 * Every replacement is a function, so a `$&` in a product name is text, not a replacement pattern.
 */
export function injectHead(template: string, head: PageHead): string {
  assertHeadTemplate(template);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description === null
      ? null
      : `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : null,
    head.canonical === null ? null : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
  ].filter((tag): tag is string => tag !== null);
  return template
    .replace(TITLE, () => '')
    .replace(OWN_TAGS, () => '')
    .replace(
      HTML_TAG,
      (tag) =>
        `${tag.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '').replace(/^<html/i, `<html lang="${escapeHtml(head.lang)}"`)}`,
    )
    .replace(HEAD_END, () => `${tags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
}

const SCRIPT_WITHOUT_NONCE = /<script\b(?![^>]*\snonce=)/gi;

/**
 * The page with this answer's Content-Security-Policy nonce on each of its script elements (the build's entry,
 * the runtime config the server writes): only scripts with the nonce or from the shop's own files run.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(SCRIPT_WITHOUT_NONCE, () => `<script nonce="${escapeHtml(nonce)}"`);
}

const ROOT_ELEMENT = /<div id="root">\s*<\/div>/;

/**
 * The page around the app: everything before the root element, and everything after it. The server writes
 * the root element with the rendered app (and the state for hydration) between them.
 */
export function splitAtRoot(html: string): { beforeRoot: string; afterRoot: string } {
  const match = ROOT_ELEMENT.exec(html);
  if (!match)
    throw new HeadTemplateError('index.html has no empty <div id="root"></div> to render the app into.');
  return {
    beforeRoot: html.slice(0, match.index),
    afterRoot: html.slice(match.index + match[0].length),
  };
}
