import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { useStoreView } from '@/shared/storeView';
import { useFragment } from '@apollo/client';
import { StoreSwitcher_QueryFragmentDoc } from './StoreSwitcher.generated';
import { storeSwitchLinks } from './storeSwitchLinks';
import styles from './StoreSwitcher.module.css';

/** seed 000 §2 languages: links to the same page in the other store views, even where slugs differ. */
export function StoreSwitcher() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { code } = useStoreView();
  // A catalogue or editorial page's alternates come with its own query (the route query spreads the
  // switcher's fragment): read from the cache, never asked for. Other pages have none: see storeSwitchLinks.
  // A fragment read, unlike a cache-only query, leaves the server's render nothing to wait for.
  const { data } = useFragment({
    fragment: StoreSwitcher_QueryFragmentDoc,
    from: 'ROOT_QUERY',
    variables: { path: pathname },
  });
  const alternates = data.route?.alternates ?? [];
  return (
    <nav aria-label={t`Kies je winkel`}>
      <ul className={styles.stores}>
        {storeSwitchLinks(pathname, code, alternates).map(({ storeView, href, current }) => (
          <li key={storeView.code}>
            {/* Store names are written in their own language, so they are not translated. */}
            <Link
              className={styles.store}
              to={href}
              hrefLang={storeView.locale}
              lang={storeView.locale}
              aria-current={current ? 'true' : undefined}
              data-store={storeView.code}
            >
              {storeView.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
