import type { AttributeDocument, CategoryDocument, CmsPageDocument, ProductDocument } from '@shop/contracts';
import DataLoader from 'dataloader';
import { CMS_MAXIMUM_COUNT } from './domain/cms';
import { ATTRIBUTE_BLACKLIST, attributeCodesAnswered, attributeCodesToLoad } from './domain/attributeLoad';
import { ATTRIBUTE_LIST_SIZE } from './domain/productAttributes';
import type { CatalogIndex } from './ports/CatalogIndex';
import type { IndexReference } from './referenceData';

export interface Loaders {
  /** All skus asked for in one tick cost one index query (`_entities` references from other subgraphs resolve through it). */
  productBySku: DataLoader<string, ProductDocument | null>;
  categoryById: DataLoader<number, CategoryDocument | null>;
  /** Products of another store view's index by sku, one query per index (a page's paths in the other store views). */
  productBySkuIn(index: string): DataLoader<string, ProductDocument | null>;
  /** CMS pages of a store view's index by id, one query per index. */
  cmsPageByIdIn(index: string): DataLoader<number, CmsPageDocument | null>;
  /** CMS pages of the store view's index by identifier, one query for all asked in one tick. */
  cmsPagesByIdentifier: DataLoader<string, CmsPageDocument[]>;
  /** Attribute metadata of the store view's index (seed 000 §5 attribute load). */
  attributeMetadata: AttributeMetadataLoader;
}

/** New loaders for every request: their caches must never outlive it. */
export function createLoaders(catalog: CatalogIndex, index: string, reference: IndexReference): Loaders {
  const productLoaders = new Map<string, DataLoader<string, ProductDocument | null>>();
  const productBySkuIn = (name: string) => {
    let loader = productLoaders.get(name);
    if (!loader) {
      loader = new DataLoader(async (skus) => {
        const products = await catalog.productsBySkus(name, skus);
        const bySku = new Map(products.map((product) => [product.sku, product]));
        return skus.map((sku) => bySku.get(sku) ?? null);
      });
      productLoaders.set(name, loader);
    }
    return loader;
  };
  const cmsLoaders = new Map<string, DataLoader<number, CmsPageDocument | null>>();
  const cmsPageByIdIn = (name: string) => {
    let loader = cmsLoaders.get(name);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const pages = await catalog.cmsPages(name, { ids, size: ids.length });
        return ids.map((id) => pages.find((page) => page.id === id) ?? null);
      });
      cmsLoaders.set(name, loader);
    }
    return loader;
  };
  return {
    productBySku: productBySkuIn(index),
    categoryById: new DataLoader(async (ids) => ids.map((id) => reference.categories.byId.get(id) ?? null)),
    productBySkuIn,
    cmsPageByIdIn,
    cmsPagesByIdentifier: new DataLoader(async (identifiers) => {
      // An identifier may belong to an inactive and an active page: all are kept, the rule picks.
      const pages = await catalog.cmsPages(index, { identifiers, size: CMS_MAXIMUM_COUNT });
      return identifiers.map((identifier) => pages.filter((page) => page.identifier === identifier));
    }),
    attributeMetadata: new AttributeMetadataLoader((codes) =>
      catalog.attributes(index, { codes, size: ATTRIBUTE_LIST_SIZE }),
    ),
  };
}

/**
 * Attribute metadata as one request loads it: seed 000 §5 'Attribute load skips codes containing a dot,
 * blacklisted codes and codes already loaded' — already loaded in this request, so every field asking
 * for attributes shares one index query per new set of codes, and none for codes it has.
 */
export class AttributeMetadataLoader {
  private readonly loaded = new Map<string, Promise<AttributeDocument | null>>();

  constructor(private readonly fetch: (codes: readonly string[]) => Promise<AttributeDocument[]>) {}

  /** The metadata of the codes asked for that exist, in the order asked. */
  async byCodes(codes: readonly string[]): Promise<AttributeDocument[]> {
    const toLoad = attributeCodesToLoad(codes, {
      blacklist: ATTRIBUTE_BLACKLIST,
      loaded: new Set(this.loaded.keys()),
    });
    if (toLoad.length > 0) {
      const batch = this.fetch(toLoad).then(
        (attributes) => new Map(attributes.map((attribute) => [attribute.attribute_code, attribute])),
      );
      for (const code of toLoad)
        this.loaded.set(
          code,
          batch.then((found) => found.get(code) ?? null),
        );
    }
    const answered = await Promise.all(
      attributeCodesAnswered(codes, ATTRIBUTE_BLACKLIST).map((code) => this.loaded.get(code) ?? null),
    );
    return answered.filter((attribute) => attribute !== null);
  }
}
