import { NotFound, Loading, LoadError } from '@/shared/ui/StatusMessages';
import { Link } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryListing } from './CategoryListing';
import { useCategoryPageQuery } from './CategoryPage.generated';

/** seed 000 §2 category route /c/{slug}: the category is looked up by its url path. */
export function CategoryPage({ urlPath }: { urlPath: string }) {
  const { code } = useStoreView();
  const { data, loading, error } = useCategoryPageQuery({ variables: { urlPath } });
  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  const category = data?.category;
  // seed 000 §8 'Category query returned empty result': for a shopper, a page that does not exist.
  if (!category) return <NotFound />;
  return (
    <div className="category">
      <Breadcrumbs categories={category.breadcrumbs} />
      <h1>{category.name}</h1>
      {category.children.length > 0 && (
        <ul className="category__children">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={paths.category(code, child.urlPath)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <CategoryListing categoryId={category.id} />
    </div>
  );
}
