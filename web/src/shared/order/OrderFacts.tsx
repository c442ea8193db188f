import type { ReactNode } from 'react';
import styles from './OrderDetails.module.css';

export interface OrderFact {
  key: string;
  term: ReactNode;
  /** Left out when there is none. */
  details: ReactNode;
}

/**
 * An order's facts, term above value on a phone and side by side from a small tablet on: an IBAN, a structured
 * reference or a method's name stays whole, to be read and typed.
 */
export function OrderFacts({
  facts,
  'data-testid': testId,
}: {
  facts: readonly OrderFact[];
  'data-testid'?: string;
}) {
  const shown = facts.filter(
    (fact) => fact.details !== null && fact.details !== undefined && fact.details !== '',
  );
  if (!shown.length) return null;
  return (
    <dl className={styles.facts} data-testid={testId}>
      {shown.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd>{fact.details}</dd>
        </div>
      ))}
    </dl>
  );
}
