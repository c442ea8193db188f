import { isStoreCode } from '@shop/store-views';
import { CLASSREADING_SEGMENTS, PAYMENT_RETURN_SEGMENTS } from '../storeView/paths';

/**
 * Which security policy a page of the shop gets, by its address: the pages that frame others get the origins of
 * those frames, no other page does.
 * - `payment`: the checkout (all its steps, its confirmation) and the payment return, where the card payment
 *   provider's fields are framed (seed 000 §4, §7 card payment extension);
 * - `reading`: the classreading pages (seed 001 §2), where a book's page frames the digital products service's
 *   reader;
 * - `shop`: every other page.
 * The browser's router keeps each document within one kind (PageKindBoundary): a policy is the document's, so
 * going from a page of one kind to another loads the new page from the server, with its own policy.
 */
export type PageKind = 'shop' | 'payment' | 'reading';

const CHECKOUT_SEGMENT = 'checkout';
const CLASSREADING_HOMES: readonly string[] = Object.values(CLASSREADING_SEGMENTS).map(
  (segments) => segments.home,
);
const PAYMENT_RETURN = PAYMENT_RETURN_SEGMENTS.split('/');

/** The kind of the page at `pathname` (raw, as requested; the router matches segments case-insensitively). */
export function pageKindOf(pathname: string): PageKind {
  const [store, ...segments] = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
  if (!isStoreCode(store)) return 'shop';
  const [first] = segments;
  if (first === CHECKOUT_SEGMENT) return 'payment';
  if (PAYMENT_RETURN.every((segment, index) => segments[index] === segment)) return 'payment';
  if (first !== undefined && CLASSREADING_HOMES.includes(first)) return 'reading';
  return 'shop';
}
