import { expectOk, RestClient, type Logger } from '@shop/service';
import { isNotFound } from './notFound';
import type { AuthorsService, AuthorsServiceFactory } from '../ports/AuthorsService';

const UPSTREAM = 'authors service';

/** The authors service's REST contract: `{ code, result }` with the author or the list itself. */
export class HttpAuthorsService implements AuthorsService {
  private readonly client: RestClient;

  constructor(options: { baseUrl: string; timeoutMs: number; requestId: string; logger?: Logger }) {
    this.client = new RestClient({ upstream: UPSTREAM, ...options });
  }

  async list(lang: string): Promise<unknown> {
    return expectOk(await this.client.get<unknown>('/list', { query: { lang } }), UPSTREAM, 'list authors');
  }

  async single(lang: string, slug: string): Promise<unknown> {
    const envelope = await this.client.get<unknown>(`/single/${encodeURIComponent(slug)}`, {
      query: { lang },
    });
    if (isNotFound(envelope)) return null;
    return expectOk(envelope, UPSTREAM, 'read an author');
  }
}

export function httpAuthorsService(config: {
  AUTHORS_API_URL: string;
  CONTENT_TIMEOUT_MS: number;
  logger?: Logger;
}): AuthorsServiceFactory {
  return ({ requestId }) =>
    new HttpAuthorsService({
      baseUrl: config.AUTHORS_API_URL,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
      requestId,
      ...(config.logger ? { logger: config.logger } : {}),
    });
}
