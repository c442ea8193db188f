import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './NoticePanel.module.css';

export interface NoticePanelProps {
  title: ReactNode;
  /** Read out with the title when the focus comes in. */
  description: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A notice that asks the visitor something before they go on (the cookie consent), fixed at the bottom of
 * the window: it covers the page rather than pushing it, so its arrival or departure moves no content.
 * Unlike Dialog it is rendered with its content by the server, and it is not modal: the page stays usable.
 * Once the browser runs, the focus goes into it (its title and description are read out), and when it goes
 * away the focus returns where it was.
 */
export function NoticePanel({ title, description, children, 'data-testid': testId }: NoticePanelProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus({ preventScroll: true });
    return () => {
      // Only when the focus was in the notice: a visitor who went on meanwhile keeps their place.
      const inside = document.activeElement === document.body || panel.contains(document.activeElement);
      if (inside && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className={styles.panel}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={descriptionId} className={styles.description}>
        {description}
      </div>
      {children}
    </section>
  );
}
