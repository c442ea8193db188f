import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './FilterChips.module.css';

export interface FilterChip {
  key: string;
  /** What the chip shows: the attribute and the value ('Leeftijd: 6–8 jaar'). */
  label: string;
  /** The button's name: what pressing it does, with the label in it ('Filter Leeftijd: 6–8 jaar verwijderen'). */
  removeLabel: string;
  onRemove(): void;
}

export interface FilterChipsProps {
  /** The accessible name of the row ('Actieve filters'). */
  label: string;
  chips: readonly FilterChip[];
  /** A button that removes every chip at once, shown when there are more than one. */
  clearAll?: { label: ReactNode; onClear(): void };
}

/**
 * The filters in force as a row of chips above what they filter, each a button that removes its filter; on a
 * phone they wrap under each other, so every chip stays a full tap target. A chip's name holds its visible label
 * (WCAG 2.5.3 label in name), so a voice user can say what they see.
 */
export function FilterChips({ label, chips, clearAll }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.row}>
      <ul className={styles.chips} aria-label={label}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={chip.removeLabel}
              onClick={chip.onRemove}
            >
              {chip.label}
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {clearAll && chips.length > 1 && (
        <button type="button" className={styles.clearAll} onClick={clearAll.onClear}>
          {clearAll.label}
        </button>
      )}
    </div>
  );
}
