import type { OrderHistory, OrderHistoryItem, OrderHistoryLine } from '@shop/contracts';
import { money, type Money } from './totals';
import { isoDate } from './magentoDate';

/** seed 000 §3 'Order' as shown to users: number, status, date, items, discount code, subtotal, tax, grand total. */
export interface OrderView {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  items: OrderLineView[];
  discountCode: string | null;
  subtotal: Money;
  tax: Money;
  discount: Money;
  shipping: Money;
  grandTotal: Money;
}

export interface OrderLineView {
  sku: string;
  name: string;
  qty: number;
  priceInclTax: Money;
  rowTotalInclTax: Money;
}

/** seed 000 §7: order-history pages of 20, page 1 by default. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** A page larger than this is refused: one customer's history never needs more per page. */
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;

export function orderView(order: OrderHistoryItem): OrderView {
  const currency = order.order_currency_code as Money['currency'];
  return {
    id: String(order.entity_id),
    number: order.increment_id,
    status: order.status,
    createdAt: isoDate(order.created_at),
    items: order.items.map((line) => orderLineView(line, currency)),
    discountCode: order.coupon_code ?? null,
    subtotal: money(order.subtotal_incl_tax, currency),
    tax: money(order.tax_amount, currency),
    discount: money(order.discount_amount, currency),
    shipping: money(order.shipping_incl_tax, currency),
    grandTotal: money(order.grand_total, currency),
  };
}

function orderLineView(line: OrderHistoryLine, currency: Money['currency']): OrderLineView {
  return {
    sku: line.sku,
    name: line.name,
    qty: line.qty_ordered,
    priceInclTax: money(line.price_incl_tax, currency),
    rowTotalInclTax: money(line.row_total_incl_tax, currency),
  };
}

/** Whether an order is the one a customer asks for, by its id or its number. */
export function isOrder(order: OrderHistoryItem, idOrNumber: string): boolean {
  return String(order.entity_id) === idOrNumber || order.increment_id === idOrNumber;
}

/** The pages of order history still to read after `page` to find one order. */
export function hasMorePages(history: OrderHistory, page: number, pageSize: number): boolean {
  return page * pageSize < history.total_count;
}
