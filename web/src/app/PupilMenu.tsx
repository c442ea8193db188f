import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { loadClassreadingCatalog } from '@/shared/i18n/loadI18n';
import { paths, useStoreView } from '@/shared/storeView';
import { DisclosureMenu } from '@/shared/ui/DisclosureMenu';
import { HeaderAction } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { useReadingLogout } from '@/features/classreading/session/useReadingLogout';

/**
 * A pupil's header entry, in the place of the shop's 'Log in' (a pupil is signed in to the reading programme,
 * not to the shop): their name, with their classreading dashboard and the logout of seed 001 §8.
 */
export function PupilMenu({ name }: { name: string }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const logOut = useReadingLogout();
  // The logout's own notices are the reading programme's texts.
  useEffect(() => void loadClassreadingCatalog(), []);
  return (
    <DisclosureMenu
      label={t`Mijn klaslezen`}
      data-testid="pupil-menu"
      trigger={(props) => (
        <HeaderAction
          icon={<Icon name="user" />}
          label={name}
          aria-label={t`Mijn klaslezen: ${name}`}
          {...props}
        />
      )}
      items={[
        <Link key="dashboard" to={paths.classreading(code)}>
          <Trans>Mijn klaslezen</Trans>
        </Link>,
        <button key="logout" type="button" onClick={() => void logOut()}>
          <Trans>Uitloggen</Trans>
        </button>,
      ]}
    />
  );
}
