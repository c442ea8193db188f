import { answeredWithout, expectOk, RestClient, type Envelope, type Logger } from '@shop/service';
import { isNotFound } from './notFound';
import type { ContentService, ContentServiceFactory } from '../ports/ContentService';

const UPSTREAM = 'content service';

export interface HttpContentServiceOptions {
  /** CONTENT_API_URL: the base comes from configuration (seed 001 §7). */
  baseUrl: string;
  timeoutMs: number;
  requestId: string;
  /** Where a failed call is logged, in one line with the request id. */
  logger?: Logger;
}

/** The content service's REST contract: `{ code, result: { content: <JSON string> } }`. */
export class HttpContentService implements ContentService {
  private readonly client: RestClient;

  constructor(options: HttpContentServiceOptions) {
    this.client = new RestClient({ upstream: UPSTREAM, ...options });
  }

  homepage(lang: string): Promise<string> {
    return this.document('/homepage', lang, 'read the homepage');
  }

  primaryNavigation(lang: string): Promise<string> {
    return this.document('/primary-navigation', lang, 'read the primary navigation');
  }

  editorialPage(lang: string, url: string): Promise<string | null> {
    return this.documentOrNull('/editorial', { lang, url }, 'read an editorial page');
  }

  singlePage(lang: string, page: string): Promise<string | null> {
    return this.documentOrNull('/single-page', { lang, page }, 'read a single page');
  }

  news(lang: string, { amount, offset }: { amount: number; offset: number }): Promise<string> {
    return this.document('/news', lang, 'read the news', { amount, offset });
  }

  newsItem(lang: string, slug: string): Promise<string | null> {
    return this.documentOrNull(`/news/${encodeURIComponent(slug)}`, { lang }, 'read a news item');
  }

  educationalMaterial(lang: string, url: string): Promise<string | null> {
    return this.documentOrNull('/educational-material', { lang, url }, 'read educational material');
  }

  productListingPages(lang: string): Promise<string> {
    return this.document('/product-listing-page', lang, 'read the product listing pages');
  }

  promoNotification(lang: string): Promise<string> {
    return this.document('/promo-discount-notification', lang, 'read the promo notification');
  }

  private async document(
    path: string,
    lang: string,
    what: string,
    query: Record<string, string | number> = {},
  ): Promise<string> {
    const envelope = await this.client.get<unknown>(path, { query: { ...query, lang } });
    return this.contentOf(envelope, path, what);
  }

  /** seed 001 §8 'Item not found', 'Page not found': the failures that are an answer, not an error. */
  private async documentOrNull(
    path: string,
    query: Record<string, string>,
    what: string,
  ): Promise<string | null> {
    const envelope = await this.client.get<unknown>(path, { query });
    if (isNotFound(envelope)) return null;
    return this.contentOf(envelope, path, what);
  }

  private contentOf(envelope: Envelope, path: string, what: string): string {
    const result = expectOk(envelope, UPSTREAM, what);
    if (
      typeof result !== 'object' ||
      result === null ||
      !('content' in result) ||
      typeof result.content !== 'string'
    ) {
      throw answeredWithout(UPSTREAM, 'result.content', { answer: path, status: envelope.status });
    }
    return result.content;
  }
}

/** The port over HTTP, one client per request. */
export function httpContentService(config: {
  CONTENT_API_URL: string;
  CONTENT_TIMEOUT_MS: number;
  logger?: Logger;
}): ContentServiceFactory {
  return ({ requestId }) =>
    new HttpContentService({
      baseUrl: config.CONTENT_API_URL,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
      requestId,
      ...(config.logger ? { logger: config.logger } : {}),
    });
}
