import { useApolloClient } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import type { BannerCard_BannerFragment } from '@/shared/content/BannerCard.generated';
import { CategoryListingMoreDocument } from './CategoryPage.generated';
import { listingVariablesOf } from './listingQuery';
import { ProductListing } from './ProductListing';
import type { ProductListing_ListFragment } from './ProductListing.generated';

export interface CategoryListingProps {
  categoryId: number;
  /** The listing's first page, as the page's query gave it; null when it could not be made. */
  list: ProductListing_ListFragment | null | undefined;
  /** The page's query is asked again (other filters or sort): the listing shown stays meanwhile. */
  loading: boolean;
  error: unknown;
  /** Banners among the books (seed 001 §3 productBanners). */
  banners?: readonly BannerCard_BannerFragment[] | null;
}

/**
 * The products of a category with the filters and sort of the route query (seed 000 §2 Listings). The first
 * page comes with the category page's query; "load more" asks for the next page alone, and the cache appends
 * it to the listing the page shows (Category.products in listing.ts).
 */
export function CategoryListing({ categoryId, list, loading, error, banners }: CategoryListingProps) {
  const [query] = useSearchParams();
  const client = useApolloClient();
  const { filters, sort, pageSize } = listingVariablesOf(query);
  return (
    <ProductListing
      list={list ?? undefined}
      banners={banners ?? undefined}
      loading={loading}
      error={error}
      loadFrom={(start) =>
        client.query({
          query: CategoryListingMoreDocument,
          variables: { id: categoryId, filters, sort, paging: { start, pageSize } },
          fetchPolicy: 'network-only',
        })
      }
    />
  );
}
