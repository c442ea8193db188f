import type { StockItem } from '@shop/contracts';
import { MESSAGES } from '../messages';

/**
 * Magento's checks of a cart line's quantity against the product's stock item, in Magento's order.
 * Unmanaged stock is always in stock, whatever qty says. Returns the rejection message, or null.
 */
export function stockRejection(
  stock: Pick<
    StockItem,
    'qty' | 'is_in_stock' | 'manage_stock' | 'is_qty_decimal' | 'min_sale_qty' | 'max_sale_qty'
  >,
  requestedQty: number,
): string | null {
  if (!stock.is_qty_decimal && !Number.isInteger(requestedQty)) return MESSAGES.decimalQty;
  if (requestedQty < stock.min_sale_qty) return MESSAGES.fewestQty(stock.min_sale_qty);
  if (requestedQty > stock.max_sale_qty) return MESSAGES.mostQty(stock.max_sale_qty);
  if (!stock.manage_stock) return null;
  if (!stock.is_in_stock) return MESSAGES.productNotAvailable;
  if (requestedQty > stock.qty) return MESSAGES.notEnoughStock;
  return null;
}
