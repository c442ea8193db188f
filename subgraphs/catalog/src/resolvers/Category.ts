import { breadcrumbsOf, childrenOf } from '../domain/categoryTree';
import type { CategoryResolvers } from '../generated/graphql';

export const Category: CategoryResolvers = {
  __resolveReference: ({ id }, { loaders }) => loaders.categoryById.load(id),
  urlKey: (category) => category.url_key,
  urlPath: (category) => category.url_path,
  productCount: (category) => category.product_count,
  // Magento's root catalog (id 1) has parent 0: no parent.
  parentId: (category) => category.parent_id || null,
  children: (category, _args, { reference }) => childrenOf(reference.categories, category.id),
  breadcrumbs: (category, _args, { reference }) => breadcrumbsOf(category, reference.categories),
};
