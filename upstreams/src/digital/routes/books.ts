import { Router, type Request } from 'express';
import { DIGITAL_MESSAGES, type DigitalBook, type DigitalBookKind } from '@shop/contracts';
import { HEADER } from '@shop/service';
import type { Lang } from '../../generate/language';
import { sendEnvelope, NotFoundError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { storeViewOfIndex, type BookCatalog, type CatalogBook } from '../bookCatalog';
import type { ListeningTickets } from '../audio/listeningTicket';
import type { CommerceOrders } from '../commerceOrders';
import { orderedSkus } from '../domain/orderedBooks';
import { embedCode } from '../embedCode';

export interface BooksRouterDeps {
  catalog: BookCatalog;
  commerce: CommerceOrders;
  /** Where browsers reach this service's reader and audio (known once it listens). */
  readerUrl: () => string;
  /** The listening tickets of the audiobooks a customer bought. */
  tickets: ListeningTickets;
}

type DigitalCatalogBook = CatalogBook & { kind: DigitalBookKind };

/**
 * The digital products service (seed 001 §7): the customer's e-books and audiobooks with their embed codes,
 * one book's embed code, and the preview of any book. `index` (optional, nl_be by default) picks the
 * names and the reader's language _(chosen: the seed gives /books no index)_.
 */
export function booksRouter({ catalog, commerce, readerUrl, tickets }: BooksRouterDeps): Router {
  const router = Router();
  router.use('/books', (_req, res, next) => {
    // A customer's books are private: nothing of them may be kept by a cache on the way.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  /** The downloadable books of the token's customer's orders, newest order first. */
  const customerBooks = async (req: Request) => {
    const view = storeViewOfIndex(queryString(req, 'index'));
    const orders = await commerce.ordersOf(queryString(req, 'token'), req.header(HEADER.requestId));
    const books = orderedSkus(orders)
      .map((sku) => catalog.bySku(view, sku))
      .filter((book): book is DigitalCatalogBook => book?.kind != null);
    return { view, books };
  };
  /** A bought book's embed code: an audiobook's carries a ticket to its whole audio. */
  const boughtCode = (book: DigitalCatalogBook, lang: Lang) =>
    embedCode(readerUrl(), book, {
      lang,
      ticket: book.kind === 'audiobook' ? tickets.issue(book.isbn) : undefined,
    });

  router.get('/books', async (req, res) => {
    const { view, books } = await customerBooks(req);
    const answer: DigitalBook[] = books.map((book) => ({
      id: book.id,
      sku: book.sku,
      name: book.name,
      isbn: book.isbn,
      image: book.image,
      kind: book.kind,
      code: boughtCode(book, view.language),
    }));
    sendEnvelope(res, 200, answer);
  });

  router.get('/books/:id/embed', async (req, res) => {
    const { view, books } = await customerBooks(req);
    const book = books.find((candidate) => String(candidate.id) === req.params.id);
    // A book the customer did not buy is, for them, not there.
    if (!book) throw new NotFoundError(DIGITAL_MESSAGES.bookNotFound);
    sendEnvelope(res, 200, { code: boughtCode(book, view.language) });
  });

  router.get('/books/:id/embed-preview', (req, res) => {
    const view = storeViewOfIndex(queryString(req, 'index'));
    const id = /^\d+$/.test(req.params.id) ? Number(req.params.id) : NaN;
    const book = catalog.byId(view, id);
    if (!book) throw new NotFoundError(DIGITAL_MESSAGES.bookNotFound);
    sendEnvelope(res, 200, {
      code: embedCode(readerUrl(), book, { lang: view.language, preview: true }),
    });
  });

  return router;
}
