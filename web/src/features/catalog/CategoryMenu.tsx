import { useLingui } from '@lingui/react/macro';
import { NavigationMenu } from '@/shared/ui/NavigationMenu';
import { paths, useStoreView } from '@/shared/storeView';
import { useCategoryMenuQuery } from './CategoryMenu.generated';

/**
 * The top categories of the catalogue (children of the root category 2, by position; seed 000 §9), after
 * the new releases, as the editors' menu has them.
 */
export function CategoryMenu() {
  const { t } = useLingui();
  const { code } = useStoreView();
  const { data } = useCategoryMenuQuery();
  const categories = data?.categoryTree ?? [];
  if (categories.length === 0) return null;
  return (
    <NavigationMenu
      label={t`Categorieën`}
      entries={[
        { label: t`Nieuwe uitgaven`, to: paths.newReleases(code) },
        ...categories.map((category) => ({
          label: category.name,
          to: paths.category(code, category.urlPath),
        })),
      ]}
    />
  );
}
