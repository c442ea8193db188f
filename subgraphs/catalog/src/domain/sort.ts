import type { ProductSort } from '../ports/CatalogIndex';

/**
 * seed 000 §9: sort options Latest, Price low to high, Price high to low; the default listing sort is
 * publish_date descending. A search with a term is ranked by relevance unless a sort is chosen (the
 * seed names no sort for search; relevance is what the field boosts are for).
 */
export type ListingSort = 'RELEVANCE' | 'LATEST' | 'PRICE_ASC' | 'PRICE_DESC';

/** The sort a listing uses: the one asked for, else relevance for a search and Latest for a listing. */
export function listingSortOf(
  requested: ListingSort | null | undefined,
  hasSearchTerm: boolean,
): ListingSort {
  if (requested === 'RELEVANCE' && !hasSearchTerm) return 'LATEST';
  return requested ?? (hasSearchTerm ? 'RELEVANCE' : 'LATEST');
}

const INDEX_SORTS: Record<Exclude<ListingSort, 'RELEVANCE'>, ProductSort> = {
  LATEST: { field: 'publish_date', order: 'desc' },
  // Prices sort on the index's price (regular, including tax), the field price filters use too.
  PRICE_ASC: { field: 'price', order: 'asc' },
  PRICE_DESC: { field: 'price', order: 'desc' },
};

/** The index sort of a listing sort; relevance is the index's own order of a text query. */
export function indexSortOf(sort: ListingSort): ProductSort | undefined {
  return sort === 'RELEVANCE' ? undefined : INDEX_SORTS[sort];
}
