import type { Resolvers } from '../generated/graphql';
import { Author } from './Author';
import { Banner } from './Banner';
import { Homepage } from './Homepage';
import { HomepageSection } from './HomepageSection';
import { NavigationItem } from './NavigationItem';
import { ProductCarousel } from './ProductCarousel';
import { Query } from './Query';
import { TextBlock } from './TextBlock';

/** The content subgraph's resolver map. */
export const resolvers: Resolvers = {
  Query,
  Author,
  Homepage,
  Banner,
  HomepageSection,
  ProductCarousel,
  TextBlock,
  NavigationItem,
};
