import { CARD_ORDER_STATUS, type OrderHistoryItem } from '@shop/contracts';

/**
 * Orders that give no right to their books: a card payment still running, or refused (the order was
 * cancelled and the cart given back). Every other order (bank transfer, cash on delivery, paid) delivers its
 * downloads, as Magento does with 'Order Item Status to Enable Downloads' set to Pending.
 */
const WITHOUT_DOWNLOADS: ReadonlySet<string> = new Set([
  CARD_ORDER_STATUS.awaitingPayment,
  CARD_ORDER_STATUS.cancelled,
]);

/** The skus a customer's orders entitle them to, each once, newest order first (the order-history order). */
export function orderedSkus(orders: readonly OrderHistoryItem[]): string[] {
  const skus = new Set<string>();
  for (const order of orders) {
    if (WITHOUT_DOWNLOADS.has(order.status)) continue;
    for (const line of order.items) if (line.qty_ordered > 0) skus.add(line.sku);
  }
  return [...skus];
}
