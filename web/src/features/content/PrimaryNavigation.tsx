import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavigationMenu } from '@/shared/ui/NavigationMenu';
import { usePrimaryNavigationQuery } from './PrimaryNavigation.generated';

/**
 * The editors' main menu (content service /primary-navigation); its paths carry the store prefix already.
 * While the content service is down (the field is null) the layout's `fallback` menu shows instead.
 */
export function PrimaryNavigation({ fallback = null }: { fallback?: ReactNode }) {
  const { t } = useLingui();
  const { data, loading } = usePrimaryNavigationQuery();
  const items = data?.primaryNavigation ?? [];
  if (items.length === 0) return loading ? null : fallback;
  return (
    <NavigationMenu
      label={t`Hoofdmenu`}
      entries={items.map((item) => ({
        label: item.label,
        to: item.path,
        children: item.children.map((child) => ({ label: child.label, to: child.path })),
      }))}
    />
  );
}
