import { useLingui } from '@lingui/react/macro';
import { isDigitalBook } from './digitalBook';
import type { StockLabel_ProductFragment } from './StockLabel.generated';
import styles from './StockLabel.module.css';

/**
 * seed 000 §4 stock statuses: ok, volatile (not verified online) and out_of_stock. The stock is null when the
 * commerce platform could not be reached; the product is still shown, with its stock unknown. An e-book or
 * audiobook has no stock line: it is never 'in stock' the way a printed book is.
 */
export function StockLabel({ product }: { product: StockLabel_ProductFragment }) {
  const { t } = useLingui();
  if (isDigitalBook(product.type)) return null;
  const status = product.stock?.status ?? 'UNKNOWN';
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
