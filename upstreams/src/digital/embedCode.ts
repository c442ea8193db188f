import type { DigitalBookKind } from '@shop/contracts';
import type { Lang } from '../generate/language';
import { escapeHtml } from '../shared/html';

/** What an embed code names of a book; `kind` null for a printed book (its preview is read). */
export interface EmbeddedBook {
  isbn: string;
  name: string;
  kind: DigitalBookKind | null;
}

export interface EmbedOptions {
  lang: Lang;
  /** The first pages (an audiobook's first seconds) only, for anyone. */
  preview?: boolean;
  /** An audiobook's listening ticket (listeningTicket), for the whole book: the customer bought it. */
  ticket?: string;
}

/**
 * The embed code of a book (seed 001 §3: 'list of books, each with an embed code'; 'digital books can be read
 * or listened to through an embedded reader'). A book to read is an iframe of `<serviceUrl>/reader/<isbn>`,
 * titled with the book's name so screen readers can name the frame; English store views add `lang=en`, a
 * preview `preview=1`. No `sandbox`: a sandboxed frame has an opaque origin, and the shop checks the origin of
 * the progress the reader posts. An audiobook is an audio element of its audio (audioLink).
 */
export function embedCode(serviceUrl: string, book: EmbeddedBook, options: EmbedOptions): string {
  if (book.kind === 'audiobook') {
    return `<audio src="${escapeHtml(audioLink(serviceUrl, book.isbn, options))}" title="${escapeHtml(book.name)}" controls preload="metadata"></audio>`;
  }
  return `<iframe src="${escapeHtml(readerLink(serviceUrl, book.isbn, options))}" title="${escapeHtml(book.name)}" width="100%" height="640" loading="lazy"></iframe>`;
}

export function readerLink(serviceUrl: string, isbn: string, options: EmbedOptions): string {
  const query = new URLSearchParams();
  if (options.preview) query.set('preview', '1');
  if (options.lang !== 'nl') query.set('lang', options.lang);
  const search = query.toString();
  return `${serviceUrl}/reader/${encodeURIComponent(isbn)}${search ? `?${search}` : ''}`;
}

/**
 * An audiobook's audio: `<serviceUrl>/audio/<isbn>.wav` with `preview=1` (anyone) or the buyer's `ticket`. The
 * audio has no language of its own, so no `lang`.
 */
export function audioLink(serviceUrl: string, isbn: string, options: EmbedOptions): string {
  if (!options.preview && !options.ticket) throw new Error("an audiobook's whole audio needs a ticket");
  const query = options.preview ? 'preview=1' : `ticket=${encodeURIComponent(options.ticket ?? '')}`;
  return `${serviceUrl}/audio/${encodeURIComponent(isbn)}.wav?${query}`;
}
