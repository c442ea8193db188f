import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductCard } from '@/shared/product/ProductCard';
import { Loading, LoadError } from '@/shared/ui/StatusMessages';
import { useCategoryProductsQuery } from './CategoryProducts.generated';
import { LISTING_PAGE_SIZE, stopsLoadingMore } from './listing';

/** The paged product listing of a category, with "load more" (seed 000 §2 Listings). */
export function CategoryListing({ categoryId }: { categoryId: number }) {
  const { data, loading, error, fetchMore } = useCategoryProductsQuery({
    variables: { categoryId, paging: { start: 0, pageSize: LISTING_PAGE_SIZE } },
  });
  const [loadingMore, setLoadingMore] = useState(false);

  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  const listing = data?.categoryProducts;
  if (!listing || listing.items.length === 0) {
    return (
      <p className="listing__empty">
        <Trans>Er zijn (nog) geen boeken in deze categorie.</Trans>
      </p>
    );
  }

  const start = listing.items.length;
  const total = listing.total;
  const done = stopsLoadingMore({ start, total, pageSize: LISTING_PAGE_SIZE });
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { categoryId, paging: { start, pageSize: LISTING_PAGE_SIZE } } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="listing">
      <p className="listing__count">
        <Plural value={total} one="# boek" other="# boeken" />
      </p>
      <div className="listing__grid">
        {listing.items.map((product) => (
          <ProductCard key={product.sku} product={product} />
        ))}
      </div>
      {!done && (
        <button type="button" className="button listing__more" onClick={loadMore} disabled={loadingMore}>
          <Trans>Meer boeken tonen</Trans>
        </button>
      )}
    </section>
  );
}
