import { roundToCents } from '@shop/store-views';
import type { OrderProductLine } from './checkoutInput';

/** A price the shop showed may differ from the server's by rounding, never by more. */
export const PRICE_TOLERANCE = 0.01;

/** What the check needs of a cart line: its sku, qty and unit price incl. tax as the server charges it. */
export interface ChargedLine {
  sku: string;
  qty: number;
  price: number;
}

/**
 * Whether an order's products are the cart's lines at the prices the server charges (within a cent): the
 * same skus, the same quantity of each (lines of one sku count together). A changed price or qty refuses
 * the order, so the shopper reviews the cart first.
 */
export function matchesCart(products: readonly OrderProductLine[], lines: readonly ChargedLine[]): boolean {
  const cart = new Map<string, { qty: number; price: number }>();
  for (const line of lines)
    cart.set(line.sku, { qty: (cart.get(line.sku)?.qty ?? 0) + line.qty, price: line.price });
  const asked = new Map<string, number>();
  for (const product of products) {
    const charged = cart.get(product.sku);
    if (!charged) return false;
    // Measured in cents: 21.21 − 21.20 is a hair above 0.01 in binary floating point.
    if (
      product.priceInclTax !== undefined &&
      roundToCents(Math.abs(product.priceInclTax - charged.price)) > PRICE_TOLERANCE
    )
      return false;
    asked.set(product.sku, (asked.get(product.sku) ?? 0) + product.qty);
  }
  return [...cart].every(([sku, charged]) => asked.get(sku) === charged.qty);
}
