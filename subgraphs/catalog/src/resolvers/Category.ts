import { breadcrumbsOf, childrenOf } from '../domain/categoryTree';
import type { CategoryResolvers } from '../generated/graphql';
import { listProducts } from '../useCases/listing';
import { selectsField } from './selection';

export const Category: CategoryResolvers = {
  __resolveReference: ({ id }, { loaders }) => loaders.categoryById.load(id),
  urlKey: (category) => category.url_key,
  urlPath: (category) => category.url_path,
  productCount: (category) => category.product_count,
  // Magento's root catalog (id 1) has parent 0: no parent.
  parentId: (category) => category.parent_id || null,
  children: (category, _args, { reference }) => childrenOf(reference.categories, category.id),
  breadcrumbs: (category, _args, { reference }) => breadcrumbsOf(category, reference.categories),
  // seed 000 §2 Listings: the listing of `products(search: { categoryId })`, reached from the category.
  products: (category, { filters, sort, paging }, context, info) =>
    listProducts(
      { categoryId: category.id, filters, sort, paging },
      context,
      selectsField(info, 'aggregations'),
    ),
};
