import type { ReactNode } from 'react';
import styles from './DetailsList.module.css';

export interface DetailsRow {
  /** Stable React key (an attribute code, 'author'). */
  key: string;
  term: ReactNode;
  /** The value; a row without one (null, undefined, '' or an empty list) is left out. */
  details: ReactNode;
}

export interface DetailsListProps {
  rows: readonly DetailsRow[];
  /** panel: on a surface of its own (a product page); compact: smaller text inside a card or drawer. */
  variant?: 'panel' | 'compact';
  'data-testid'?: string;
}

const hasValue = (details: ReactNode) =>
  details !== null && details !== undefined && details !== '' && !(Array.isArray(details) && !details.length);

/**
 * Facts as a definition list: terms beside their values, two columns that still fit at 320 px (the value
 * column takes the room and wraps). Nothing is rendered when no row has a value.
 */
export function DetailsList({ rows, variant = 'panel', 'data-testid': testId }: DetailsListProps) {
  const shown = rows.filter((row) => hasValue(row.details));
  if (!shown.length) return null;
  return (
    <dl className={styles.list} data-variant={variant} data-testid={testId}>
      {shown.map((row) => (
        // A div per pair keeps term and value together for assistive technology (allowed in a dl).
        <div key={row.key} className={styles.row}>
          <dt>{row.term}</dt>
          <dd>{row.details}</dd>
        </div>
      ))}
    </dl>
  );
}
