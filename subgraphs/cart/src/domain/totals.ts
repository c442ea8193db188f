import { chosenBundleOptions, type ChosenBundleOption } from './bundleOptions';
import type { CartTotals, ServerCartItem } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';

export type Currency = StoreView['currency'];

/** Money as the schema conventions want it: { value, currency }. */
export interface Money {
  value: number;
  currency: Currency;
}

/** Amounts in the store view's currency (seed 000 §9: EUR, USD for en-rw), rounded to cents. */
export function money(value: number, currency: Currency): Money {
  return { value: Math.round((value + Number.EPSILON) * 100) / 100, currency };
}

export interface TotalsInCurrency {
  subtotalInclTax: Money;
  grandTotal: Money;
  tax: Money;
  segments: { code: string; title: string; value: Money }[];
}

/** seed 000 §3 total codes (subtotal_incl_tax, grand_total, ...) from the platform's /api/cart/totals answer. */
export function totalsInCurrency(totals: CartTotals, currency: Currency): TotalsInCurrency {
  return {
    subtotalInclTax: money(totals.subtotal_incl_tax, currency),
    grandTotal: money(totals.grand_total, currency),
    tax: money(totals.tax_amount, currency),
    segments: totals.total_segments.map((segment) => ({
      code: segment.code,
      title: segment.title,
      value: money(segment.value, currency),
    })),
  };
}

export interface CartLine {
  itemId: string;
  sku: string;
  qty: number;
  name: string;
  priceInclTax: Money;
  rowTotalInclTax: Money;
  /** A bundle line's chosen options (seed 000 §3 product_option); empty for other lines. */
  bundleOptions: ChosenBundleOption[];
}

/** A server cart item as a cart line; its price is the unit price including tax (source prices include tax, seed 000 §9). */
export function cartLine(item: ServerCartItem, currency: Currency): CartLine {
  return {
    itemId: String(item.item_id),
    sku: item.sku,
    qty: item.qty,
    name: item.name,
    priceInclTax: money(item.price, currency),
    rowTotalInclTax: money(item.price * item.qty, currency),
    bundleOptions: chosenBundleOptions(item.product_option),
  };
}

/** The number of items in a cart: the sum of the lines' quantities. */
export function itemsQty(items: readonly Pick<ServerCartItem, 'qty'>[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}
