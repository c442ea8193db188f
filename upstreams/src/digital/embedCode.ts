import type { Lang } from '../generate/language';
import { escapeHtml } from '../shared/html';

/**
 * The embed code of a book's reader (seed 001 §3: 'list of books, each with an embed code'): an iframe of
 * `<readerUrl>/reader/<isbn>`, titled with the book's name so screen readers can name the frame. English
 * store views add `lang=en`; a preview adds `preview=1`. No `sandbox`: a sandboxed frame has an opaque
 * origin, and the shop checks the origin of the progress the reader posts.
 */
export function embedCode(
  readerUrl: string,
  book: { isbn: string; name: string },
  options: { lang: Lang; preview?: boolean },
): string {
  return `<iframe src="${escapeHtml(readerLink(readerUrl, book.isbn, options))}" title="${escapeHtml(book.name)}" width="100%" height="640" loading="lazy"></iframe>`;
}

export function readerLink(
  readerUrl: string,
  isbn: string,
  options: { lang: Lang; preview?: boolean },
): string {
  const query = new URLSearchParams();
  if (options.preview) query.set('preview', '1');
  if (options.lang !== 'nl') query.set('lang', options.lang);
  const search = query.toString();
  return `${readerUrl}/reader/${encodeURIComponent(isbn)}${search ? `?${search}` : ''}`;
}
