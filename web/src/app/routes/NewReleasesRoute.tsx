import { useLingui } from '@lingui/react/macro';
import { NewReleasesPage } from '@/features/catalog/NewReleasesPage';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

/** seed 000 §2 translated route new-releases = nieuwe-uitgaven: each store view links its own segment. */
export function NewReleasesRoute() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Nieuwe uitgaven`} pathIn={paths.newReleases} />
      <NewReleasesPage />
    </>
  );
}
