import { Router, type Request, type Response } from 'express';
import type {
  ContentDemoData,
  ContentResult,
  NewsItemContent,
  PageContent,
  ProductListingPagesContent,
  PromoNotificationContent,
} from '@shop/contracts';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryIntegerInRange, queryString } from '../../shared/query';
import type { ContentLibrary } from '../contentLibrary';
import { educationalMaterialAt } from '../domain/educationalMaterial';
import { newsPage } from '../domain/news';
import { sameUrl } from '../domain/pageUrl';

const DEFAULT_NEWS_AMOUNT = 10;
const MAX_NEWS_AMOUNT = 100;

export const CONTENT_MESSAGES = {
  /** seed 001 §8: news detail with status 400 or more. */
  newsNotFound: 'Item not found',
  /** seed 001 §8: single page failure. */
  pageNotFound: 'Page not found',
  required: (parameter: string) => `${parameter} is required`,
  newsAmount: `amount must be a whole number from 1 to ${MAX_NEWS_AMOUNT}`,
  newsOffset: 'offset must be a whole number of 0 or more',
} as const;

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
    const content = contentOf(req);
    const amount = queryIntegerInRange(req, 'amount', {
      min: 1,
      max: MAX_NEWS_AMOUNT,
      fallback: DEFAULT_NEWS_AMOUNT,
    });
    if (amount === null) throw new UpstreamError(400, CONTENT_MESSAGES.newsAmount);
    const offset = queryIntegerInRange(req, 'offset', { min: 0, fallback: 0 });
    if (offset === null) throw new UpstreamError(400, CONTENT_MESSAGES.newsOffset);
    sendContent(res, newsPage(content.news, amount, offset));
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
      const found = pagesOf(content).find((candidate) => sameUrl(candidate.url, key));
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

  router.get('/content/educational-material', (req, res) => {
    const content = contentOf(req);
    const url = queryString(req, 'url');
    if (!url) throw new UpstreamError(400, CONTENT_MESSAGES.required('url'));
    const document = educationalMaterialAt(content.educationalMaterial, url);
    if (!document) throw new UpstreamError(404, CONTENT_MESSAGES.pageNotFound);
    sendContent(res, document);
  });

  router.get('/content/product-listing-page', (req, res) => {
    const pages: ProductListingPagesContent = { pages: contentOf(req).productListingPages };
    sendContent(res, pages);
  });

  router.get('/content/promo-discount-notification', (req, res) => {
    const promo: PromoNotificationContent = contentOf(req).promo;
    sendContent(res, promo);
  });

  return router;
}
