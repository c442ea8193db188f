import DataLoader from 'dataloader';
import type { CartTotals, ServerCartItem, StockItem } from '@shop/contracts';
import type { CommercePlatform, CommerceResult } from './upstream/CommercePlatform';

/** seed 000 §7: /api/stock/list is called with skus batched in groups of 15. */
export const STOCK_LIST_BATCH_SIZE = 15;

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * The DataLoaders of one GraphQL request (never module scope: they cache one user's carts). Stock for
 * n products costs ⌈n/15⌉ calls; a cart is pulled and totalled at most once per request until a
 * mutation clears it.
 */
export function createLoaders(platform: CommercePlatform) {
  return {
    /** The platform's stock item of a sku; null when the platform does not know the sku. */
    stockBySku: new DataLoader<string, StockItem | null>(
      async (skus) => {
        const items = await platform.stockList(skus);
        const bySku = new Map(items.map((item) => [item.product_sku, item]));
        return skus.map((sku) => bySku.get(sku) ?? null);
      },
      { maxBatchSize: STOCK_LIST_BATCH_SIZE },
    ),
    cartItemsByCartId: perKey<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>>((cartId) =>
      platform.cartPull(cartId),
    ),
    cartTotalsByCartId: perKey<CommerceResult<CartTotals, 'CART_NOT_FOUND'>>((cartId) =>
      platform.cartTotals(cartId),
    ),
  };
}

/** A caching loader over an endpoint that takes one key: one call per key, a failure only fails its key. */
function perKey<V>(load: (key: string) => Promise<V>): DataLoader<string, V> {
  return new DataLoader<string, V>((keys) =>
    Promise.all(
      keys.map((key) =>
        load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
}
