import type { MoneyValue } from '@/shared/format/price';

/** seed 000 §7 order-history: currentPage 1 by default; anything but a whole number from 1 up is page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` orders fill at `pageSize` a page (at least one, the empty page). */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/**
 * An order's ISO 8601 time in the seed's format (seed 000 §9 'HH:mm D-M-YYYY', `format` is
 * shared/format/date's formatDateTime); a value that is no date is shown as it came.
 */
export function orderDate(createdAt: string, format: (date: Date) => string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : format(date);
}

/** seed 000 §9: orders history page size 20. */
export const ORDERS_PAGE_SIZE = 20;

/** The order list's query variables, from the page's address (?page=): the server's render and the list use them. */
export function myOrdersVariables(search: URLSearchParams): { pageSize: number; currentPage: number } {
  return { pageSize: ORDERS_PAGE_SIZE, currentPage: pageOf(search.get('page')) };
}

/** seed 000 §2 my-order: the order query's variables, from the route's `:orderId` (the server's render and the page). */
export function myOrderVariables(params: { orderId?: string }): { id: string } {
  return { id: params.orderId ?? '' };
}

/**
 * An order's totals as total segments (seed 000 §3 total codes), so the order's page shows them as the cart and
 * the confirmation do: subtotal, the discount when there is one, shipping, the tax included, grand total.
 */
export function orderTotalSegments(order: {
  subtotal: MoneyValue;
  discount: MoneyValue;
  shipping: MoneyValue;
  tax: MoneyValue;
  grandTotal: MoneyValue;
}): { code: string; title: string; value: MoneyValue }[] {
  return [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: order.subtotal },
    ...(order.discount.value !== 0 ? [{ code: 'discount', title: 'Discount', value: order.discount }] : []),
    { code: 'shipping', title: 'Shipping', value: order.shipping },
    { code: 'tax', title: 'Tax', value: order.tax },
    { code: 'grand_total', title: 'Grand Total', value: order.grandTotal },
  ];
}
