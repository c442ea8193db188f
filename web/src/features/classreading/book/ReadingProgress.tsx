import { Trans, useLingui } from '@lingui/react/macro';
import styles from './Books.module.css';

/** A pupil's reading progress in a book (seed 001 §3 Tracking: percentage per ISBN), as a bar and in words. */
export function ReadingProgress({ percentage }: { percentage: number }) {
  const { t } = useLingui();
  return (
    <div className={styles.progress} data-testid="reading-progress">
      <span>
        <Trans>{percentage}% gelezen</Trans>
      </span>
      <progress max={100} value={percentage} aria-label={t`Leesvoortgang`} />
    </div>
  );
}
