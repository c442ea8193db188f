import { ADD_TO_CART_MESSAGES } from './addToCart';
import type { StockCheckResult } from './stockStatus';

/** What the stock check of a cart line says (seed 000 §4 'Stock status', 'Cart sync'; §8). */
export interface LineStockMessage {
  code: 'OK' | 'VOLATILE' | 'OUT_OF_STOCK' | 'QTY_NOT_AVAILABLE';
  message: string;
  isError: boolean;
}

/** seed 000 §4: 'On stock sync an item gets info 'In stock!' or error 'Out of the stock!''. */
export const LINE_STOCK_MESSAGES = {
  inStock: 'In stock!',
  outOfStock: 'Out of the stock!',
  // seed 000 §8 'only N available'.
  onlyAvailable: (qty: number) => `Only ${qty} available`,
} as const;

/**
 * The message of a line of `qty` given its product's stock: out of stock, fewer in stock than in the cart
 * (managed stock only), volatile when stock is not verified online, else in stock.
 */
export function lineStockMessage(stock: StockCheckResult, qty: number): LineStockMessage {
  switch (stock.status) {
    case 'out_of_stock':
      return { code: 'OUT_OF_STOCK', message: LINE_STOCK_MESSAGES.outOfStock, isError: true };
    case 'volatile':
      return { code: 'VOLATILE', message: ADD_TO_CART_MESSAGES.volatile, isError: false };
    case 'ok':
      if (stock.isManageStock && qty > stock.qty)
        return {
          code: 'QTY_NOT_AVAILABLE',
          message: LINE_STOCK_MESSAGES.onlyAvailable(stock.qty),
          isError: true,
        };
      return { code: 'OK', message: LINE_STOCK_MESSAGES.inStock, isError: false };
  }
}

/** The user error of a quantity the platform refused for lack of stock (seed 000 §8 'only N available'). */
export interface OnlyAvailableError {
  code: 'QTY_NOT_AVAILABLE';
  message: string;
  field: 'qty';
}

/**
 * seed 000 §5, §8: 'only a stated quantity may be available'. A quantity refused for lack of stock names what
 * there is when the platform manages the product's stock; null when it cannot say (unmanaged or unknown stock),
 * and the refusal stays 'out of stock'.
 */
export function onlyAvailableError(stock: StockCheckResult | null): OnlyAvailableError | null {
  if (!stock?.isManageStock || stock.qty <= 0) return null;
  return { code: 'QTY_NOT_AVAILABLE', message: LINE_STOCK_MESSAGES.onlyAvailable(stock.qty), field: 'qty' };
}
