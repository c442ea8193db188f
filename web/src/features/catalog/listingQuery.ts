import type { AttributeFilterInput, ProductSort } from '@/shared/graphql/types.generated';
import { SEARCH_TERM_PARAM } from '@/shared/storeView';

/**
 * seed 000 §2 Listings: "Filters live in the route query; changing a filter pushes a new route query."
 * A filter is one query parameter per attribute code with its values joined by commas
 * (?age=1004,1005&price=0-5); the sort is `sort` (absent for the default, Latest).
 */
export const SORT_PARAM = 'sort';

/** Route query parameters that are not filters: the sort, and the search term of the books page. */
const NOT_FILTERS = new Set([SORT_PARAM, SEARCH_TERM_PARAM]);

/** seed 000 §9 sort options, in the order the shopper sees them; Latest is the default. */
export const SORT_OPTIONS = ['LATEST', 'PRICE_ASC', 'PRICE_DESC'] as const satisfies readonly ProductSort[];
export type ListingSort = (typeof SORT_OPTIONS)[number];

const SORT_VALUES: Record<ListingSort, string> = {
  LATEST: 'latest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
};

const VALUE_SEPARATOR = ',';

/** The shopper's filters of the route query, attribute codes in their order in the address. */
export function filtersFromQuery(query: URLSearchParams): AttributeFilterInput[] {
  const filters: AttributeFilterInput[] = [];
  for (const [attributeCode, raw] of query) {
    if (NOT_FILTERS.has(attributeCode)) continue;
    const values = raw.split(VALUE_SEPARATOR).filter((value) => value !== '');
    if (values.length > 0) filters.push({ attributeCode, values });
  }
  return filters;
}

/** The sort of the route query; anything unknown is the default, Latest. */
export function sortFromQuery(query: URLSearchParams): ListingSort {
  const value = query.get(SORT_PARAM);
  return SORT_OPTIONS.find((sort) => SORT_VALUES[sort] === value) ?? 'LATEST';
}

/** The route query with one filter value switched on or off; the other parameters stay as they are. */
export function toggleFilter(query: URLSearchParams, attributeCode: string, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const current = (query.get(attributeCode) ?? '').split(VALUE_SEPARATOR).filter((v) => v !== '');
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  if (values.length === 0) next.delete(attributeCode);
  else next.set(attributeCode, values.join(VALUE_SEPARATOR));
  return next;
}

/** The route query with another sort; the default is left out of the address. */
export function withSort(query: URLSearchParams, sort: ListingSort): URLSearchParams {
  const next = new URLSearchParams(query);
  if (sort === 'LATEST') next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, SORT_VALUES[sort]);
  return next;
}
