import { useLingui } from '@lingui/react/macro';
import type { StockLabel_StockFragment } from './StockLabel.generated';
import styles from './StockLabel.module.css';

/**
 * seed 000 §4 stock statuses: ok, volatile (not verified online) and out_of_stock. The stock is null when the
 * commerce platform could not be reached; the product is still shown, with its stock unknown.
 */
export function StockLabel({ stock }: { stock: StockLabel_StockFragment | null | undefined }) {
  const { t } = useLingui();
  const status = stock?.status ?? 'UNKNOWN';
  const text = {
    OK: t`Op voorraad`,
    VOLATILE: t`Voorraad niet bevestigd`,
    OUT_OF_STOCK: t`Niet op voorraad`,
    UNKNOWN: t`Voorraad onbekend`,
  }[status];
  return (
    <p className={styles.stock} data-testid="stock" data-stock={status}>
      {text}
    </p>
  );
}
