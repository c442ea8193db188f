import type { Envelope } from '@shop/service';

/**
 * seed 001 §7 and §8: for one document (a news item, an author, a page) 'a status of 400 or more means not
 * found'. Read as the client errors 400–499: a failing service (500 and up) says nothing about the document,
 * and answering 'not found' for it would turn an outage into 404 pages that search engines drop; such an
 * answer stays an upstream error, so the page shows its error state.
 */
export function isNotFound(envelope: Envelope): boolean {
  const status = envelope.code >= 400 ? envelope.code : envelope.status;
  return status >= 400 && status < 500;
}
