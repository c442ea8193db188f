import type { Context } from '../context';
import type { ProductResolvers } from '../generated/graphql';
import { NOT_VERIFIED_STOCK, stockCheckResult, type StockCheckResult } from '../domain/stockStatus';

/** Product is owned by the catalog subgraph; the cart only knows it by its key. */
export interface ProductRef {
  __typename?: 'Product';
  sku: string;
}

export const Product: ProductResolvers = {
  __resolveReference: ({ sku }) => ({ sku }),

  // Nullable on purpose: a product page without its stock is still a product page (ARCHITECTURE).
  stock: async ({ sku }, _args, context) => {
    try {
      return await stockOf(sku, context);
    } catch (error) {
      context.logger.warn(
        { err: error, sku },
        'stock of the commerce platform unavailable; Product.stock is null',
      );
      return null;
    }
  },
};

/** The stock check of a sku (seed 000 §3, §4), through the request's stock loader; null for a sku the platform does not know. */
export async function stockOf(
  sku: string,
  { loaders, stockSynchronize }: Context,
): Promise<StockCheckResult | null> {
  if (!stockSynchronize) return NOT_VERIFIED_STOCK;
  const item = await loaders.stockBySku.load(sku);
  return item && stockCheckResult(item);
}
