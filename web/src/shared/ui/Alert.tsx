import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export interface AlertProps {
  /** error: what stopped a form; success: what it did; warning and info: what the shopper should know. */
  tone: 'info' | 'success' | 'warning' | 'error';
  children: ReactNode;
  /** What the shopper can do about it (a link to request a new one). */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * A message inside a page, beside what it is about (a form's refusal above the form). Errors are read out at
 * once (role alert), the other tones politely (role status). Notifications, which come and go, are for news
 * that is not tied to a place in the page.
 */
export function Alert({ tone, children, action, 'data-testid': testId }: AlertProps) {
  return (
    <div
      className={styles.alert}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className={styles.body}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
