import { parseShopRoute, type ShopRouteKind } from '@shop/routes';

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

const KINDS: Partial<Record<ShopRouteKind, PageKind>> = {
  checkout: 'payment',
  checkoutConfirmation: 'payment',
  paymentReturn: 'payment',
  classreading: 'reading',
  readingLogin: 'reading',
  readingLists: 'reading',
  readingList: 'reading',
  readingClubs: 'reading',
  readingClub: 'reading',
  teachers: 'reading',
  schoolCode: 'reading',
  classreadingBook: 'reading',
};

/** The kind of the page at `pathname` (raw, as requested; the router matches segments case-insensitively). */
export function pageKindOf(pathname: string): PageKind {
  const route = parseShopRoute(pathname);
  return (route && KINDS[route.kind]) ?? 'shop';
}
