import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { accountPaths } from '@/shared/session';
import { useStoreView } from '@/shared/storeView';
import { DisclosureMenu } from '@/shared/ui/DisclosureMenu';
import { HeaderAction } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { useSessionActions } from './useSessionActions';

/** A logged-in customer's header menu: the account's blocks and the logout (AccountMenu loads it lazily). */
export function CustomerMenu({ firstname }: { firstname: string }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { logOut } = useSessionActions();
  return (
    <DisclosureMenu
      label={t`Mijn account`}
      data-testid="account-menu"
      trigger={(props) => (
        <HeaderAction
          icon={<Icon name="user" />}
          label={firstname}
          aria-label={t`Mijn account: ${firstname}`}
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
        <Link key="digital-products" to={accountPaths.myDigitalProducts(code)}>
          <Trans>Mijn digitale producten</Trans>
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
