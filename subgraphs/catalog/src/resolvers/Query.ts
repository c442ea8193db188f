import { NEW_RELEASES_CATEGORY_ID } from '@shop/contracts';
import { STORE_CODES, STORE_VIEWS } from '@shop/store-views';
import { GraphQLError } from 'graphql';
import { categoryTree, type CategoryKey } from '../domain/categoryTree';
import { cmsBlocksOf, cmsListSize } from '../domain/cms';
import { MAXIMUM_QUERY_SIZE } from '../domain/paging';
import { searchKeyOf, type SearchKey } from '../domain/searchKey';
import type { QueryResolvers } from '../generated/graphql';
import { listProducts } from '../useCases/listing';
import { findCategoryPage, findCmsPage, findProductPage, findProductsBySku } from '../useCases/lookups';
import { resolveRoute } from '../useCases/routing';
import type { ProductKeyField } from '../ports/CatalogIndex';
import { selectsField } from './selection';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const PRODUCT_KEYS = {
  sku: 'sku',
  urlPath: 'url_path',
  urlKey: 'url_key',
  slug: 'slug',
} as const satisfies Record<string, ProductKeyField>;

function categoryKeyOf(key: SearchKey<'id' | 'urlPath' | 'urlKey' | 'slug'>): CategoryKey {
  switch (key.key) {
    case 'id':
      return { id: Number(key.value) };
    case 'urlPath':
      return { urlPath: String(key.value) };
    case 'urlKey':
      return { urlKey: String(key.value) };
    case 'slug':
      return { slug: String(key.value) };
  }
}

export const Query: QueryResolvers = {
  categoryTree: (_parent, _args, { reference }) => categoryTree(reference.categories),

  // seed 000 §5: the query is treated as empty — null, with the seed's reason in the log.
  category: (_parent, args, { reference, logger }) => {
    const key = searchKeyOf(args, ['id', 'urlPath', 'urlKey', 'slug']);
    if ('error' in key) throw badInput(key.error);
    const lookup = findCategoryPage(reference, [categoryKeyOf(key)]);
    if ('error' in lookup) {
      logger.info({ [key.key]: key.value }, lookup.error);
      return null;
    }
    return lookup.category;
  },

  // seed 000 §4: disabled and hidden products are an empty result — null, with the seed's reason in the log.
  product: async (_parent, args, context) => {
    const key = searchKeyOf(args, ['sku', 'urlPath', 'urlKey', 'slug']);
    if ('error' in key) throw badInput(key.error);
    const lookup = await findProductPage(context, context.storeView, {
      field: PRODUCT_KEYS[key.key],
      value: String(key.value),
    });
    if ('error' in lookup) {
      context.logger.info({ [key.key]: key.value, reason: lookup.error.code }, lookup.error.message);
      return null;
    }
    return lookup.product;
  },

  productsBySku: (_parent, { skus }, context) => {
    if (skus.length > MAXIMUM_QUERY_SIZE)
      throw badInput(`At most ${MAXIMUM_QUERY_SIZE} skus can be asked at once.`);
    return findProductsBySku(context, skus);
  },

  categoryProducts: (_parent, { categoryId, paging }, context, info) =>
    listProducts({ categoryId, paging }, context, selectsField(info, 'aggregations')),

  products: (_parent, { search }, context, info) =>
    listProducts(search ?? {}, context, selectsField(info, 'aggregations')),

  // seed 000 §2: the new-products listing is category 3 (seed 000 §9).
  newReleases: (_parent, { paging, sort, filters }, context, info) =>
    listProducts(
      { categoryId: NEW_RELEASES_CATEGORY_ID, paging, sort, filters },
      context,
      selectsField(info, 'aggregations'),
    ),

  cmsPage: async (_parent, { identifier }, { loaders, logger }) => {
    const lookup = await findCmsPage(loaders, identifier);
    if ('error' in lookup) {
      logger.info({ identifier }, lookup.error);
      return null;
    }
    return lookup.page;
  },

  cmsBlocks: async (_parent, { identifiers, pageSize }, { index, storeView }) => {
    const found = await index.cmsBlocks(storeView.index, {
      ...(identifiers && identifiers.length > 0 ? { identifiers } : {}),
      size: cmsListSize(pageSize),
    });
    return cmsBlocksOf(found, identifiers);
  },

  storeViews: (_parent) => STORE_CODES.map((code) => STORE_VIEWS[code]),

  taxRules: (_parent, _args, { reference }) => [...reference.taxRules],

  attributeMetadata: (_parent, { codes }, { loaders }) => loaders.attributeMetadata.byCodes(codes),

  route: (_parent, { path }, context) => resolveRoute(path, context),
};
