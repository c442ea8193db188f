import { HomePage } from '@/features/content/HomePage';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

export function HomeRoute() {
  return (
    <>
      <EveryStorePageMeta name={null} pathIn={paths.home} />
      <HomePage />
    </>
  );
}
