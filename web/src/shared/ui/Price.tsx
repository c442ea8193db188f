import { useLingui } from '@lingui/react/macro';
import { formatPrice, type MoneyValue } from '@/shared/format/price';
import { useStoreView } from '@/shared/storeView';
import styles from './Price.module.css';

export interface PriceProps {
  /** The price to pay. */
  final: MoneyValue;
  /** The regular price: struck through beside the final one when it is higher (a special price). */
  regular?: MoneyValue | null;
  size?: 'md' | 'lg';
}

/** A price in the store view's format (seed 000 §9), with the regular price struck through when discounted. */
export function Price({ final, regular, size = 'md' }: PriceProps) {
  const { locale } = useStoreView();
  const { t } = useLingui();
  const discounted = regular != null && final.value < regular.value;
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {discounted && (
        <del className={styles.regular} aria-label={t`Normale prijs`} data-testid="price-regular">
          {formatPrice(regular, locale)}
        </del>
      )}
      <span className={discounted ? `${styles.final} ${styles.special}` : styles.final} data-testid="price">
        {formatPrice(final, locale)}
      </span>
    </p>
  );
}
