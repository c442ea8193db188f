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

/**
 * The school's lists (classes, clubs, pupils, teachers) and a class's or club's own come whole with every
 * answer: the answer replaces what the cache held. Without this, Apollo warns that a shorter list (a pupil
 * moved out, a club removed) may lose data.
 */
const wholeList: FieldPolicy<readonly unknown[]> = { merge: (_existing, incoming) => incoming };
const wholeLists = { students: wholeList, books: wholeList, administrators: wholeList, bookSkus: wholeList };

export const readingTypePolicies: TypePolicies = {
  Query: {
    fields: {
      readingBooks,
      readingClasses: wholeList,
      readingClubs: wholeList,
      students: wholeList,
      teachers: wholeList,
    },
  },
  ReadingBook: { keyFields: ['sku'] },
  ReadingClass: { fields: wholeLists },
  ReadingClub: { fields: wholeLists },
};
