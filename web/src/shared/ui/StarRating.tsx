import { useLingui } from '@lingui/react/macro';
import styles from './StarRating.module.css';

export const MAX_STARS = 5;

/** A rating of 1 to 5 stars, drawn as stars and read out as words ("4 van 5 sterren"). */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useLingui();
  const shown = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span className={styles.rating} role="img" aria-label={t`${shown} van ${MAX_STARS} sterren`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} className={index < shown ? styles.full : styles.empty} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
