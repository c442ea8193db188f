import { Trans } from '@lingui/react/macro';
import { useStoredProducts } from '@/shared/storage/storedProducts';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { paths, useStoreView } from '@/shared/storeView';
import { recentlyViewedKey } from './recentlyViewed';
import styles from './RecentlyViewedPage.module.css';

/** seed 000 §2 my-recently-viewed (/my-account/recently-viewed): the last products viewed in this browser. */
export function RecentlyViewedPage() {
  const { code } = useStoreView();
  const [items, , read] = useStoredProducts(recentlyViewedKey(code));
  return (
    <section className={styles.page}>
      <h1>
        <Trans>Recent bekeken</Trans>
      </h1>
      {!read ? (
        // This browser's list is read once mounted (the server has none): its place is kept meanwhile.
        <LoadingRegion>
          <div className={styles.items}>
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={styles.link}>
                <Skeleton width="60%" />
              </div>
            ))}
          </div>
        </LoadingRegion>
      ) : items.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Je hebt nog geen boeken bekeken.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.sku} className={styles.item} data-testid="recently-viewed-item">
              <Link variant="quiet" className={styles.link} to={paths.product(code, item.sku, item.slug)}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
