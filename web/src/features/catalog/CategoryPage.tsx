import type { BannerCard_BannerFragment } from '@/shared/content/BannerCard.generated';
import { Link } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryListing } from './CategoryListing';
import type { CategoryPage_CategoryFragment } from './CategoryPage.generated';
import styles from './CategoryPage.module.css';

export interface CategoryPageProps {
  category: CategoryPage_CategoryFragment;
  /** seed 001 §3 productBanners, shown among the books; none when the content service has none. */
  banners?: readonly BannerCard_BannerFragment[] | null;
  /** The page's query is asked again for other filters or another sort; the listing shown stays meanwhile. */
  listingLoading: boolean;
  listingError: unknown;
}

/**
 * seed 000 §2 category route /c/{slug}: the category the address names, with its breadcrumbs, subcategories
 * and listing, all from the page's one query (the route query spreads CategoryPage_category).
 */
export function CategoryPage({ category, banners, listingLoading, listingError }: CategoryPageProps) {
  const { code } = useStoreView();
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
      <CategoryListing
        categoryId={category.id}
        list={category.products}
        banners={banners}
        loading={listingLoading}
        error={listingError}
      />
    </div>
  );
}
