import type { ApolloCache, NormalizedCacheObject } from '@apollo/client';

/**
 * One person's data in the API: a customer, their addresses, orders and session, a cart. None of it is ever
 * persisted (publicCacheSnapshot keeps an allow-list that names none of these; a test holds them apart),
 * and logging out removes it from memory too. It is rendered on the server like any query, with the visitor's
 * own session (such a page is answered `private, no-store`); not with Apollo's `ssr: false`, which during the
 * client's hydration delay (ssrForceFetchDelay) answers "loading" and never asks.
 */
export const PRIVATE_TYPENAMES: ReadonlySet<string> = new Set([
  'Customer',
  'CustomerAddress',
  'CustomerSession',
  'Order',
  'OrderList',
  'OrderLine',
  'Cart',
  'CartItem',
  'CartTotals',
  'TotalSegment',
  'CartItemStockMessage',
  // A customer's digital books: their audiobooks' addresses carry a listening ticket.
  'DigitalBook',
]);

/** Root fields that answer one person's data. */
export const PRIVATE_ROOT_FIELDS: ReadonlySet<string> = new Set(['me', 'cart', 'myDigitalProducts']);

/**
 * Removes every private entity, every private root field and every mutation result from the cache, and writes
 * `me` as null: a query of the session then reads "a guest" at once instead of asking the server again. Public
 * catalogue data stays, so the page the shopper goes to next shows without waiting.
 */
export function evictPrivateData(cache: ApolloCache<object>): void {
  const data = cache.extract() as NormalizedCacheObject;
  for (const [id, entity] of Object.entries(data)) {
    if (typeof entity?.__typename === 'string' && PRIVATE_TYPENAMES.has(entity.__typename))
      cache.evict({ id });
  }
  cache.evict({ id: 'ROOT_MUTATION' });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      me: () => null,
      cart: (_value, { DELETE }) => DELETE,
      myDigitalProducts: (_value, { DELETE }) => DELETE,
    },
  });
  cache.gc();
}
