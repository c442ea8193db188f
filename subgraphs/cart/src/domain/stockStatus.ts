import type { StockItem } from '@shop/contracts';

/** seed 000 §4 'Stock status': ok, volatile (not verified online, when stock sync is off), out_of_stock. */
export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

/** seed 000 §3 'Stock check result' (qty, status, isManageStock), plus whether the product can be bought now. */
export interface StockCheckResult {
  qty: number;
  status: StockStatus;
  isManageStock: boolean;
  isInStock: boolean;
}

/** The status of a stock item the platform answered for: unmanaged stock is always ok. */
export function stockStatus(
  item: Pick<StockItem, 'manage_stock' | 'is_in_stock'>,
): Exclude<StockStatus, 'volatile'> {
  if (!item.manage_stock) return 'ok';
  return item.is_in_stock ? 'ok' : 'out_of_stock';
}

/** The stock check result of a product the platform answered for (stock sync on). */
export function stockCheckResult(item: StockItem): StockCheckResult {
  const status = stockStatus(item);
  return {
    // An unmanaged quantity means nothing to shoppers, so it is reported as 0.
    qty: item.manage_stock ? item.qty : 0,
    status,
    isManageStock: item.manage_stock,
    isInStock: status === 'ok',
  };
}

/**
 * seed 000 §4: with stock sync off nothing is verified online, so the status is volatile; such a product
 * may still be added, for pre-reservation (seed 000 §8).
 */
export const NOT_VERIFIED_STOCK: StockCheckResult = Object.freeze({
  qty: 0,
  status: 'volatile',
  isManageStock: false,
  isInStock: true,
});
