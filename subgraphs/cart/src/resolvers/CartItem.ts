import { logFailureOnce } from '@shop/service';
import type { CartItemResolvers } from '../generated/graphql';
import { lineStockMessage } from '../domain/lineStock';
import { stockOf } from '../useCases/productStock';

export const CartItem: CartItemResolvers = {
  // A reference by key: the catalog subgraph resolves the product's fields, never copied here.
  product: ({ sku }) => ({ __typename: 'Product', sku }),
  // Nullable on purpose: a cart without its stock messages is still a cart (one /api/stock/list per 15 lines).
  stockMessage: async ({ sku, qty }, _args, context) => {
    try {
      const stock = await stockOf(sku, context);
      return stock ? lineStockMessage(stock, qty) : null;
    } catch (error) {
      logFailureOnce(
        context.logger,
        error,
        'stock of a cart line unavailable; CartItem.stockMessage is null',
        { sku },
      );
      return null;
    }
  },
};
