import { Trans } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router-dom';
import { NotificationList } from '@/shared/ui/Notifications';
import { paths, useStoreView } from '@/shared/storeView';
import { MiniCart } from '@/features/cart/MiniCart';
import { CategoryMenu } from '@/features/catalog/CategoryMenu';
import { CompareList } from '@/features/compare/CompareList';
import { PrimaryNavigation } from '@/features/content/PrimaryNavigation';
import { SearchPanel } from '@/features/search/SearchPanel';
import { StoreSwitcher } from '@/features/storeSwitcher/StoreSwitcher';

/** seed 000 §2 default layout: header with navigation, store views and the mini cart around the page. */
export function ShopLayout() {
  const { code } = useStoreView();
  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        <Trans>Naar de inhoud</Trans>
      </a>
      <header className="header">
        <Link className="header__logo" to={paths.home(code)}>
          Clavis
        </Link>
        {/* The catalogue's own category menu stands in while the content service is down. */}
        <PrimaryNavigation fallback={<CategoryMenu />} />
        <Link className="header__new-releases" to={paths.newReleases(code)}>
          <Trans>Nieuwe uitgaven</Trans>
        </Link>
        <SearchPanel />
        <CompareList />
        <StoreSwitcher />
        <MiniCart />
      </header>
      <NotificationList />
      <main id="main" className="main">
        <Outlet />
      </main>
      <footer className="footer">
        <p>
          <Trans>Verzending naar België en Nederland. Retourneren binnen 14 dagen.</Trans>
        </p>
      </footer>
    </div>
  );
}
