import type { NavigationItemResolvers } from '../generated/graphql';

export const NavigationItem: NavigationItemResolvers = {
  children: (item) => item.children ?? [],
};
