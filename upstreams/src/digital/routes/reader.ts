import { Router, type Response } from 'express';
import { isProgressPercentage } from '@shop/contracts';
import { STORE_VIEWS } from '@shop/store-views';
import { queryString } from '../../shared/query';
import type { BookCatalog } from '../bookCatalog';
import { BOOK_PAGES, readerLang, readerPages } from '../domain/readerPages';
import { pageOfProgress } from '../domain/readingProgress';
import { notFoundHtml, readerHtml, readerPolicy } from '../reader/readerPage';

export interface ReaderRouterDeps {
  catalog: BookCatalog;
  /** The bundled reader script, inlined in every page and allowed by its hash. */
  script: string;
  /** CSP frame-ancestors: the shop's origins. */
  frameAncestors: readonly string[];
}

/**
 * GET /reader/{isbn}: the built-in reader every embed code frames. The stand-in's books are generated
 * placeholder pages, so the page is public _(chosen, see API.md)_; `?preview=1` shows the first pages only,
 * `?lang=en` English (Dutch by default), `?progress=` (a whole percent) opens the book where the reader got to.
 */
export function readerRouter({ catalog, script, frameAncestors }: ReaderRouterDeps): Router {
  const router = Router();

  const sendPage = (res: Response, status: number, html: string, pageScript: string | null) => {
    res
      .status(status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': readerPolicy(pageScript, frameAncestors),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-cache',
      })
      .send(html);
  };

  router.get('/reader/:isbn', (req, res) => {
    const lang = readerLang(queryString(req, 'lang'));
    const isbn = req.params.isbn;
    // The title in the reader's language; a book only one index has still opens.
    const views = Object.values(STORE_VIEWS).sort(
      (a, b) => Number(b.language === lang) - Number(a.language === lang),
    );
    const book = views.map((view) => catalog.byIsbn(view, isbn)).find((found) => found !== undefined);
    if (!book) return sendPage(res, 404, notFoundHtml(lang), null);
    const preview = queryString(req, 'preview') === '1';
    // `?progress=`: the percentage already reached opens the book where the reader got to (never a preview).
    const progress = Number(queryString(req, 'progress'));
    const startPage = !preview && isProgressPercentage(progress) ? pageOfProgress(progress, BOOK_PAGES) : 1;
    const html = readerHtml(
      {
        isbn,
        title: book.name,
        lang,
        preview,
        pages: readerPages(isbn, lang, preview),
        bookPages: BOOK_PAGES,
        startPage,
      },
      script,
    );
    sendPage(res, 200, html, script);
  });

  return router;
}
