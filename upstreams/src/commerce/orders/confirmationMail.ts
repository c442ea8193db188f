import type { CartTotals } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import type { Mail } from '../mail/outbox';

export interface ConfirmationMailInput {
  from: string;
  to: string;
  orderNumber: string;
  totals: CartTotals;
  storeView: Pick<StoreView, 'locale' | 'currency'>;
}

/**
 * The order confirmation the platform mails when an order is placed (seed 000 §7 Mail service): the order
 * number, the lines and the total segments, amounts in the store view's format.
 */
export function orderConfirmationMail({
  from,
  to,
  orderNumber,
  totals,
  storeView,
}: ConfirmationMailInput): Mail {
  const money = new Intl.NumberFormat(storeView.locale, { style: 'currency', currency: storeView.currency });
  const lines = totals.items.map(
    (item) => `${item.qty} × ${item.name}: ${money.format(item.row_total_incl_tax)}`,
  );
  const segments = totals.total_segments.map((segment) => `${segment.title}: ${money.format(segment.value)}`);
  return {
    sourceAddress: from,
    targetAddress: to,
    subject: `Order #${orderNumber}`,
    text: [`Order #${orderNumber}`, '', ...lines, '', ...segments].join('\n'),
  };
}
