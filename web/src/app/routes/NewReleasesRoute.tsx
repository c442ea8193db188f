import { NewReleasesPage } from '@/features/catalog/NewReleasesPage';

export function NewReleasesRoute() {
  return <NewReleasesPage />;
}
