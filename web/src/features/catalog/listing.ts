import type { FieldPolicy, TypePolicies } from '@apollo/client';

/** seed 000 §9: product list page size 50. */
export const LISTING_PAGE_SIZE = 50;

/**
 * seed 000 §4 Category: "A listing stops loading more when start is at or past total, or total is below
 * page size." `start` is where the next page would begin, i.e. the number of products loaded so far.
 */
export function stopsLoadingMore({
  start,
  total,
  pageSize,
}: {
  start: number;
  total: number;
  pageSize: number;
}): boolean {
  return start >= total || total < pageSize;
}

interface ListingPage {
  items: readonly unknown[];
}

/**
 * "Load more" keeps one list per listing (category, search term, filters and sort) in the cache: a page
 * fetched from `start` replaces what was there from that index on, so the first page fetched again (a
 * refresh) starts the list over. `startOf` finds the page's start in the field's arguments.
 */
function appendingPolicy(
  keyArgs: FieldPolicy['keyArgs'],
  startOf: (args: Record<string, unknown> | null) => number | undefined,
): FieldPolicy<ListingPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const start = startOf(args) ?? 0;
      const kept = existing ? existing.items.slice(0, start) : [];
      return { ...incoming, items: [...kept, ...incoming.items] };
    },
  };
}

const pagingStart = (paging: unknown) => (paging as { start?: number } | null | undefined)?.start;

/** A category's listing (Category.products): one list per category, filters and sort. */
export const categoryListingPolicy = appendingPolicy(['filters', 'sort'], (args) =>
  pagingStart(args?.paging),
);

export const productsPolicy = appendingPolicy(['search', ['term', 'categoryId', 'filters', 'sort']], (args) =>
  pagingStart((args?.search as { paging?: unknown } | undefined)?.paging),
);

export const newReleasesPolicy = appendingPolicy(['sort', 'filters'], (args) => pagingStart(args?.paging));

export const catalogTypePolicies: TypePolicies = {
  Query: {
    fields: {
      products: productsPolicy,
      newReleases: newReleasesPolicy,
    },
  },
  Category: { fields: { products: categoryListingPolicy } },
};
