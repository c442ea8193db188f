import { useLingui } from '@lingui/react/macro';
import { Link } from './Link';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where it leads; the page itself has none. */
  to?: string | null;
}

/**
 * Where the page sits in the shop. The last crumb is the page itself (aria-current="page", not a link); on
 * a phone the trail scrolls within itself instead of wrapping over several lines.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav className={styles.breadcrumbs} aria-label={t`Kruimelpad`}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
