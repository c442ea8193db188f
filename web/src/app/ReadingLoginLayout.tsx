import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { CookieConsentNotice } from '@/features/cookieConsent/CookieConsentNotice';
import { StoreSwitcher } from '@/features/storeSwitcher/StoreSwitcher';
import { NotificationList } from '@/shared/ui/Notifications';
import styles from './ShopLayout.module.css';

/**
 * The layout of the /en-rw reading login, the one page of that store view an anonymous visitor may see (seed
 * 001 §6): the shop's name, and the same page in the other store views, without the shop's menu, search, cart
 * or footer, whose every link would lead back here. After the login the shop's layout comes back.
 */
export function ReadingLoginLayout() {
  return (
    <div className={styles.shop} data-testid="reading-login-layout">
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
      <CookieConsentNotice linkToPage={false} />
      <NotificationList />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
