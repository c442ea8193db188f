import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { useCategoryMenuQuery } from './CategoryMenu.generated';

/** The top categories of the catalogue (children of the root category 2, by position; seed 000 §9). */
export function CategoryMenu() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { data } = useCategoryMenuQuery();
  const categories = data?.categoryTree ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="category-menu" aria-label={t`Categorieën`}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={paths.category(code, category.urlPath)}>{category.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
