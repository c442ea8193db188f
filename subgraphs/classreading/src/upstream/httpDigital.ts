import type { DigitalBook, ReadingEmbed } from '@shop/contracts';
import { expectOk, RestClient, type Logger } from '@shop/service';
import type { DigitalProducts, DigitalProductsFactory } from '../ports/DigitalProducts';

const UPSTREAM = 'digital products service';

/** The digital products service over HTTP (API.md, last section): the customer's token goes as `token` query parameter. */
export class HttpDigitalProducts implements DigitalProducts {
  private readonly client: RestClient;

  constructor(options: { baseUrl: string; timeoutMs: number; requestId: string; logger?: Logger }) {
    this.client = new RestClient({ upstream: UPSTREAM, ...options });
  }

  async books(customerToken: string, index: string): Promise<DigitalBook[] | null> {
    const envelope = await this.client.get<DigitalBook[]>('/books', {
      query: { token: customerToken, index },
    });
    if (envelope.code === 401) return null;
    return expectOk(envelope, UPSTREAM, "list the customer's digital books");
  }

  async preview(id: string, index: string): Promise<ReadingEmbed | null> {
    const envelope = await this.client.get<ReadingEmbed>(`/books/${encodeURIComponent(id)}/embed-preview`, {
      query: { index },
    });
    if (envelope.code === 404) return null;
    return expectOk(envelope, UPSTREAM, 'preview a digital book');
  }
}

export function httpDigitalProducts(config: {
  DIGITAL_PRODUCTS_API_URL: string;
  READING_TIMEOUT_MS: number;
  logger?: Logger;
}): DigitalProductsFactory {
  return ({ requestId }) =>
    new HttpDigitalProducts({
      baseUrl: config.DIGITAL_PRODUCTS_API_URL,
      timeoutMs: config.READING_TIMEOUT_MS,
      requestId,
      ...(config.logger ? { logger: config.logger } : {}),
    });
}
