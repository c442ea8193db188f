import { NavLink } from 'react-router-dom';
import styles from './NavigationMenu.module.css';

export interface MenuEntry {
  label: string;
  to: string;
  children?: readonly MenuEntry[];
}

/**
 * The shop's main menu. Phone first it is a tree (in the menu drawer: each entry a full-width row, sub
 * entries indented under it); from the desktop breakpoint one row of top entries in the header, which never
 * wrap inside and scroll within the row when the window is too narrow for all of them.
 */
export function NavigationMenu({ label, entries }: { label: string; entries: readonly MenuEntry[] }) {
  return (
    <nav className={styles.menu} aria-label={label}>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.to} className={styles.entry}>
            <NavLink className={styles.link} to={entry.to} end>
              {entry.label}
            </NavLink>
            {entry.children && entry.children.length > 0 && (
              <ul className={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.to}>
                    <NavLink className={styles.childLink} to={child.to} end>
                      {child.label}
                    </NavLink>
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
