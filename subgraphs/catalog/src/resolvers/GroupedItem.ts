import type { GroupedItemResolvers } from '../generated/graphql';

export const GroupedItem: GroupedItemResolvers = {
  sku: (link) => link.linked_product_sku,
  // A link without a quantity proposes one.
  qty: (link) => link.qty ?? 1,
  position: (link) => link.position,
  // Through the request's loader: all linked products of a response cost one index query.
  product: (link, _args, { loaders }) => loaders.productBySku.load(link.linked_product_sku),
};
