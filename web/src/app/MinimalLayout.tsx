import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { CookieConsentNotice } from '@/features/cookieConsent/CookieConsentNotice';
import { StoreSwitcher } from '@/features/storeSwitcher/StoreSwitcher';
import { NotificationList } from '@/shared/ui/Notifications';
import { OfflineBanner } from '@/shared/ui/OfflineBanner';
import styles from './ShopLayout.module.css';

/**
 * seed 000 §2 'minimal layout': the shop's name, and the same page in the other store views, without the
 * shop's menu, search, cart or footer. For the /en-rw reading login, the one page of that store view an
 * anonymous visitor may see (seed 001 §6), whose every shop link would lead back to it; after the login the
 * shop's layout comes back. For the error page (seed 000 §2 /error), which must show when the shop's own
 * layout and data could not.
 */
export function MinimalLayout() {
  return (
    <div className={styles.shop} data-testid="minimal-layout">
      <a className={styles.skipLink} href="#main">
        <Trans>Naar de inhoud</Trans>
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <span className={styles.logo}>Clavis</span>
          <div className={styles.actions}>
            <StoreSwitcher />
          </div>
        </div>
      </header>
      <OfflineBanner />
      <CookieConsentNotice linkToPage={false} />
      <NotificationList />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
