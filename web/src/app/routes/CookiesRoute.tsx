import { useLingui } from '@lingui/react/macro';
import { CookiesPage } from '@/features/cookieConsent/CookiesPage';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

export function CookiesRoute() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Cookievoorkeuren`} pathIn={paths.cookies} />
      <CookiesPage />
    </>
  );
}
