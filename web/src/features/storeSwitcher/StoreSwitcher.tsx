import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { useStoreView } from '@/shared/storeView';
import { storeSwitchLinks } from './storeSwitchLinks';

/** seed 000 §2 languages: links to the same page in the other store views (see storeSwitchLinks). */
export function StoreSwitcher() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { code } = useStoreView();
  return (
    <nav className="store-switcher" aria-label={t`Kies je winkel`}>
      <ul>
        {storeSwitchLinks(pathname, code).map(({ storeView, href, current }) => (
          <li key={storeView.code}>
            {/* Store names are written in their own language, so they are not translated. */}
            <Link
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
