import type {
  AttributeDocument,
  CategoryDocument,
  CmsBlockDocument,
  CmsPageDocument,
  ProductDocument,
  TaxRuleDocument,
} from '@shop/contracts';
import type { WordSpan } from './search';

/**
 * The port to the catalogue search index (seed 000 §7 'Catalogue search'): Vue Storefront documents,
 * one index per store view (nl_be, nl_nl, en_be, en_rw). Adapters: the embedded in-process index
 * (embedded.ts) and Elasticsearch with vue-storefront-api's index layout (elasticsearch/). Queries
 * use the index's field names, so an adapter translates them one to one; nothing here is specific to
 * one search engine.
 */
export interface CatalogIndex {
  /** Products matching all filters and selections (and the text, when given), sorted and paged, with the total match count and the aggregations asked for. */
  searchProducts(query: ProductSearch): Promise<ProductSearchResult>;
  /** The products with these skus, in no particular order; unknown skus are left out. */
  productsBySkus(index: string, skus: readonly string[]): Promise<ProductDocument[]>;
  /**
   * The product with this key, and the configurable product that has it (or the sku asked for) among
   * its configurable_children: one query finds a hidden child and its parent (seed 000 §4).
   */
  findProduct(index: string, key: ProductKey): Promise<ProductMatch>;
  /** Categories sorted by position ascending (seed 000 §9), at most `size`. */
  categories(index: string, query: { size: number }): Promise<CategoryDocument[]>;
  /** All tax rules of the index. */
  taxRules(index: string): Promise<TaxRuleDocument[]>;
  /** Attribute metadata, at most `size`; only the given codes when `codes` is set. */
  attributes(index: string, query: { codes?: readonly string[]; size: number }): Promise<AttributeDocument[]>;
  /** CMS pages with these identifiers or ids (all pages when neither is given), at most `size`, in index order. */
  cmsPages(index: string, query: CmsQuery): Promise<CmsPageDocument[]>;
  /** CMS blocks with these identifiers (all blocks when none are given), at most `size`, in index order. */
  cmsBlocks(index: string, query: Omit<CmsQuery, 'ids'>): Promise<CmsBlockDocument[]>;
}

export interface CmsQuery {
  identifiers?: readonly string[];
  ids?: readonly number[];
  size: number;
}

/** The product fields a single product is looked up by (seed 000 §2: sku, url path, url key, slug). */
export type ProductKeyField = 'sku' | 'url_path' | 'url_key' | 'slug';

export interface ProductKey {
  field: ProductKeyField;
  value: string;
}

export interface ProductMatch {
  /** The product whose field has the value; null when there is none. */
  product: ProductDocument | null;
  /** The configurable product listing `product` (or, by sku, the sku asked for) as a child; null when none does. */
  parent: ProductDocument | null;
}

/** Select attributes of products, filtered and aggregated by option id (seed 000 §9 default filters). */
export const OPTION_FIELDS = [
  'age',
  'theme_terms',
  'series',
  'language',
  'format',
  'type_of_product',
  'nur',
  'color',
  'size',
] as const;
export type OptionField = (typeof OPTION_FIELDS)[number];

