import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
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
    <nav className="primary-nav" aria-label={t`Hoofdmenu`}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path}>{item.label}</NavLink>
            {item.children.length > 0 && (
              <ul className="primary-nav__children">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <NavLink to={child.path}>{child.label}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
