import type { HomepageResolvers } from '../generated/graphql';

export const Homepage: HomepageResolvers = {
  hero: (homepage) => homepage.hero ?? null,
};
