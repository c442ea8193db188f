/**
 * The shop's analytics data layer (seed 000 §4 'Analytics steps: 1 personal info, 2 shipping, 3 payment, then
 * purchase'; §3 'Analytics cart line: sku, name, price, qty'). Events go to `window.dataLayer`, where a tag
 * manager reads them. Every event passes through `track`, the one place the cookie consent gates (seed 001 §4
 * 'Statistics scripts are enabled or disabled according to the statistical flag'): nothing else in the shop
 * writes to the data layer.
 */
import { consentAllowsNow } from '@/shared/consent/cookieConsent';

/** seed 000 §3 'Analytics cart line'. */
export interface AnalyticsCartLine {
  sku: string;
  name: string;
  /** The price of one item including tax. */
  price: number;
  qty: number;
}

/** seed 000 §4 analytics steps of the checkout. */
export const CHECKOUT_ANALYTICS_STEPS = {
  personal: { step: 1, option: 'personal info' },
  shipping: { step: 2, option: 'shipping' },
  payment: { step: 3, option: 'payment' },
} as const;

export type CheckoutAnalyticsStep = keyof typeof CHECKOUT_ANALYTICS_STEPS;

export interface CheckoutStepEvent {
  event: 'checkout';
  step: 1 | 2 | 3;
  option: string;
  currency: string;
  products: AnalyticsCartLine[];
}

export interface PurchaseEvent {
  event: 'purchase';
  /** The order number the shopper sees. */
  orderId: string;
  currency: string;
  /** The grand total. */
  revenue: number;
  shipping: number;
  tax: number;
  products: AnalyticsCartLine[];
}

export type AnalyticsEvent = CheckoutStepEvent | PurchaseEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to the data layer (made when missing), only with the visitor's statistical consent: without
 * it nothing is written, not even an empty data layer. The server render has no window and tracks nothing.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (!consentAllowsNow('statistical')) return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** The analytics lines of cart or order lines as the API names them. */
export function analyticsLinesOf(
  lines: readonly { sku: string; name: string; qty: number; priceInclTax: { value: number } }[],
): AnalyticsCartLine[] {
  return lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    price: line.priceInclTax.value,
    qty: line.qty,
  }));
}

export function checkoutStepEvent(
  step: CheckoutAnalyticsStep,
  currency: string,
  products: AnalyticsCartLine[],
): CheckoutStepEvent {
  return { event: 'checkout', ...CHECKOUT_ANALYTICS_STEPS[step], currency, products };
}

export function purchaseEvent(
  order: { number: string },
  totals: { currency: string; grandTotal: number; shipping: number; tax: number },
  products: AnalyticsCartLine[],
): PurchaseEvent {
  return {
    event: 'purchase',
    orderId: order.number,
    currency: totals.currency,
    revenue: totals.grandTotal,
    shipping: totals.shipping,
    tax: totals.tax,
    products,
  };
}
