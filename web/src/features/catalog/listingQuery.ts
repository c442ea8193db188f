import type { AttributeFilterInput, ProductSort } from '@/shared/graphql/types.generated';
import { LISTING_PAGE_SIZE } from './listing';
import { CATALOG_FILTER_CODES } from '@shop/contracts';
import { SEARCH_TERM_PARAM } from '@/shared/storeView';

/**
 * seed 000 §2 Listings: "Filters live in the route query; changing a filter pushes a new route query."
 * A filter is one query parameter per attribute code with its values joined by commas
 * (?age=1004,1005&price=0-5); the sort is `sort` (absent for the default: relevance for a search with a term,
 * Latest for a listing).
 */
export const SORT_PARAM = 'sort';

/**
 * The route query parameters that are filters: the catalogue's filter codes (seed 000 §9). Anything else in
 * the address (the sort, the search term, a campaign's utm_source) is not sent as a filter, which the catalogue
 * would refuse.
 */
const FILTER_CODES: ReadonlySet<string> = new Set(CATALOG_FILTER_CODES);

/**
 * The sort options in the order the shopper sees them: seed 000 §9's Latest, Price low to high and Price high to
 * low, and for a search with a term relevance first, its default (the API ranks a search by relevance unless a
 * sort is chosen).
 */
export const SORT_OPTIONS = [
  'RELEVANCE',
  'LATEST',
  'PRICE_ASC',
  'PRICE_DESC',
] as const satisfies readonly ProductSort[];
export type ListingSort = (typeof SORT_OPTIONS)[number];

/** The sorts a listing offers: relevance only for a search with a term, where it is the default. */
export function sortOptionsOf(searching: boolean): readonly ListingSort[] {
  return searching ? SORT_OPTIONS : SORT_OPTIONS.filter((sort) => sort !== 'RELEVANCE');
}

/** The sort of a listing whose address names none. */
export function defaultSortOf(searching: boolean): ListingSort {
  return searching ? 'RELEVANCE' : 'LATEST';
}

const SORT_VALUES: Record<ListingSort, string> = {
  RELEVANCE: 'relevance',
  LATEST: 'latest',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
};

const VALUE_SEPARATOR = ',';

/** The shopper's filters of the route query, attribute codes in their order in the address. */
export function filtersFromQuery(query: URLSearchParams): AttributeFilterInput[] {
  const filters: AttributeFilterInput[] = [];
  for (const [attributeCode, raw] of query) {
    if (!FILTER_CODES.has(attributeCode)) continue;
    const values = raw.split(VALUE_SEPARATOR).filter((value) => value !== '');
    if (values.length > 0) filters.push({ attributeCode, values });
  }
  return filters;
}

/** The sort of the route query; anything unknown, or not offered (relevance without a term), is the default. */
export function sortFromQuery(query: URLSearchParams, searching = false): ListingSort {
  const value = query.get(SORT_PARAM);
  return sortOptionsOf(searching).find((sort) => SORT_VALUES[sort] === value) ?? defaultSortOf(searching);
}

/** The route query without any filter; the search term, the sort and other parameters stay. */
export function withoutFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const code of FILTER_CODES) next.delete(code);
  return next;
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
export function withSort(query: URLSearchParams, sort: ListingSort, searching = false): URLSearchParams {
  const next = new URLSearchParams(query);
  if (sort === defaultSortOf(searching)) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, SORT_VALUES[sort]);
  return next;
}

/** What a listing's query asks for, from the route query: filters, sort and the size of its first page. */
export interface ListingVariables {
  filters: AttributeFilterInput[];
  sort: ListingSort;
  pageSize: number;
}

/**
 * The listing variables of a route query: the same for the server's render and the browser's queries. The
 * sort is always sent, so a search is ranked by relevance unless the shopper chose another order.
 */
export function listingVariablesOf(query: URLSearchParams, searching = false): ListingVariables {
  return {
    filters: filtersFromQuery(query),
    sort: sortFromQuery(query, searching),
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** The search term of the route query, '' when there is none. */
export function searchTermOf(query: URLSearchParams): string {
  return query.get(SEARCH_TERM_PARAM)?.trim() ?? '';
}

/** The variables of the books page's query (seed 000 §2 books.html): its term, filters, sort, first page. */
export function booksListingVariables(query: URLSearchParams) {
  const term = searchTermOf(query);
  const { filters, sort, pageSize } = listingVariablesOf(query, term !== '');
  const searching = term.trim() !== '';
  return { search: { term, filters, sort, paging: { start: 0, pageSize } }, term, searching };
}

/** The variables of the new releases page's query (seed 000 §2 new-releases): filters, sort, first page. */
export function newReleasesVariables(query: URLSearchParams) {
  const { filters, sort, pageSize } = listingVariablesOf(query);
  return { filters, sort, paging: { start: 0, pageSize } };
}
