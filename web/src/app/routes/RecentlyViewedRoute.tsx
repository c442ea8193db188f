import { useLingui } from '@lingui/react/macro';
import { RecentlyViewedPage } from '@/features/recentlyViewed/RecentlyViewedPage';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

export function RecentlyViewedRoute() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Recent bekeken`} pathIn={paths.recentlyViewed} />
      <RecentlyViewedPage />
    </>
  );
}
