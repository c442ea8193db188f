import { logFailureOnce } from '@shop/service';
import { GraphQLError } from 'graphql';
import type { ProductResolvers } from '../generated/graphql';
import { livePriceOf, stockOf } from '../useCases/productStock';

export const Product: ProductResolvers = {
  __resolveReference: ({ sku, id }) => ({ sku, id }),

  // Nullable on purpose: a product page without its stock is still a product page (ARCHITECTURE).
  stock: async ({ sku }, _args, context) => {
    try {
      return await stockOf(sku, context);
    } catch (error) {
      logFailureOnce(
        context.logger,
        error,
        'stock of the commerce platform unavailable; Product.stock is null',
        { sku },
      );
      return null;
    }
  },

  // Empty when the platform does not answer: a product page without its reviews is still a product page.
  reviews: async ({ sku }, _args, context) => {
    try {
      return await context.loaders.reviewsBySku.load(sku);
    } catch (error) {
      logFailureOnce(
        context.logger,
        error,
        'reviews of the commerce platform unavailable; Product.reviews is empty',
        { sku },
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
      logFailureOnce(
        context.logger,
        error,
        'live prices of the commerce platform unavailable; Product.livePrice is null',
        { sku },
      );
      return null;
    }
  },
};
