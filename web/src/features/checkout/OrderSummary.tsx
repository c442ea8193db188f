import { Trans, useLingui } from '@lingui/react/macro';
import { TotalSegments } from '@/shared/cart/TotalSegments';
import { formatPrice } from '@/shared/format/price';
import { useStoreView } from '@/shared/storeView';
import type { OrderSummary_CartFragment } from './OrderSummary.generated';
import styles from './CheckoutPage.module.css';

/**
 * The order beside every step: the lines and the cart's total segments, with the shipping segment and the
 * B2B discount segment (seed 000 §6) once the platform computed them.
 */
export function OrderSummary({ cart }: { cart: OrderSummary_CartFragment }) {
  const { t } = useLingui();
  const { locale } = useStoreView();
  return (
    <aside className={styles.summary} aria-label={t`Overzicht van je bestelling`} data-testid="order-summary">
      <h2>
        <Trans>Je bestelling</Trans>
      </h2>
      <ul className={styles.lines}>
        {cart.items.map((line) => (
          <li key={line.itemId} className={styles.line}>
            <span>
              {line.name} <span className={styles.muted}>× {line.qty}</span>
            </span>
            <span>{formatPrice(line.rowTotalInclTax, locale)}</span>
          </li>
        ))}
      </ul>
      <TotalSegments totals={cart.totals} data-testid="checkout-totals" />
    </aside>
  );
}
