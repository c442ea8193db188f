/** The head of one HTML page as the server sends it (search engines and link previews read no JavaScript). */
export interface PageHead {
  /** BCP 47 language of the page: the store view's locale. */
  lang: string;
  title: string;
  /** Plain text; null keeps no description (a not-found page). */
  description: string | null;
  /** Absolute URL of the page's one address; null when the page has none (not found, unknown). */
  canonical: string | null;
  /** The same page in each store view, hreflang first (nl-BE...) then x-default. */
  alternates: readonly Alternate[];
  /** Pages that must stay out of search results (not found). */
  noindex: boolean;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

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

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The longest description search engines show in full. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A product's HTML description as the plain text of a meta description: tags and scripts dropped, common
 * entities decoded (the result is escaped again when written), white space collapsed, cut at a word boundary.
 */
export function descriptionText(html: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // A block ends a word (<p>a</p><p>b</p> is "a b"); an inline tag does not (<b>vrienden</b>. is "vrienden.").
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
