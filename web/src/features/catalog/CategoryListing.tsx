import { useSearchParams } from 'react-router-dom';
import { useCategoryListingQuery } from './CategoryListing.generated';
import { LISTING_PAGE_SIZE } from './listing';
import { filtersFromQuery, sortFromQuery } from './listingQuery';
import { ProductListing } from './ProductListing';

/** The products of a category with the filters and sort of the route query (seed 000 §2 Listings). */
export function CategoryListing({ categoryId }: { categoryId: number }) {
  const [query] = useSearchParams();
  const search = { categoryId, filters: filtersFromQuery(query), sort: sortFromQuery(query) };
  const { data, previousData, loading, error, fetchMore } = useCategoryListingQuery({
    variables: { search: { ...search, paging: { start: 0, pageSize: LISTING_PAGE_SIZE } } },
  });
  return (
    <ProductListing
      // While a new filter loads, the previous listing stays (its facets too) instead of a blank page.
      list={(data ?? previousData)?.products}
      loading={loading}
      error={error}
      loadFrom={(start) =>
        fetchMore({ variables: { search: { ...search, paging: { start, pageSize: LISTING_PAGE_SIZE } } } })
      }
    />
  );
}
