import type { ReactNode } from 'react';
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
