import { expectOk, RestClient, UPSTREAM_ERROR_CODES } from '@shop/service';
import { GraphQLError } from 'graphql';
import type { ContentService, ContentServiceFactory } from './ContentService';

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

  private async document(path: string, lang: string, what: string): Promise<string> {
    const envelope = await this.client.get<unknown>(path, { query: { lang } });
    const result = expectOk(envelope, UPSTREAM, what);
    if (
      typeof result !== 'object' ||
      result === null ||
      !('content' in result) ||
      typeof result.content !== 'string'
    ) {
      throw new GraphQLError(`${UPSTREAM} answered ${path} without result.content`, {
        extensions: { code: UPSTREAM_ERROR_CODES.badResponse, upstream: UPSTREAM, status: envelope.status },
      });
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
