import type { ReactNode } from 'react';
import { Link } from './Link';
import styles from './Steps.module.css';

export interface Step {
  key: string;
  label: ReactNode;
  /** Where the step is, when the shopper may go back to it; a step not reached yet has none. */
  to?: string | null;
}

/**
 * The steps of a process (the checkout's personal details, shipping, payment) with the current one marked
 * (aria-current="step"); a step already done is a link back to it. Numbered, so the order reads without colour.
 */
export function Steps({ steps, current, label }: { steps: readonly Step[]; current: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const isCurrent = step.key === current;
          return (
            <li key={step.key} className={styles.step} data-current={isCurrent || undefined}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {step.to && !isCurrent ? (
                <Link variant="quiet" to={step.to}>
                  {step.label}
                </Link>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{step.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
