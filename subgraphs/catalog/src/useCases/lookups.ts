import type { CmsPageDocument, ProductDocument } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import type { Context } from '../context';
import {
  CATEGORY_QUERY_EMPTY,
  findCategory,
  type CategoryKey,
  type CategoryLookup,
} from '../domain/categoryTree';
import { cmsPageOf, type CMS_QUERY_EMPTY } from '../domain/cms';
import { lookUpProduct, type ProductLookup } from '../domain/productLookup';
import type { Loaders } from '../loaders';
import type { IndexReference } from '../referenceData';
import type { ProductKey } from '../ports/CatalogIndex';

/**
 * The single-entity lookups of the catalogue (seed 000 §2, §4, §5), shared by the queries and by url
 * resolution: the index is read here, the rules are the domain's.
 */

/** A product by sku, url path, url key or slug in a store view's index: one index query (seed 000 §4). */
export async function findProductPage(
  context: Pick<Context, 'index' | 'catalogSettings' | 'audience'>,
  storeView: Pick<StoreView, 'index'>,
  key: ProductKey,
): Promise<ProductLookup> {
  const [found, audience] = await Promise.all([
    context.index.findProduct(storeView.index, key),
    context.audience(),
  ]);
  return lookUpProduct(found, context.catalogSettings, audience);
}

/**
 * Products by sku for a list the shopper keeps (seed 001 §4 wishlist): one index query for all of them, each
 * shown by the product page's rules (seed 000 §4, §6) and null when it may not be, in the order asked.
 */
export async function findProductsBySku(
  context: Pick<Context, 'loaders' | 'catalogSettings' | 'audience'>,
  skus: readonly string[],
): Promise<(ProductDocument | null)[]> {
  const [found, audience] = await Promise.all([
    context.loaders.productBySku.loadMany(skus),
    context.audience(),
  ]);
  return found.map((product) => {
    if (product instanceof Error) throw product;
    // Only the sku's own document: a list keeps the skus the shop showed, never a hidden child's.
    const lookup = lookUpProduct({ product, parent: null }, context.catalogSettings, audience);
    return 'product' in lookup ? lookup.product : null;
  });
}

/** The first key that finds an active category; the lookup's error when none does. */
export function findCategoryPage(reference: IndexReference, keys: readonly CategoryKey[]): CategoryLookup {
  let lookup: CategoryLookup = { error: CATEGORY_QUERY_EMPTY };
  for (const key of keys) {
    lookup = findCategory(key, reference.categories);
    if ('category' in lookup) return lookup;
  }
  return lookup;
}

/** A CMS page by identifier, through the loaders of its store view (seed 000 §8 'CMS query returned empty result'). */
export async function findCmsPage(
  loaders: Pick<Loaders, 'cmsPagesByIdentifier'>,
  identifier: string,
): Promise<{ page: CmsPageDocument } | { error: typeof CMS_QUERY_EMPTY }> {
  return cmsPageOf(await loaders.cmsPagesByIdentifier.load(identifier));
}
