import { useParams } from 'react-router-dom';
import { CategoryPage } from '@/features/catalog/CategoryPage';

/** /{store}/c/{slug}: the slug is the category's url path, slashes included (a splat route). */
export function CategoryRoute() {
  const { '*': urlPath = '' } = useParams();
  return <CategoryPage key={urlPath} urlPath={urlPath.replace(/\/+$/, '')} />;
}
