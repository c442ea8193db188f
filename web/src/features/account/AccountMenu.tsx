import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { accountPaths, useSession } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { HeaderAction, HeaderActionLink } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';

const CustomerMenu = lazy(() =>
  import('./CustomerMenu').then((module) => ({ default: module.CustomerMenu })),
);

/**
 * The header's account entry: 'Log in' for a guest (coming back to this page afterwards), the customer's
 * first name with a menu of the account's blocks and the logout for a customer. While the session is being
 * asked (and in the server's render, which never knows the customer) it shows 'Log in'.
 */
export function AccountMenu() {
  const { code } = useStoreView();
  const { pathname, search } = useLocation();
  const { customer } = useSession();

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
    // The customer's menu and its logout load on their own: a guest's first page never carries them.
    <Suspense fallback={<HeaderAction icon={<Icon name="user" />} label={customer.firstname} />}>
      <CustomerMenu firstname={customer.firstname} />
    </Suspense>
  );
}
