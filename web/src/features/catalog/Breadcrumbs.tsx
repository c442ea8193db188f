import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import type { Breadcrumbs_CategoryFragment } from './Breadcrumbs.generated';

/**
 * seed 000 §2: "Breadcrumbs come from the category's parent_ids chain: name and route link for each category
 * that has a url_path." The last crumb is the page itself and is not a link.
 */
export function Breadcrumbs({ categories }: { categories: readonly Breadcrumbs_CategoryFragment[] }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  return (
    <nav className="breadcrumbs" aria-label={t`Kruimelpad`}>
      <ol>
        <li>
          <Link to={paths.home(code)}>{t`Home`}</Link>
        </li>
        {categories.map((category, index) => (
          <li key={category.id}>
            {category.urlPath && index < categories.length - 1 ? (
              <Link to={paths.category(code, category.urlPath)}>{category.name}</Link>
            ) : (
              <span aria-current={index === categories.length - 1 ? 'page' : undefined}>{category.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
