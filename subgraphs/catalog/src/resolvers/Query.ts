import { GraphQLError } from 'graphql';
import { catalogFilters, isInPublishWindow, LISTING_SORT } from '../domain/catalogFilters';
import { categoryTree, findCategory } from '../domain/categoryTree';
import { normalizePaging } from '../domain/paging';
import { productQueryError } from '../domain/productVisibility';
import { searchKeyOf } from '../domain/searchKey';
import type { QueryResolvers } from '../generated/graphql';
import { hintPublicCatalogue } from './cacheHints';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export const Query: QueryResolvers = {
  categoryTree: (_parent, _args, { reference }, info) => {
    hintPublicCatalogue(info);
    return categoryTree(reference.categories);
  },

  category: (_parent, args, { reference, logger }, info) => {
    hintPublicCatalogue(info);
    const key = searchKeyOf(args, ['id', 'urlPath']);
    if ('error' in key) throw badInput(key.error);
    const lookup = findCategory(
      key.key === 'id' ? { id: Number(key.value) } : { urlPath: String(key.value) },
      reference.categories,
    );
    if ('error' in lookup) {
      logger.info({ [key.key]: key.value }, lookup.error);
      return null;
    }
    return lookup.category;
  },

  product: async (_parent, args, { index, loaders, storeView, audience, logger }, info) => {
    hintPublicCatalogue(info);
    const key = searchKeyOf(args, ['sku', 'urlPath']);
    if ('error' in key) throw badInput(key.error);
    const product =
      key.key === 'sku'
        ? await loaders.productBySku.load(String(key.value))
        : await index.productByUrlPath(storeView.index, String(key.value));
    if (!product) return null;
    const error = productQueryError(product);
    if (error) {
      logger.info({ sku: product.sku }, error);
      return null;
    }
    if (!isInPublishWindow(product.publish_date, audience)) {
      logger.info(
        { sku: product.sku, publishDate: product.publish_date, customerGroupId: audience.customerGroupId },
        'Product is outside the publish dates of the customer group',
      );
      return null;
    }
    return product;
  },

  categoryProducts: async (_parent, { categoryId, paging }, { index, storeView, audience }, info) => {
    hintPublicCatalogue(info);
    const page = normalizePaging(paging);
    const { items, total } = await index.searchProducts({
      index: storeView.index,
      filters: [...catalogFilters(audience), { kind: 'terms', field: 'category_ids', values: [categoryId] }],
      sort: LISTING_SORT,
      from: page.start,
      size: page.pageSize,
    });
    return { items, total, paging: page };
  },
};
