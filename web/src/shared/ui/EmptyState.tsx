import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title?: ReactNode;
  /** The heading level that fits the page's outline (1 on a page of its own, e.g. not found). */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  /** What the shopper can do next (a link home, a retry button). */
  action?: ReactNode;
  tone?: 'neutral' | 'warning' | 'error';
  /** status: news read out politely (an empty listing); alert: an error read out at once. */
  role?: 'status' | 'alert';
  'data-testid'?: string;
}

/** Nothing to show, or something went wrong: a calm panel with a message and what to do next. */
export function EmptyState({
  title,
  headingLevel = 2,
  children,
  action,
  tone = 'neutral',
  role,
  'data-testid': testId,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.empty} data-tone={tone} role={role} data-testid={testId}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
