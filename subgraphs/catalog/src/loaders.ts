import type { CategoryDocument, ProductDocument } from '@shop/contracts';
import DataLoader from 'dataloader';
import type { CatalogIndex } from './upstream/CatalogIndex';
import type { IndexReference } from './referenceData';

export interface Loaders {
  /** All skus asked for in one tick cost one index query (`_entities` references from other subgraphs resolve through it). */
  productBySku: DataLoader<string, ProductDocument | null>;
  categoryById: DataLoader<number, CategoryDocument | null>;
}

/** New loaders for every request: their caches must never outlive it. */
export function createLoaders(catalog: CatalogIndex, index: string, reference: IndexReference): Loaders {
  return {
    productBySku: new DataLoader(async (skus) => {
      const products = await catalog.productsBySkus(index, skus);
      const bySku = new Map(products.map((product) => [product.sku, product]));
      return skus.map((sku) => bySku.get(sku) ?? null);
    }),
    categoryById: new DataLoader(async (ids) => ids.map((id) => reference.categories.byId.get(id) ?? null)),
  };
}
