import { expectOk, RestClient, type Logger } from '@shop/service';
import type { ContentSearch, ContentSearchFactory } from '../ports/ContentSearch';

const UPSTREAM = 'content search';

/** Content search's REST contract (seed 001 §7): GET /search?lang&term answers `{ code, result }`. */
export class HttpContentSearch implements ContentSearch {
  private readonly client: RestClient;

  constructor(options: { baseUrl: string; timeoutMs: number; requestId: string; logger?: Logger }) {
    this.client = new RestClient({ upstream: UPSTREAM, ...options });
  }

  async search(lang: string, term: string): Promise<unknown> {
    return expectOk(
      await this.client.get<unknown>('/search', { query: { lang, term } }),
      UPSTREAM,
      'search content',
    );
  }
}

export function httpContentSearch(config: {
  CONTENT_SEARCH_API_URL: string;
  CONTENT_TIMEOUT_MS: number;
  logger?: Logger;
}): ContentSearchFactory {
  return ({ requestId }) =>
    new HttpContentSearch({
      baseUrl: config.CONTENT_SEARCH_API_URL,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
      requestId,
      ...(config.logger ? { logger: config.logger } : {}),
    });
}
