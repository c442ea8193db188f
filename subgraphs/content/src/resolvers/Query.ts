import { editorialPageAddressOf, editorialPagePath } from '../domain/editorialPage';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
  homepage: (_parent, _args, { loaders, storeView }) => loaders.homepageByLang.load(storeView.code),
  primaryNavigation: async (_parent, _args, { loaders, storeView }) =>
    (await loaders.primaryNavigationByLang.load(storeView.code)).items,
  editorialPage: async (_parent, { path }, { loaders, storeView: requestStoreView }) => {
    const address = editorialPageAddressOf(path, requestStoreView);
    if (!address) return null;
    const { storeView, url } = address;
    const page = await loaders.editorialPage.load({ lang: storeView.code, url });
    return page && { ...page, canonicalPath: editorialPagePath(storeView, page), storeCode: storeView.code };
  },
  singlePage: async (_parent, { page }, { loaders, storeView }) => {
    const found = await loaders.singlePage.load({ lang: storeView.code, page });
    return found && { page, title: found.title, body: found.body, storeCode: storeView.code };
  },
};
