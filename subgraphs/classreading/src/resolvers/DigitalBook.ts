import { audioUrlOf, readerUrlOf } from '../domain/readerUrl';
import type { DigitalBookResolvers } from '../generated/graphql';

export const DigitalBook: DigitalBookResolvers = {
  id: (book) => String(book.id),
  kind: (book) => (book.kind === 'audiobook' ? 'AUDIOBOOK' : 'EBOOK'),
  // Only the reader's http(s) address leaves the graph, never the service's HTML.
  readerUrl: (book) => readerUrlOf(book.code),
  audioUrl: (book) => audioUrlOf(book.code),
  product: (book) => ({ sku: book.sku }),
};
