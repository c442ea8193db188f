import { Link } from 'react-router-dom';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError, NotFound } from '@/shared/ui/StatusMessages';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryListing } from './CategoryListing';
import { useCategoryPageQuery } from './CategoryPage.generated';
import { ListingSkeleton } from './ProductListing';
import styles from './CategoryPage.module.css';

/** seed 000 §2 category route /c/{slug}: the category is looked up by its url path. */
export function CategoryPage({ urlPath }: { urlPath: string }) {
  const { code } = useStoreView();
  const { data, loading, error } = useCategoryPageQuery({ variables: { urlPath } });
  if (!data && loading) return <CategoryPageSkeleton />;
  if (!data && error) return <LoadError />;
  const category = data?.category;
  // seed 000 §8 'Category query returned empty result': for a shopper, a page that does not exist.
  if (!category) return <NotFound />;
  return (
    <div className={styles.category}>
      <Breadcrumbs categories={category.breadcrumbs} />
      <h1 className={styles.title}>{category.name}</h1>
      {category.children.length > 0 && (
        // Sub categories as a row of chips that scrolls within itself on a phone.
        <ul className={styles.children}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link className={styles.child} to={paths.category(code, child.urlPath)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CategoryListing categoryId={category.id} />
    </div>
  );
}

function CategoryPageSkeleton() {
  return (
    <div className={styles.category}>
      <LoadingRegion>
        <Skeleton width="12rem" />
        <Skeleton width="min(20rem, 70%)" height="2.25rem" />
      </LoadingRegion>
      <ListingSkeleton />
    </div>
  );
}