export interface StockFacts {
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** seed 000 §4: an unmanaged stock is always in stock, whatever its qty says; no stock record neither limits. */
export function isInStock(stock: StockFacts | null | undefined): boolean {
  return stock ? stock.is_in_stock || !stock.manage_stock : true;
}

/** Product fields filtered by a list of accepted values, with the type of their values. */
export type TermsFields = {
  category_ids: number;
  visibility: number;
  status: number;
  type_id: string;
  /** stock.is_in_stock of the document (an unmanaged stock counts as in stock). */
  is_in_stock: boolean;
} & Record<OptionField, number>;

/** Product fields filtered by a range: dates as YYYY-MM-DD, prices in the index's currency. */
export interface RangeFields {
  publish_date: string;
  price: number;
}

/** Accepts a document whose field holds any of the values (for a list field: any of its values). */
export type TermsFilter = {
  [F in keyof TermsFields]: { kind: 'terms'; field: F; values: readonly TermsFields[F][] };
}[keyof TermsFields];

/** Accepts a document whose field is within the bounds: `gte` and `lte` included, `lt` excluded. */
export type RangeFilter = {
  [F in keyof RangeFields]: {
    kind: 'range';
    field: F;
    gte?: RangeFields[F];
    lte?: RangeFields[F];
    lt?: RangeFields[F];
  };
}[keyof RangeFields];

/** Accepts a document that one of the filters accepts (several price ranges or years of one facet). */
export interface AnyFilter {
  kind: 'any';
  filters: readonly (TermsFilter | RangeFilter)[];
}

/** One condition on products; a search matches the products that meet all of its filters. */
export type ProductFilter = TermsFilter | RangeFilter | AnyFilter;

/**
 * A filter the shopper chose in a facet. It restricts the products found and every aggregation but
 * its own, so a filter UI can show what another value of the same attribute would add (Elasticsearch:
 * post_filter plus a filter per aggregation).
 */
export interface Selection {
  /** Name of the aggregation this selection was made in. */
  aggregation: string;
  filter: ProductFilter;
}

export type SortableProductField = 'publish_date' | 'price' | 'updated_at';

export interface ProductSort {
  field: SortableProductField;
  order: 'asc' | 'desc';
}

/**
 * Counts of products per value of a field.
 * - terms: the `size` values with most products (ties to the lower value), plus the `include` values
 *   wherever they rank; values without products are left out unless included.
 * - range: one bucket per range, in the order given, `from` included and `to` excluded, empty ones too.
 * - year: one bucket per calendar year of a date field ('2021'), years without products left out.
 */
export type AggregationRequest =
  | { kind: 'terms'; field: OptionField; size: number; include?: readonly number[] }
  | { kind: 'range'; field: 'price'; ranges: readonly PriceBucketRange[] }
  | { kind: 'year'; field: 'publish_date' };

export interface PriceBucketRange {
  key: string;
  from?: number;
  to?: number;
}

export interface AggregationBucket {
  key: string;
  count: number;
}

export interface ProductSearch {
  /** The store view's index (seed 001 §7: store code with dashes as underscores). */
  index: string;
  /** Full-text query over name, sku, author, illustrator, category names and description. */
  text?: string;
  filters: readonly ProductFilter[];
  /** The shopper's facet choices: they restrict the products and the other facets' counts. */
  selections?: readonly Selection[];
  /** Aggregations by name, counted over the products found (ignoring each one's own selections). */
  aggregations?: Readonly<Record<string, AggregationRequest>>;
  /** Relevance (text) or index order when absent. */
  sort?: ProductSort;
  from: number;
  size: number;
  /** Also tell how the index knows each word of the text, for a 'did you mean' (only with a text). */
  spelling?: boolean;
}

/** A term of the index close to a word of a search text, with the number of products that have it. */
export interface TermCandidate {
  term: string;
  frequency: number;
}

/**
 * How the index knows one word of a search text (ports/search.ts wordSpansOf gives the words and their
 * places): whether it matches the word as written and, when it does not, its own terms within the seed's
 * edit distance. The choice among them is a rule of the shop (domain/didYouMean.ts), not of the engine.
 */
export interface WordSpelling extends WordSpan {
  /** The index matches the word as written (the embedded index: also as the start of one of its words). */
  known: boolean;
  /** The index's close terms; empty for a known word. */
  candidates: TermCandidate[];
}

export interface ProductSearchResult {
  items: ProductDocument[];
  /** Number of products matching, across all pages. */
  total: number;
  /** The buckets of every aggregation asked for, by name. */
  aggregations: Record<string, AggregationBucket[]>;
  /** Each word of the text, in order, when `spelling` was asked with a text. */
  spelling?: WordSpelling[];
}

/**
 * The backends CATALOG_BACKEND may name: the embedded index; Elasticsearch straight (ELASTICSEARCH_URL);
 * Elasticsearch through vue-storefront-api's catalogue endpoint (VSF_CATALOG_URL).
 */
export const CATALOG_BACKENDS = ['embedded', 'elasticsearch', 'vsf-api'] as const;
export type CatalogBackend = (typeof CATALOG_BACKENDS)[number];
