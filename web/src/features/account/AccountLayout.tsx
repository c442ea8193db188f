import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router-dom';
import { accountPaths, useSession } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { useSessionActions } from './useSessionActions';
import styles from './Account.module.css';

/**
 * seed 000 §2 my-account: one account view whose active block is chosen by the route (profile, orders, an
 * order, digital products, newsletter, recently viewed), with the navigation between the blocks and the logout.
 */
export function AccountLayout() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { customer } = useSession();
  const { logOut } = useSessionActions();
  const { pathname } = useLocation();
  // An order's page belongs to the orders block; the other blocks are active on their own address only.
  const isActive = (to: string, end: boolean) =>
    end ? pathname.replace(/\/$/, '') === to : pathname.startsWith(to);
  const blocks = [
    { to: accountPaths.myAccount(code), label: t`Mijn profiel`, end: true },
    { to: accountPaths.myOrders(code), label: t`Mijn bestellingen`, end: false },
    { to: accountPaths.myDigitalProducts(code), label: t`Mijn digitale producten`, end: true },
    { to: accountPaths.myNewsletter(code), label: t`Nieuwsbrief`, end: true },
    { to: accountPaths.myRecentlyViewed(code), label: t`Recent bekeken`, end: true },
  ];
  return (
    <div className={styles.account}>
      <nav className={styles.nav} aria-label={t`Mijn account`}>
        <h1>
          <Trans>Mijn account</Trans>
        </h1>
        <ul>
          {blocks.map((block) => (
            <li key={block.to}>
              <Link
                variant="quiet"
                className={styles.navLink}
                to={block.to}
                aria-current={isActive(block.to, block.end) ? 'page' : undefined}
              >
                {block.label}
              </Link>
            </li>
          ))}
          {customer && (
            <li>
              <Button variant="ghost" flush onClick={() => void logOut()}>
                <Trans>Uitloggen</Trans>
              </Button>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.blocks}>
        <Outlet />
      </div>
    </div>
  );
}
