import type { OrderLineResolvers } from '../generated/graphql';

export const OrderLine: OrderLineResolvers = {
  // A reference by key: the catalog subgraph resolves the product's fields (a bundle's option titles).
  product: ({ sku }) => ({ __typename: 'Product', sku }),
};
