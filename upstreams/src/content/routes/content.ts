import { Router, type Request, type Response } from 'express';
import type {
  ContentDemoData,
  ContentResult,
  NewsItemContent,
  PageContent,
  PromoNotificationContent,
} from '@shop/contracts';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryInteger, queryString } from '../../shared/query';
import type { ContentLibrary } from '../contentLibrary';
import { newsPage } from '../domain/news';

export const CONTENT_MESSAGES = {
  /** seed 001 §8: news detail with status 400 or more. */
  newsNotFound: 'Item not found',
  /** seed 001 §8: single page failure. */
  pageNotFound: 'Page not found',
  required: (parameter: string) => `${parameter} is required`,
} as const;

const DEFAULT_NEWS_AMOUNT = 10;
const MAX_NEWS_AMOUNT = 100;

/** seed 001 §7: the content service answers `{ code, result: { content } }`, content being a JSON string. */
function sendContent(res: Response, value: unknown): void {
  const result: ContentResult = { content: JSON.stringify(value) };
  sendEnvelope(res, 200, result);
}

/** The content service (seed 001 §7 Content service), every call with `lang` set to the store code. */
export function contentRouter(library: ContentLibrary): Router {
  const router = Router();
  const contentOf = (req: Request) => library.of(queryString(req, 'lang'));

  router.get('/content/homepage', (req, res) => {
    sendContent(res, contentOf(req).homepage);
  });

  router.get('/content/primary-navigation', (req, res) => {
    sendContent(res, contentOf(req).primaryNavigation);
  });

  router.get('/content/news', (req, res) => {
    const amount = Math.min(queryInteger(req, 'amount', DEFAULT_NEWS_AMOUNT), MAX_NEWS_AMOUNT);
    sendContent(res, newsPage(contentOf(req).news, amount, queryInteger(req, 'offset', 0)));
  });

  router.get('/content/news/:slug', (req, res) => {
    const item: NewsItemContent | undefined = contentOf(req).news.find(
      (news) => news.slug === req.params.slug,
    );
    if (!item) throw new UpstreamError(404, CONTENT_MESSAGES.newsNotFound);
    sendContent(res, item);
  });

  // Single pages (by key) and editorial pages (by url) are separate sets: a single page has no /e/ address.
  const page =
    (parameter: 'page' | 'url', pagesOf: (content: ContentDemoData) => readonly PageContent[]) =>
    (req: Request, res: Response) => {
      const content = contentOf(req);
      const key = queryString(req, parameter);
      if (!key) throw new UpstreamError(400, CONTENT_MESSAGES.required(parameter));
      const normalized = key.replace(/^\/+|\/+$/g, '');
      const found = pagesOf(content).find(
        (candidate) => candidate.url.replace(/^\/+|\/+$/g, '') === normalized,
      );
      if (!found) throw new UpstreamError(404, CONTENT_MESSAGES.pageNotFound);
      sendContent(res, found);
    };
  router.get(
    '/content/single-page',
    page('page', (content) => content.singlePages),
  );
  router.get(
    '/content/editorial',
    page('url', (content) => content.pages),
  );
  router.get(
    '/content/educational-material',
    page('url', (content) => content.pages),
  );

  router.get('/content/promo-discount-notification', (req, res) => {
    const promo: PromoNotificationContent = contentOf(req).promo;
    sendContent(res, promo);
  });

  return router;
}
