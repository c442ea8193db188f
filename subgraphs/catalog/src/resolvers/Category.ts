import { breadcrumbsOf, childrenOf } from '../domain/categoryTree';
import type { CategoryResolvers } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

export const Category: CategoryResolvers = {
  __resolveReference: ({ id }, { loaders }, info) => {
    hintPublicCatalogue(info);
    return loaders.categoryById.load(id);
  },
  urlKey: (category) => category.url_key,
  urlPath: (category) => category.url_path,
  productCount: (category) => category.product_count,
  // Magento's root catalog (id 1) has parent 0: no parent.
  parentId: (category) => category.parent_id || null,
  children: (category, _args, { reference }, info) => {
    hintPublicCatalogue(info);
    return childrenOf(reference.categories, category.id);
  },
  breadcrumbs: (category, _args, { reference }, info) => {
    hintPublicCatalogue(info);
    return breadcrumbsOf(category, reference.categories);
  },
};
