/**
 * The digital products service (seed 001 §7 'Digital products service'): the e-books and audiobooks a
 * customer bought, each with the embed code of its reader, and the message the reader posts to the page
 * that frames it. The answers are in the `{ code, result }` envelope; see upstreams/src/reading/API.md.
 */

export type DigitalBookKind = 'ebook' | 'audiobook';

/** GET /books?token=: one downloadable book of the customer's orders. */
export interface DigitalBook {
  /** The catalogue's product id, the `{id}` of /books/{id}/embed. */
  id: number;
  sku: string;
  name: string;
  isbn: string;
  /** The catalogue's image path, as products carry it. */
  image: string;
  kind: DigitalBookKind;
  /**
   * The embed code: an iframe of the reader (`<iframe src="…/reader/<isbn>" title="<name>" …>`), for an
   * audiobook an audio element of its audio (`<audio src="…/audio/<isbn>.wav?ticket=…" title="<name>" …>`).
   */
  code: string;
}

/** GET /books/{id}/embed and /books/{id}/embed-preview. */
export interface EmbedCodeResult {
  code: string;
}

/**
 * What the reader posts to `window.parent` after every page it shows: the whole percent of the book's pages
 * seen. Progress is not secret (target '*'); a page that records it checks the message's origin and source.
 */
export interface ReaderProgressMessage {
  type: 'reader-progress';
  isbn: string;
  /** A whole percent from 0 to 100, as the reading programme records it (isProgressPercentage). */
  percentage: number;
}

/** The service's messages: these answers carry them as `result`. */
export const DIGITAL_MESSAGES = {
  tokenRequired: 'A valid shop customer token is required',
  bookNotFound: 'Book not found',
  /** GET /audio/{isbn}.wav without a valid listening ticket for the book (and not a preview). */
  ticketRequired: 'A valid listening ticket is required',
} as const;
