import type { HomepageSectionResolvers } from '../generated/graphql';

export const HomepageSection: HomepageSectionResolvers = {
  __resolveType: (section) => (section.type === 'product-carousel' ? 'ProductCarousel' : 'TextBlock'),
};
