import type { Context } from '../context';
import type { LivePrice } from '../domain/priceRefresh';
import { NOT_VERIFIED_STOCK, stockCheckResult, type StockCheckResult } from '../domain/stockStatus';

/** The stock check of a sku (seed 000 §3, §4), through the request's stock loader; null for a sku the platform does not know. */
export async function stockOf(
  sku: string,
  { loaders, stockSynchronize }: Context,
): Promise<StockCheckResult | null> {
  if (!stockSynchronize) return NOT_VERIFIED_STOCK;
  const item = await loaders.stockBySku.load(sku);
  return item && stockCheckResult(item);
}

/** The platform's price of a product now, through the request's render-list loader; null when it has none. */
export function livePriceOf(sku: string, id: number, { loaders }: Context): Promise<LivePrice | null> {
  return loaders.livePriceBySku.load({ sku, id });
}
