import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import { catalogFilters } from '../domain/catalogFilters';
import { didYouMean } from '../domain/didYouMean';
import {
  aggregationRequestsOf,
  facetsOf,
  shopperFiltersOf,
  type AttributeFilterInput,
} from '../domain/facets';
import { normalizePaging } from '../domain/paging';
import { searchTermOf } from '../domain/searchTerm';
import { indexSortOf, listingSortOf, type ListingSort } from '../domain/sort';
import type { ProductListing } from '../models';
import type { ProductFilter } from '../ports/CatalogIndex';

/** What a listing or search asks for (seed 000 §9, seed 001 §5). */
export interface ListingInput {
  term?: string | null;
  categoryId?: number | null;
  filters?: readonly AttributeFilterInput[] | null;
  sort?: ListingSort | null;
  paging?: { pageSize?: number | null; start?: number | null } | null;
}

type ListingContext = Pick<Context, 'index' | 'storeView' | 'audience' | 'catalogSettings' | 'reference'>;

/**
 * One page of a category listing or a search, in one index query: the catalogue filters always
 * (seed 000 §6, §9), the category, the shopper's filters and search term, the sort and the paging;
 * facets only when `withAggregations` (they cost a pass over every product found). A search also gets
 * its 'did you mean' from the same query: the index tells how it knows each word of the term.
 *
 * A search term under 3 characters is an expected outcome of typing in a search panel: the list comes
 * back empty with the seed's message as a user error, without asking the index. An unknown filter or a
 * malformed filter value is a client's mistake: a BAD_USER_INPUT error.
 */
export async function listProducts(
  input: ListingInput,
  context: ListingContext,
  withAggregations: boolean,
): Promise<ProductListing> {
  const paging = normalizePaging(input.paging);
  const term = searchTermOf(input.term);
  if ('error' in term) {
    return {
      items: [],
      total: 0,
      paging,
      sort: listingSortOf(input.sort, true),
      aggregations: [],
      userErrors: [term.error],
      suggestion: null,
    };
  }
  const shopper = shopperFiltersOf(input.filters, context.storeView);
  if ('error' in shopper) {
    throw new GraphQLError(shopper.error, { extensions: { code: 'BAD_USER_INPUT', field: 'filters' } });
  }
  const sort = listingSortOf(input.sort, term.term !== null);
  const filters: ProductFilter[] = catalogFilters(await context.audience(), context.catalogSettings);
  if (typeof input.categoryId === 'number') {
    filters.push({ kind: 'terms', field: 'category_ids', values: [input.categoryId] });
  }
  const indexSort = indexSortOf(sort);
  const result = await context.index.searchProducts({
    index: context.storeView.index,
    ...(term.term !== null ? { text: term.term, spelling: true } : {}),
    filters,
    selections: shopper.selections,
    ...(withAggregations ? { aggregations: aggregationRequestsOf(shopper.selected, context.storeView) } : {}),
    ...(indexSort ? { sort: indexSort } : {}),
    from: paging.start,
    size: paging.pageSize,
  });
  return {
    items: result.items,
    total: result.total,
    paging,
    sort,
    aggregations: withAggregations
      ? facetsOf(result.aggregations, context.reference.attributes, shopper.selected, context.storeView)
      : [],
    userErrors: [],
    suggestion: term.term !== null ? didYouMean(term.term, result.spelling ?? []) : null,
  };
}
