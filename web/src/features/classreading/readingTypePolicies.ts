import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

interface BookListRef {
  items: readonly Reference[];
  /** Absent when the query did not ask for it: a list read whole (the home page, a club's page). */
  start?: number;
  [field: string]: unknown;
}

/**
 * seed 001 §5: every book of the programme loads page by page ('LoadMore'). The pages of one list (same `all`
 * and `search`) are one cache entry: a page is put in at its `start`, so asking a page again replaces it
 * rather than adding it twice, and asking from 0 (or without paging) starts the list afresh.
 */
const readingBooks: FieldPolicy<BookListRef> = {
  keyArgs: ['all', 'search'],
  merge(existing, incoming) {
    if (!existing || !incoming.start) return incoming;
    return { ...incoming, items: [...existing.items.slice(0, incoming.start), ...incoming.items] };
  },
};

export const readingTypePolicies: TypePolicies = {
  Query: { fields: { readingBooks } },
  ReadingBook: { keyFields: ['sku'] },
};
