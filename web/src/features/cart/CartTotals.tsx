import { useLingui } from '@lingui/react/macro';
import { Price } from '@/shared/ui/Price';
import { totalSegmentTitle } from './cartOutcomes';
import type { CartTotals_TotalsFragment } from './CartTotals.generated';
import styles from './CartTotals.module.css';

/**
 * The cart's total segments in the platform's order (seed 000 §3 total codes: subtotal, discount, tax,
 * shipping, grand total); the grand total alone when the platform sent none.
 */
export function CartTotals({ totals }: { totals: CartTotals_TotalsFragment }) {
  const { t, i18n } = useLingui();
  const segments =
    totals.segments.length > 0
      ? totals.segments
      : [{ code: 'grand_total', title: t`Totaal`, value: totals.grandTotal }];
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      {segments.map((segment) => (
        <div
          key={segment.code}
          className={segment.code === 'grand_total' ? `${styles.segment} ${styles.grand}` : styles.segment}
          data-code={segment.code}
        >
          <dt>{totalSegmentTitle(i18n, segment)}</dt>
          <dd>
            <Price final={segment.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
