import type { DigitalBook, ReadingEmbed } from '@shop/contracts';

/**
 * The digital products service (seed 001 §7 'Digital products service', API.md last section): the shop
 * customer's bought digital books and the readers' embed codes.
 */
export interface DigitalProducts {
  /**
   * GET /books?token=&index=: the customer's digital books, named in the store view's catalogue index; null when
   * the service refuses the token (401).
   */
  books(customerToken: string, index: string): Promise<DigitalBook[] | null>;
  /** GET /books/{id}/embed-preview?index=: the preview's embed code; null when there is none (404). */
  preview(id: string, index: string): Promise<ReadingEmbed | null>;
}

export type DigitalProductsFactory = (request: { requestId: string }) => DigitalProducts;
