import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import type { ProductResolvers } from '../generated/graphql';
import type { LivePrice } from '../domain/priceRefresh';
import { NOT_VERIFIED_STOCK, stockCheckResult, type StockCheckResult } from '../domain/stockStatus';

/** Product is owned by the catalog subgraph; the cart only knows it by its key (and its platform id, @requires). */
export interface ProductRef {
  __typename?: 'Product';
  sku: string;
  /** The platform's product id, sent by the gateway in the representation when livePrice is asked. */
  id?: number;
}

export const Product: ProductResolvers = {
  __resolveReference: ({ sku, id }) => ({ sku, id }),

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

  // Empty when the platform does not answer: a product page without its reviews is still a product page.
  reviews: async ({ sku }, _args, context) => {
    try {
      return await context.loaders.reviewsBySku.load(sku);
    } catch (error) {
      context.logger.warn(
        { err: error, sku },
        'reviews of the commerce platform unavailable; Product.reviews is empty',
      );
      return [];
    }
  },

  // Nullable on purpose, like stock: without the platform's answer the catalogue price stands, not current
  // (seed 000 §4; seed 000 §7: 'on failure items are empty').
  livePrice: async ({ sku, id }, _args, context) => {
    if (id === undefined) {
      throw new GraphQLError('Product.livePrice needs the product id in the representation (@requires id)', {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    try {
      return await livePriceOf(sku, id, context);
    } catch (error) {
      context.logger.warn(
        { err: error, sku },
        'live prices of the commerce platform unavailable; Product.livePrice is null',
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

/** The platform's price of a product now, through the request's render-list loader; null when it has none. */
export function livePriceOf(sku: string, id: number, { loaders }: Context): Promise<LivePrice | null> {
  return loaders.livePriceBySku.load({ sku, id });
}
