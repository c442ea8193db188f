import type { Request } from 'express';
import { Router } from 'express';
import { READING_BOOKS_PAGE_SIZE, READING_MESSAGES, type ReadingBookHit } from '@shop/contracts';
import { sendEnvelope } from '../../shared/envelope';
import { queryInteger, queryString } from '../../shared/query';
import { pageAllBooks, readBook, type Caller } from '../access';
import { aggregationsOf, bookList, matchesText, type ReadingCatalogue } from '../books';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, notFound, queryFlag, refused } from '../http';

const DEFAULT_INDEX = 'nl_be';

/** The `index` query parameter (seed 001 §7: the catalogue index of the store code), nl_be when absent. */
export function indexOf(req: Request, catalogue: ReadingCatalogue): string {
  const index = queryString(req, 'index') ?? DEFAULT_INDEX;
  if (!catalogue.indexes().includes(index))
    throw refused(`index must be one of ${catalogue.indexes().join(', ')}`);
  return index;
}

/**
 * A page of books filtered by `search`/`term` on title or author; seed 001 §5: page size 50 from start 0,
 * an invalid start is reset to 0.
 */
export function bookListOf(req: Request, hits: readonly ReadingBookHit[]) {
  const text = queryString(req, 'search') ?? queryString(req, 'term');
  return bookList(
    hits.filter((hit) => matchesText(hit, text)),
    queryInteger(req, 'start', 0),
    READING_BOOKS_PAGE_SIZE,
  );
}

/** seed 001 §7 Books: the programme's books and the embed code of their reader. */
export function booksRouter({ catalogue, classes, clubs, readers, readerUrl, now }: ReadingDeps): Router {
  const router = Router();

  /** The skus of the caller's lists: a pupil's class and clubs, a teacher's classes, a director's school. */
  const ownSkus = (caller: Caller): Set<string> => {
    if (caller.kind === 'pupil')
      return new Set([...classes.books(caller.classId), ...clubs.booksOfStudent(caller.id)]);
    const classIds = caller.role === 'Director' ? classes.idsOfSchool(caller.schoolId) : caller.classIds;
    return new Set(classIds.flatMap((id) => classes.books(id)));
  };
  const visibleBook = (req: Request, caller: Caller) => {
    const sku = String(req.params.sku);
    const book = catalogue.book(indexOf(req, catalogue), sku);
    if (!book) throw notFound(READING_MESSAGES.bookNotFound);
    enforce(
      readBook(caller, sku, caller.kind === 'pupil' ? ownSkus(caller) : new Set()),
      READING_MESSAGES.bookNotFound,
    );
    return book;
  };

  router.get('/books', (req, res) => {
    const caller = callerOf(res);
    const index = indexOf(req, catalogue);
    if (queryFlag(req, 'all')) {
      enforce(pageAllBooks(caller), READING_MESSAGES.bookNotFound);
      sendEnvelope(res, 200, bookListOf(req, catalogue.all(index)));
      return;
    }
    sendEnvelope(res, 200, bookListOf(req, catalogue.bySkus(index, ownSkus(caller))));
  });

  router.get('/books/aggregations', (req, res) => {
    const caller = callerOf(res);
    const index = indexOf(req, catalogue);
    // API.md: the aggregations of the caller's `all` list; a Student, who may not page all, gets their own books'.
    const hits =
      pageAllBooks(caller) === 'allow' ? catalogue.all(index) : catalogue.bySkus(index, ownSkus(caller));
    sendEnvelope(res, 200, aggregationsOf(hits));
  });

  router.get('/books/:sku', (req, res) => {
    sendEnvelope(res, 200, visibleBook(req, callerOf(res)));
  });

  router.get('/books/:sku/embed', (req, res) => {
    const caller = callerOf(res);
    const book = visibleBook(req, caller);
    readers.open(caller, book._source.sku, queryString(req, 'socket'), now());
    sendEnvelope(res, 200, { code: embedCode(readerUrl, book) });
  });

  return router;
}

/** The iframe of the digital products service's reader for this book (API.md: `<READING_READER_URL>/reader/<isbn>`). */
export function embedCode(readerUrl: string, book: ReadingBookHit): string {
  const src = `${readerUrl}/reader/${encodeURIComponent(book._source.isbn)}`;
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(book._source.name)}" width="100%" height="640" allow="fullscreen" loading="lazy"></iframe>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
