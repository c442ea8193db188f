import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { Link } from './Link';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Steps.module.css';

export interface Step {
  key: string;
  label: ReactNode;
  /** Where the step is, when the shopper may go back to it; a step not reached yet has none. */
  to?: string | null;
  /** The step is finished: a tick instead of its number, and 'completed' for screen readers. */
  done?: boolean;
}

/**
 * The steps of a process (the checkout's personal details, shipping, payment) with the current one marked
 * (aria-current="step"); a step already done is a link back to it. Numbered, so the order reads without colour;
 * a finished step shows a tick, and screen readers hear it is completed.
 */
export function Steps({ steps, current, label }: { steps: readonly Step[]; current: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const isCurrent = step.key === current;
          const name = (
            <>
              {step.label}
              {step.done && ' '}
              {step.done && (
                <VisuallyHidden>
                  (<Trans>afgerond</Trans>)
                </VisuallyHidden>
              )}
            </>
          );
          return (
            <li
              key={step.key}
              className={styles.step}
              data-current={isCurrent || undefined}
              data-done={step.done || undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {step.done ? <Icon name="check" size={16} /> : index + 1}
              </span>
              {step.to && !isCurrent ? (
                <Link variant="quiet" to={step.to}>
                  {name}
                </Link>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
