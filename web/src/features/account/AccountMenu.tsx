import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { accountPaths, useSession } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { DisclosureMenu } from '@/shared/ui/DisclosureMenu';
import { HeaderAction, HeaderActionLink } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { useSessionActions } from './useSessionActions';

/**
 * The header's account entry: 'Log in' for a guest (coming back to this page afterwards), the customer's
 * first name with a menu of the account's blocks and the logout for a customer. While the session is being
 * asked (and in the server's render, which never knows the customer) it shows 'Log in'.
 */
export function AccountMenu() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { pathname, search } = useLocation();
  const { customer } = useSession();
  const { logOut } = useSessionActions();

  if (!customer) {
    const onLoginPage = pathname.startsWith(accountPaths.login(code));
    return (
      <HeaderActionLink
        icon={<Icon name="user" />}
        label={<Trans>Inloggen</Trans>}
        to={
          onLoginPage
            ? `${pathname}${search}`
            : accountPaths.login(code, { redirect: `${pathname}${search}` })
        }
        data-testid="account-login"
      />
    );
  }
  return (
    <DisclosureMenu
      label={t`Mijn account`}
      data-testid="account-menu"
      trigger={(props) => (
        <HeaderAction
          icon={<Icon name="user" />}
          label={customer.firstname}
          aria-label={t`Mijn account: ${customer.firstname}`}
          {...props}
        />
      )}
      items={[
        <Link key="account" to={accountPaths.myAccount(code)}>
          <Trans>Mijn account</Trans>
        </Link>,
        <Link key="orders" to={accountPaths.myOrders(code)}>
          <Trans>Mijn bestellingen</Trans>
        </Link>,
        <Link key="newsletter" to={accountPaths.myNewsletter(code)}>
          <Trans>Nieuwsbrief</Trans>
        </Link>,
        <button key="logout" type="button" onClick={() => void logOut()}>
          <Trans>Uitloggen</Trans>
        </button>,
      ]}
    />
  );
}
