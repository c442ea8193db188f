import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  homepage: (_parent, _args, { loaders, storeView }) => loaders.homepageByLang.load(storeView.code),
  primaryNavigation: async (_parent, _args, { loaders, storeView }) =>
    (await loaders.primaryNavigationByLang.load(storeView.code)).items,
};
