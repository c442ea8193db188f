import type { CategoryDocument, ProductDocument, TaxRuleDocument } from '@shop/contracts';

/**
 * The port to the catalogue search index (seed 000 §7 'Catalogue search'): Vue Storefront documents,
 * one index per store view (nl_be, nl_nl, en_be, en_rw). Adapters: the embedded Orama index
 * (embedded.ts); Elasticsearch with vue-storefront-api's index layout is a later adapter of this
 * same interface. Queries use the index's field names, so an adapter translates them one to one.
 */
export interface CatalogIndex {
  /** Products matching all filters (and the text, when given), sorted and paged, with the total match count. */
  searchProducts(query: ProductSearch): Promise<ProductSearchResult>;
  /** The products with these skus, in no particular order; unknown skus are left out. */
  productsBySkus(index: string, skus: readonly string[]): Promise<ProductDocument[]>;
  /** The product with this url_path, or null. */
  productByUrlPath(index: string, urlPath: string): Promise<ProductDocument | null>;
  /** Categories sorted by position ascending (seed 000 §9), at most `size`. */
  categories(index: string, query: { size: number }): Promise<CategoryDocument[]>;
  /** All tax rules of the index. */
  taxRules(index: string): Promise<TaxRuleDocument[]>;
}

/** Product fields filtered by a list of accepted values, with the type of their values. */
export interface TermsFields {
  category_ids: number;
  visibility: number;
  status: number;
  type_id: string;
}

/** Product fields filtered by a range (bounds included): dates as YYYY-MM-DD, prices in the index's currency. */
export interface RangeFields {
  publish_date: string;
  price: number;
}

export type TermsFilter = {
  [F in keyof TermsFields]: { kind: 'terms'; field: F; values: readonly TermsFields[F][] };
}[keyof TermsFields];

export type RangeFilter = {
  [F in keyof RangeFields]: { kind: 'range'; field: F; gte?: RangeFields[F]; lte?: RangeFields[F] };
}[keyof RangeFields];

/** One condition on products; a search matches the products that meet all of its filters. */
export type ProductFilter = TermsFilter | RangeFilter;

export type SortableProductField = 'publish_date' | 'price' | 'updated_at';

export interface ProductSort {
  field: SortableProductField;
  order: 'asc' | 'desc';
}

export interface ProductSearch {
  /** The store view's index (seed 001 §7: store code with dashes as underscores). */
  index: string;
  /** Full-text query over name, sku, author, illustrator, category names and description. */
  text?: string;
  filters: readonly ProductFilter[];
  /** Relevance (text) or index order when absent. */
  sort?: ProductSort;
  from: number;
  size: number;
}

export interface ProductSearchResult {
  items: ProductDocument[];
  /** Number of products matching, across all pages. */
  total: number;
}

/** The backends CATALOG_BACKEND may name. */
export const CATALOG_BACKENDS = ['embedded'] as const;
export type CatalogBackend = (typeof CATALOG_BACKENDS)[number];
