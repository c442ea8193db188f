/**
 * The content service (seed 001 §7): all calls are GET with `lang` set to the store code; each answer
 * carries a document as a JSON string (`result.content`), which the domain parses.
 */
export interface ContentService {
  /** GET /homepage?lang= */
  homepage(lang: string): Promise<string>;
  /** GET /primary-navigation?lang= */
  primaryNavigation(lang: string): Promise<string>;
  /** GET /editorial?url=&lang=: the page's document, or null when the service has no page at that url (404). */
  editorialPage(lang: string, url: string): Promise<string | null>;
  /** GET /single-page?page=&lang=: the single page's document, or null when the service has no such page (404). */
  singlePage(lang: string, page: string): Promise<string | null>;
  /** GET /news?amount=&offset=&lang=: one page of the news list, newest first. */
  news(lang: string, page: { amount: number; offset: number }): Promise<string>;
  /** GET /news/{slug}?lang=: the item, or null when its status is 400 or more (seed 001 §8 'Item not found'). */
  newsItem(lang: string, slug: string): Promise<string | null>;
  /** GET /educational-material?url=&lang=: the overview or one material, or null when there is none (404). */
  educationalMaterial(lang: string, url: string): Promise<string | null>;
  /** GET /product-listing-page?lang=: the store view's product listing pages. */
  productListingPages(lang: string): Promise<string>;
  /** GET /promo-discount-notification?lang= */
  promoNotification(lang: string): Promise<string>;
}

/** Builds the port for one request (a new client per request, ARCHITECTURE: request context). */
export type ContentServiceFactory = (request: { requestId: string }) => ContentService;
