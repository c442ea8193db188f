import type { QueryResolvers } from '../generated/graphql';
import { promoNotificationOf } from '../domain/promoNotification';
import { authorBySlug, authorsDirectory } from '../useCases/authors';
import { educationalMaterial, educationalMaterialOverview } from '../useCases/educationalMaterial';
import { banners, productListingPage } from '../useCases/listings';
import { newsItem, newsPage } from '../useCases/news';
import { editorialPage, singlePage } from '../useCases/pages';
import { contentSearch } from '../useCases/search';

export const Query: QueryResolvers = {
  homepage: (_parent, _args, { loaders, storeView }) => loaders.homepageByLang.load(storeView.code),
  primaryNavigation: async (_parent, _args, { loaders, storeView }) =>
    (await loaders.primaryNavigationByLang.load(storeView.code)).items,
  editorialPage: (_parent, { path }, context) => editorialPage(path, context),
  singlePage: (_parent, { page }, context) => singlePage(page, context),
  news: (_parent, { first, offset }, context) => newsPage({ first, offset }, context),
  newsItem: (_parent, { slug }, context) => newsItem(slug, context),
  authors: (_parent, _args, context) => authorsDirectory(context),
  author: (_parent, { slug }, context) => authorBySlug(slug, context),
  educationalMaterialOverview: (_parent, _args, context) => educationalMaterialOverview(context),
  educationalMaterial: (_parent, { slug }, context) => educationalMaterial(slug, context),
  productListingPage: (_parent, { kind }, context) => productListingPage(kind, context),
  promoNotification: async (_parent, _args, { loaders, storeView }) =>
    promoNotificationOf(await loaders.promoNotificationByLang.load(storeView.code)),
  banners: (_parent, _args, context) => banners(context),
  contentSearch: (_parent, { term }, context) => contentSearch(term, context),
};
