import { useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { LoadError, Loading } from '@/shared/ui/StatusMessages';
import { AddressesBlock } from './AddressesBlock';
import { useMyAccountPageQuery } from './MyAccountPage.generated';
import { PasswordBlock } from './PasswordBlock';
import { ProfileBlock } from './ProfileBlock';
import { RequireLogin } from './RequireLogin';

/** seed 000 §2 my-account: the profile, the password and the addresses of the logged-in customer. */
export function MyProfilePage() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Mijn account`} pathIn={accountPaths.myAccount} />
      <RequireLogin>
        <MyProfileBlocks />
      </RequireLogin>
    </>
  );
}

function MyProfileBlocks() {
  const { data, loading, error } = useMyAccountPageQuery();
  const me = data?.me;
  if (!me) return loading ? <Loading /> : error ? <LoadError /> : null;
  return (
    <>
      <ProfileBlock customer={me} />
      <PasswordBlock />
      <AddressesBlock customer={me} />
    </>
  );
}
