import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useStoredProducts } from '@/shared/storage/storedProducts';
import { paths, useStoreView } from '@/shared/storeView';
import { recentlyViewedKey } from './recentlyViewed';

/** seed 000 §2 my-recently-viewed (/my-account/recently-viewed): the last products viewed in this browser. */
export function RecentlyViewedPage() {
  const { code } = useStoreView();
  const [items] = useStoredProducts(recentlyViewedKey(code));
  return (
    <section className="recently-viewed">
      <h1>
        <Trans>Recent bekeken</Trans>
      </h1>
      {items.length === 0 ? (
        <p>
          <Trans>Je hebt nog geen boeken bekeken.</Trans>
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.sku} data-testid="recently-viewed-item">
              <Link to={paths.product(code, item.sku, item.slug)}>{item.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
