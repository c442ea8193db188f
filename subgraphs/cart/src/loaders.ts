import DataLoader from 'dataloader';
import type { CartTotals, ServerCartItem, StockItem } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import { refreshedPrice, type LivePrice } from './domain/priceRefresh';
import type { CommercePlatform, CommerceResult } from './upstream/CommercePlatform';

/** seed 000 §7: /api/stock/list is called with skus batched in groups of 15. */
export const STOCK_LIST_BATCH_SIZE = 15;

export type Loaders = ReturnType<typeof createLoaders>;

/** A product as render-list answers it: asked by sku, answered by its platform id. */
export interface LivePriceKey {
  sku: string;
  id: number;
}

export interface LoaderOptions {
  /** Render-list is asked in the store view's currency and store id. */
  storeView: StoreView;
  /** seed 000 §6: the user group whose tax applies, when group tax is active; else null. */
  userGroupId: number | null;
  /** When the platform answered; tests pin it. */
  clock?: () => Date;
}

/**
 * The DataLoaders of one GraphQL request (never module scope: they cache one user's carts and prices).
 * Stock for n products costs ⌈n/15⌉ calls; live prices of all products of a request cost one render-list
 * call; a cart is pulled and totalled at most once per request until a mutation clears it.
 */
export function createLoaders(
  platform: CommercePlatform,
  { storeView, userGroupId, clock = () => new Date() }: LoaderOptions,
) {
  return {
    /**
     * The live price of a product; null when the platform has no price for it. No maxBatchSize: render-list
     * has no group size (seed 000 §7), so every product of a request goes into one call (the adapter splits
     * only a URL that would be too long). Matched to products by id, as the answer names no skus.
     */
    livePriceBySku: new DataLoader<LivePriceKey, LivePrice | null, string>(
      async (products) => {
        const items = await platform.renderList(
          products.map((product) => product.sku),
          { currencyCode: storeView.currency, storeId: storeView.storeId, userGroupId },
        );
        const refreshedAt = clock();
        const byId = new Map(items.map((item) => [item.id, item]));
        return products.map(({ id }) => {
          const item = byId.get(id);
          return item ? refreshedPrice(item, refreshedAt) : null;
        });
      },
      { cacheKeyFn: (product) => product.sku },
    ),
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
