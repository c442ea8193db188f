import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from './Button';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** Called with the quantity asked for; the owner changes `value` once it is accepted. */
  onChange(qty: number): void;
  /** What is counted, for screen readers ("Aantal van De kleine ijsbeer"). */
  label: string;
  min?: number;
  max?: number;
  /** A change is on its way: both buttons wait for it. */
  busy?: boolean;
}

/**
 * A quantity with a minus and a plus button, each a full tap target. The number is announced when it
 * changes; below `min` nothing happens (removal is a separate, confirmed action).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  busy = false,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const valueId = useId();
  return (
    <div className={styles.stepper} role="group" aria-label={label} aria-busy={busy || undefined}>
      <Button
        size="sm"
        iconOnly
        aria-label={t`Eén minder`}
        aria-describedby={valueId}
        disabled={busy || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output id={valueId} className={styles.value} aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <Button
        size="sm"
        iconOnly
        aria-label={t`Eén meer`}
        aria-describedby={valueId}
        disabled={busy || (max !== undefined && value >= max)}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
