import type { ReactNode } from 'react';
import styles from './InlineMessage.module.css';

export type InlineMessageTone = 'info' | 'success' | 'warning' | 'error';

export interface InlineMessageProps {
  tone?: InlineMessageTone;
  children: ReactNode;
  /**
   * status: read out politely when it appears (a form's success); alert: read out at once (a refusal);
   * none: part of the content, read in its place (a cart line's stock).
   */
  live?: 'status' | 'alert' | 'none';
  'data-testid'?: string;
}

/**
 * A short message beside what it is about (a form, a cart line): its tone is said by the text and an icon
 * mark as well as by the colour, never by the colour alone.
 */
export function InlineMessage({
  tone = 'info',
  children,
  live = 'none',
  'data-testid': testId,
}: InlineMessageProps) {
  return (
    <p
      className={styles.message}
      data-tone={tone}
      role={live === 'none' ? undefined : live}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
