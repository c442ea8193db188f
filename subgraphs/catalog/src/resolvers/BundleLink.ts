import type { BundleLinkResolvers } from '../generated/graphql';

export const BundleLink: BundleLinkResolvers = {
  isDefault: (link) => link.is_default,
  canChangeQuantity: (link) => link.can_change_quantity === 1,
  // Through the request's loader: all linked products of a response cost one index query.
  product: (link, _args, { loaders }) => loaders.productBySku.load(link.sku),
};
