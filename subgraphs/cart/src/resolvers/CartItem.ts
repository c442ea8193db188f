import type { CartItemResolvers } from '../generated/graphql';

export const CartItem: CartItemResolvers = {
  // A reference by key: the catalog subgraph resolves the product's fields, never copied here.
  product: ({ sku }) => ({ __typename: 'Product', sku }),
};
