import { useEffect, type ReactNode } from 'react';
import styles from './Responsive.module.css';

/**
 * Shown from the desktop breakpoint (64rem) on, hidden below it, by CSS alone: the server and the first
 * client render give the same markup at every width, and hidden content is out of the accessibility tree.
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return <div className={styles.desktopOnly}>{children}</div>;
}

/** Shown below the desktop breakpoint only (the phone's menu and filter buttons). */
export function BelowDesktop({ children }: { children: ReactNode }) {
  return <div className={styles.belowDesktop}>{children}</div>;
}

/** The desktop breakpoint of tokens.css (--breakpoint-desktop). */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * Closes a drawer whose content has a place of its own from the desktop on (the menu, the filters) when
 * the window becomes that wide (a tablet turned sideways), so the content moves back into the page.
 */
export function useCloseFromDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);
}
