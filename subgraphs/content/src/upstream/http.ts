import { answeredWithout, expectOk, RestClient, type Envelope } from '@shop/service';
import type { ContentService, ContentServiceFactory } from '../ports/ContentService';

const UPSTREAM = 'content service';

export interface HttpContentServiceOptions {
  /** CONTENT_API_URL: the base comes from configuration (seed 001 §7). */
  baseUrl: string;
  timeoutMs: number;
  requestId: string;
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

  async editorialPage(lang: string, url: string): Promise<string | null> {
    const envelope = await this.client.get<unknown>('/editorial', { query: { lang, url } });
    // seed 001 §8 'Page not found': the one failure that is an answer, not an error.
    if (envelope.code === 404) return null;
    return this.contentOf(envelope, '/editorial', 'read an editorial page');
  }

  async singlePage(lang: string, page: string): Promise<string | null> {
    const envelope = await this.client.get<unknown>('/single-page', { query: { lang, page } });
    // seed 001 §8 'Page not found', as for an editorial page.
    if (envelope.code === 404) return null;
    return this.contentOf(envelope, '/single-page', 'read a single page');
  }

  private async document(path: string, lang: string, what: string): Promise<string> {
    const envelope = await this.client.get<unknown>(path, { query: { lang } });
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
}): ContentServiceFactory {
  return ({ requestId }) =>
    new HttpContentService({
      baseUrl: config.CONTENT_API_URL,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
      requestId,
    });
}
