import { useLingui } from '@lingui/react/macro';
import type { MoneyValue } from '@/shared/format/price';
import { Price } from '@/shared/ui/Price';
import { segmentsInclTax, totalSegmentTitle } from './totalSegments';
import styles from './TotalSegments.module.css';

export interface TotalSegmentsProps {
  /** A cart's totals (TotalSegments_totals), or a placed order's as the confirmation kept them. */
  totals: {
    segments: readonly { code: string; title: string; value: MoneyValue }[];
    grandTotal: MoneyValue;
    /** The subtotal including tax, shown for the platform's subtotal (see segmentsInclTax). */
    subtotalInclTax?: MoneyValue;
  };
  'data-testid'?: string;
}

/**
 * Total segments in the platform's order (seed 000 §3 total codes: subtotal, discount, B2B discount, tax,
 * shipping, grand total), as the cart, the checkout and the confirmation show them; the grand total alone when
 * the platform sent none.
 */
export function TotalSegments({
  totals: { segments, grandTotal, subtotalInclTax },
  'data-testid': testId,
}: TotalSegmentsProps) {
  const { t, i18n } = useLingui();
  const shown =
    segments.length > 0
      ? segmentsInclTax(segments, subtotalInclTax)
      : [{ code: 'grand_total', title: t`Totaal`, value: grandTotal }];
  return (
    <dl className={styles.totals} data-testid={testId}>
      {shown.map((segment) => (
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
