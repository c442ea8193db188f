import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { BannerCard } from '@/shared/content/BannerCard';
import type { BannerCard_BannerFragment } from '@/shared/content/BannerCard.generated';
import { ProductCard, ProductCardSkeleton } from '@/shared/product/ProductCard';
import { Button } from '@/shared/ui/Button';
import { Drawer } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { LoadMore } from '@/shared/ui/LoadMore';
import { BelowDesktop, DesktopOnly, useCloseFromDesktop } from '@/shared/ui/Responsive';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError } from '@/shared/ui/StatusMessages';
import { ActiveFilters } from './ActiveFilters';
import { Facets } from './Facets';
import { LISTING_PAGE_SIZE, stopsLoadingMore } from './listing';
import { SortSelect } from './SortSelect';
import type { ProductListing_ListFragment } from './ProductListing.generated';
import styles from './ProductListing.module.css';

export interface ProductListingProps {
  list: ProductListing_ListFragment | undefined;
  loading: boolean;
  error: unknown;
  /** Fetches the page from `start` on; the cache appends it (see listing.ts). */
  loadFrom(start: number): Promise<unknown>;
  /**
   * What an empty list says: by default the seed's 'Empty listing' warning of a category (seed 000 §8); a
   * search that found nothing says so instead.
   */
  empty?: ReactNode;
  /** A search with a term: relevance is offered first and is the default sort. */
  searching?: boolean;
  /** seed 001 §3 productBanners: each takes a row among the books, after the rows BANNER_AFTER says. */
  banners?: readonly BannerCard_BannerFragment[];
}

/** A banner follows the 4th and the 12th book: in the first screens, never before the first books. */
const BANNER_AFTER = [4, 12];

/** How many cards fill a phone's first screen (two columns): their covers load at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * A paged listing with facets, sort and "load more" (seed 000 §2 Listings, §9). Phone first: two columns,
 * the filters in a drawer whose button shows how many books they give; from 64rem the filters are a
 * sidebar. The filters in force are chips above the products on every width. The facets are rendered once at a time (the sidebar while the drawer is closed).
 */
export function ProductListing({
  list,
  loading,
  error,
  loadFrom,
  empty,
  searching,
  banners = [],
}: ProductListingProps) {
  const { t } = useLingui();
  const [loadingMore, setLoadingMore] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  useCloseFromDesktop(filtersOpen, closeFilters);

  if (!list && loading) return <ListingSkeleton />;
  if (!list && error) return <LoadError />;

  const start = list?.items.length ?? 0;
  const total = list?.total ?? 0;
  const done = stopsLoadingMore({ start, total, pageSize: LISTING_PAGE_SIZE });
  const aggregations = list?.aggregations ?? [];
  const hasFacets = aggregations.length > 0;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await loadFrom(start);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className={hasFacets ? `${styles.page} ${styles.withFacets}` : styles.page}>
      {hasFacets && (
        <DesktopOnly>
          {!filtersOpen && (
            <aside className={styles.sidebar} aria-label={t`Filters`}>
              <Facets aggregations={aggregations} />
            </aside>
          )}
        </DesktopOnly>
      )}
      <section className={styles.listing} aria-busy={loading}>
        <div className={styles.toolbar}>
          {hasFacets && (
            <BelowDesktop>
              <Button
                variant="secondary"
                size="sm"
                icon={<Icon name="filter" size={20} />}
                aria-haspopup="dialog"
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen(true)}
              >
                <Trans>Filters</Trans>
              </Button>
            </BelowDesktop>
          )}
          <div className={styles.sort}>
            <SortSelect searching={searching} />
          </div>
          <p className={styles.count} data-testid="listing-total">
            <Plural value={total} one="# boek" other="# boeken" />
          </p>
        </div>
        <ActiveFilters aggregations={aggregations} />
        {!list || list.items.length === 0 ? (
          (empty ?? (
            // seed 000 §8 'Empty listing' warning.
            <EmptyState tone="warning" role="status">
              <p>
                <Trans>
                  Er zijn geen producten gesynchroniseerd voor deze categorie. Kom terug wanneer je online
                  bent!
                </Trans>
              </p>
            </EmptyState>
          ))
        ) : (
          <div className={styles.grid}>
            {list.items.map((product, index) => {
              const banner = banners[BANNER_AFTER.indexOf(index)];
              return (
                <Fragment key={product.sku}>
                  {banner && (
                    <div className={styles.banner}>
                      <BannerCard banner={banner} />
                    </div>
                  )}
                  <ProductCard product={product} priority={index < FIRST_SCREEN_CARDS} />
                </Fragment>
              );
            })}
          </div>
        )}
        {list && list.items.length > 0 && (
          <LoadMore
            hasMore={!done}
            loading={loadingMore}
            onLoadMore={loadMore}
            label={<Trans>Meer boeken tonen</Trans>}
            progress={
              <Trans>
                {start} van {total} getoond
              </Trans>
            }
          />
        )}
      </section>
      {hasFacets && (
        <Drawer
          side="start"
          open={filtersOpen}
          onClose={closeFilters}
          title={t`Filters`}
          footer={
            <Button variant="primary" block loading={loading} onClick={closeFilters}>
              <Plural value={total} one="Toon # boek" other="Toon # boeken" />
            </Button>
          }
        >
          <Facets aggregations={aggregations} />
        </Drawer>
      )}
    </div>
  );
}

/** The listing while its first page loads: the toolbar and a grid of card skeletons of the cards' size. */
export function ListingSkeleton() {
  return (
    <LoadingRegion>
      <div className={styles.toolbar}>
        <Skeleton shape="pill" width="10rem" />
        <Skeleton width="6rem" />
      </div>
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </LoadingRegion>
  );
}
