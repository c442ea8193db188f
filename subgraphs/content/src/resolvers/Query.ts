import type { QueryResolvers } from '../generated/graphql';
import { editorialPage, singlePage } from '../useCases/pages';

export const Query: QueryResolvers = {
  homepage: (_parent, _args, { loaders, storeView }) => loaders.homepageByLang.load(storeView.code),
  primaryNavigation: async (_parent, _args, { loaders, storeView }) =>
    (await loaders.primaryNavigationByLang.load(storeView.code)).items,
  editorialPage: (_parent, { path }, context) => editorialPage(path, context),
  singlePage: (_parent, { page }, context) => singlePage(page, context),
};
