import type { ProductContributorResolvers } from '../generated/graphql';

export const ProductContributor: ProductContributorResolvers = {
  // Only the key: the gateway asks the content subgraph for the author, which answers null for a name the
  // authors directory does not hold.
  author: ({ slug }) => (slug ? { slug } : null),
};
