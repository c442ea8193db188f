import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type MouseEvent } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { NotificationList } from '@/shared/ui/Notifications';
import { OfflineBanner } from '@/shared/ui/OfflineBanner';
import { Button } from '@/shared/ui/Button';
import { Drawer } from '@/shared/ui/Dialog';
import { Icon } from '@/shared/ui/Icon';
import { BelowDesktop, DesktopOnly, useCloseFromDesktop } from '@/shared/ui/Responsive';
import { paths, useStoreView } from '@/shared/storeView';
import { MiniCart } from '@/features/cart/MiniCart';
import { CategoryMenu } from '@/features/catalog/CategoryMenu';
import { CompareList } from '@/features/compare/CompareList';
import { WishlistLink, WishlistMenuLink } from '@/features/wishlist/WishlistLink';
import { PrimaryNavigation } from '@/features/content/PrimaryNavigation';
import { SearchPanel } from '@/features/search/SearchPanel';
import { StoreSwitcher } from '@/features/storeSwitcher/StoreSwitcher';
import { CookieConsentNotice } from '@/features/cookieConsent/CookieConsentNotice';
import { PromoNotification } from '@/features/promo/PromoNotification';
import { AccountEntry } from './AccountEntry';
import { SiteFooter } from './SiteFooter';
import styles from './ShopLayout.module.css';

/**
 * seed 000 §2 default layout: header with navigation, store views and the mini cart around the page.
 * Phone first: below 64rem the navigation and the store switcher live in a menu drawer; from 64rem they are
 * in the header. Which one shows is CSS only, and each is rendered once at a time (the inline one while the
 * drawer is closed), so the server's markup is the client's first render and names stay unique.
 */
export function ShopLayout() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [menuOpen, setMenuOpen] = useState(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCloseFromDesktop(menuOpen, closeMenu);

  // Following a link in the drawer closes it, so the page it opens is not hidden behind it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

  const navigation = <PrimaryNavigation fallback={<CategoryMenu />} />;
  return (
    <div className={styles.shop}>
      <a className={styles.skipLink} href="#main">
        <Trans>Naar de inhoud</Trans>
      </a>
      <PromoNotification />
      <header className={styles.header}>
        <DesktopOnly>
          <div className={styles.utilityBar}>{!menuOpen && <StoreSwitcher />}</div>
        </DesktopOnly>
        <div className={styles.bar}>
          <BelowDesktop>
            <Button
              variant="ghost"
              iconOnly
              aria-label={t`Menu`}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" />
            </Button>
          </BelowDesktop>
          <Link className={styles.logo} to={paths.home(code)}>
            Clavis
          </Link>
          <DesktopOnly>{!menuOpen && <div className={styles.navigation}>{navigation}</div>}</DesktopOnly>
          <div className={styles.actions}>
            <SearchPanel />
            <AccountEntry />
            <div className={styles.roomyOnly}>
              <WishlistLink />
            </div>
            <CompareList />
            <MiniCart />
          </div>
        </div>
      </header>
      <OfflineBanner />
      <Drawer side="start" open={menuOpen} onClose={closeMenu} title={t`Menu`}>
        {/* Links close the drawer as they navigate; the click only bubbles up here to see that. */}
        <div className={styles.drawerMenu} onClick={closeOnLink}>
          {navigation}
          <div className={styles.drawerSection}>
            <WishlistMenuLink />
          </div>
          <section className={styles.drawerSection}>
            <h3 className={styles.drawerHeading}>{t`Kies je winkel`}</h3>
            <StoreSwitcher />
          </section>
        </div>
      </Drawer>
      <CookieConsentNotice />
      <NotificationList />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
