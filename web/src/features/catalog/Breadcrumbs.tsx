import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs as Trail } from '@/shared/ui/Breadcrumbs';
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
    <Trail
      items={[
        { label: t`Home`, to: paths.home(code) },
        ...categories.map((category) => ({
          label: category.name,
          to: category.urlPath ? paths.category(code, category.urlPath) : null,
        })),
      ]}
    />
  );
}
