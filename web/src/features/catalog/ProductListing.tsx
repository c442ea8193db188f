import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductCard } from '@/shared/product/ProductCard';
import { Loading, LoadError } from '@/shared/ui/StatusMessages';
import { Facets } from './Facets';
import { LISTING_PAGE_SIZE, stopsLoadingMore } from './listing';
import { SortSelect } from './SortSelect';
import type { ProductListing_ListFragment } from './ProductListing.generated';

export interface ProductListingProps {
  list: ProductListing_ListFragment | undefined;
  loading: boolean;
  error: unknown;
  /** Fetches the page from `start` on; the cache appends it (see listing.ts). */
  loadFrom(start: number): Promise<unknown>;
}

/** A paged listing with facets, sort and "load more" (seed 000 §2 Listings, §9). */
export function ProductListing({ list, loading, error, loadFrom }: ProductListingProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  if (!list && loading) return <Loading />;
  if (!list && error) return <LoadError />;

  const start = list?.items.length ?? 0;
  const total = list?.total ?? 0;
  const done = stopsLoadingMore({ start, total, pageSize: LISTING_PAGE_SIZE });
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await loadFrom(start);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="listing-page">
      <Facets aggregations={list?.aggregations ?? []} />
      <section className="listing" aria-busy={loading}>
        <div className="listing__bar">
          <p className="listing__count" data-testid="listing-total">
            <Plural value={total} one="# boek" other="# boeken" />
          </p>
          <SortSelect />
        </div>
        {!list || list.items.length === 0 ? (
          // seed 000 §8 'Empty listing' warning.
          <p className="listing__empty" role="status">
            <Trans>
              Er zijn geen producten gesynchroniseerd voor deze categorie. Kom terug wanneer je online bent!
            </Trans>
          </p>
        ) : (
          <div className="listing__grid">
            {list.items.map((product) => (
              <ProductCard key={product.sku} product={product} />
            ))}
          </div>
        )}
        {!done && (
          <button type="button" className="button listing__more" onClick={loadMore} disabled={loadingMore}>
            <Trans>Meer boeken tonen</Trans>
          </button>
        )}
      </section>
    </div>
  );
}
