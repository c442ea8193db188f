import type { ProductCarouselResolvers } from '../generated/graphql';

export const ProductCarousel: ProductCarouselResolvers = {
  // References by key: the catalog subgraph resolves the products' fields through federation.
  products: (carousel) => carousel.skus.map((sku) => ({ __typename: 'Product' as const, sku })),
};
