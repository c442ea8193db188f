import type { TypePolicies } from '@apollo/client';
import { appendingListPolicy } from '@/shared/graphql/cachePolicies';

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

const pagingStart = (paging: unknown) => (paging as { start?: number } | null | undefined)?.start;

/** A category's listing (Category.products): one list per category, filters and sort. */
export const categoryListingPolicy = appendingListPolicy(['filters', 'sort'], (args) =>
  pagingStart(args?.paging),
);

export const productsPolicy = appendingListPolicy(
  ['search', ['term', 'categoryId', 'filters', 'sort']],
  (args) => pagingStart((args?.search as { paging?: unknown } | undefined)?.paging),
);

export const newReleasesPolicy = appendingListPolicy(['sort', 'filters'], (args) =>
  pagingStart(args?.paging),
);

export const catalogTypePolicies: TypePolicies = {
  Query: {
    fields: {
      products: productsPolicy,
      newReleases: newReleasesPolicy,
    },
  },
  Category: { fields: { products: categoryListingPolicy } },
};
