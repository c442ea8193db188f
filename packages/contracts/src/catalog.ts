/**
 * Catalogue documents in the Vue Storefront index shape (seed 000 §3, §7 'Catalogue search'): what the
 * embedded index is built from and what an Elasticsearch index of vue-storefront-api holds. Field names
 * are the platform's (snake_case); select attributes hold option ids, labelled by the attribute metadata.
 */

/** seed 000 §3: type_id values. */
export type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'downloadable' | 'virtual';

/** Magento status: 1 enabled, 2 disabled (seed 000 §4: 2 or higher counts as disabled). */
export type ProductStatus = number;
/** Magento visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search. */
export type ProductVisibility = 1 | 2 | 3 | 4;

export interface MediaGalleryEntry {
  image: string;
  pos: number;
  typ: 'image' | 'video';
  lab: string | null;
}

export interface StockDocument {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  /** Unmanaged items are always in stock, whatever qty says. */
  manage_stock: boolean;
  is_qty_decimal: boolean;
}

export interface CategoryLink {
  category_id: number;
  name: string;
  slug: string;
  path: string;
}

export interface CustomAttribute {
  attribute_code: string;
  value: string | number | (string | number)[];
}

export interface ConfigurableOptionValue {
  value_index: number;
  label: string;
}

export interface ConfigurableOption {
  id: number;
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  values: ConfigurableOptionValue[];
}

/** A child of a configurable product; its option attributes (e.g. `format`, `language`) sit at the top level. */
export interface ConfigurableChild {
  id: number;
  sku: string;
  name: string;
  status: ProductStatus;
  visibility: ProductVisibility;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tax_class_id: number;
  url_key: string;
  image: string;
  stock: StockDocument;
  custom_attributes: CustomAttribute[];
  [attributeCode: string]: unknown;
}

export interface ProductLink {
  sku: string;
  link_type: 'associated' | 'related' | 'upsell' | 'crosssell';
  linked_product_sku: string;
  linked_product_type: ProductTypeId;
  position: number;
  /** Quantity of an associated product in a grouped product. */
  qty?: number;
}

export interface BundleOptionLink {
  id: number;
  sku: string;
  qty: number;
  is_default: boolean;
  price: number | null;
  can_change_quantity: 0 | 1;
}

export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  position: number;
  sku: string;
  product_links: BundleOptionLink[];
}

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: 'fixed' | 'percent';
  sort_order: number;
}

export interface CustomOption {
  option_id: number;
  title: string;
  type: 'field' | 'drop_down' | 'radio' | 'checkbox';
  is_require: boolean;
  values: CustomOptionValue[];
}

export interface DownloadableLink {
  id: number;
  title: string;
  /** 'ebook' or 'audiobook' in this shop. */
  link_type: string;
  sample_url: string | null;
}

export interface ProductDocument {
  id: number;
  sku: string;
  name: string;
  type_id: ProductTypeId;
  status: ProductStatus;
  visibility: ProductVisibility;
  /** Source prices include tax (seed 000 §9). */
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  /** Product tax class, matched against tax rules' product_tax_class_ids. */
  tax_class_id: number;
  tier_prices: { customer_group_id: number; qty: number; value: number }[];
  url_key: string;
  url_path: string;
  slug: string;
  /** Path of the cover, or 'no_selection' when there is none. */
  image: string;
  thumbnail: string;
  media_gallery: MediaGalleryEntry[];
  category: CategoryLink[];
  category_ids: number[];
  description: string;
  short_description: string;
  /** Author and illustrator names (free text in this shop's index). */
  author: string | null;
  illustrator: string | null;
  /** YYYY-MM-DD; filters before 1993-01-01 or in the future apply to most groups (seed 000 §6). */
  publish_date: string;
  /** Select attributes: option ids of attribute metadata (seed 000 §9 default filters). */
  age: number[];
  theme_terms: number[];
  series: number | null;
  language: number;
  format: number;
  type_of_product: number;
  nur: number | null;
  /** Option ids of the colour and size of merchandise (children of configurables vary by them). */
  color?: number | null;
  size?: number | null;
  /** Classreading bundles must be bought without any other products (seed 001 §5). */
  is_classreading_bundle: boolean;
  stock: StockDocument;
  configurable_options?: ConfigurableOption[];
  configurable_children?: ConfigurableChild[];
  product_links?: ProductLink[];
  bundle_options?: BundleOption[];
  custom_options?: CustomOption[];
  downloadable_links?: DownloadableLink[];
  /** Isbn of the book, the key of reading progress (seed 001 §7 tracking). */
  isbn: string | null;
  created_at: string;
  updated_at: string;
}

export interface CategoryTreeNode {
  id: number;
  children_data: CategoryTreeNode[];
}

export interface CategoryDocument {
  id: number;
  parent_id: number;
  /** Ancestors from the root down, excluding the category itself. */
  parent_ids: number[];
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  children_count: number;
  children_data: CategoryTreeNode[];
  /** Magento path: '1/2/14/27'. */
  path: string;
  url_key: string;
  url_path: string;
  slug: string;
  include_in_menu: boolean;
}

export interface AttributeOption {
  label: string;
  value: string;
  /** Fixed display order (seed 000 §9: age labels). */
  sort_order: number;
}

export interface AttributeDocument {
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  frontend_input: 'select' | 'multiselect' | 'text' | 'date' | 'price' | 'boolean';
  is_user_defined: boolean;
  is_visible: boolean;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  options: AttributeOption[];
}

export interface TaxRate {
  id: number;
  code: string;
  tax_country_id: string;
  /** 0 means every region of the country. */
  tax_region_id: number;
  region_name: string;
  tax_postcode: string;
  rate: number;
}

export interface TaxRuleDocument {
  id: number;
  code: string;
  priority: number;
  position: number;
  customer_tax_class_ids: number[];
  product_tax_class_ids: number[];
  tax_rate_ids: number[];
  rates: TaxRate[];
}

export interface CmsPageDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  content_heading: string;
  meta_description: string;
  active: boolean;
  store_id: number;
}

export interface CmsBlockDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  active: boolean;
  store_id: number;
}

/** The entity types of the catalogue index (seed 000 §7). */
export interface CatalogEntities {
  product: ProductDocument;
  category: CategoryDocument;
  attribute: AttributeDocument;
  taxrule: TaxRuleDocument;
  cms_page: CmsPageDocument;
  cms_block: CmsBlockDocument;
}
export type CatalogEntityType = keyof CatalogEntities;
export const CATALOG_ENTITY_TYPES: readonly CatalogEntityType[] = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
];

/** seed 000 §9 catalogue constants shared by generator and catalog subgraph. */
export const ROOT_CATEGORY_ID = 2;
export const NEW_RELEASES_CATEGORY_ID = 3;

/**
 * seed 000 §9, seed 001 §9: 'Age labels have a fixed order (0-3 maanden, 12-24 maanden, 2+ up to 14+,
 * Young Adult)'. The month ranges between are kept in place; English store views say 'months'.
 */
export const AGE_LABELS_NL = [
  '0-3 maanden',
  '3-6 maanden',
  '6-12 maanden',
  '12-24 maanden',
  '2+',
  '3+',
  '4+',
  '5+',
  '6+',
  '7+',
  '8+',
  '9+',
  '10+',
  '11+',
  '12+',
  '13+',
  '14+',
  'Young Adult',
] as const;

/**
 * seed 000 §9 'Default filters: age, theme_terms, series, publish_date, language, format, price,
 * type_of_product, nur', in that order; then color and size, the merchandise filters whose aggregation size
 * the seed also gives. The attribute codes a listing may be filtered by (the catalog's facets come back in
 * this order) and so the only route query parameters a storefront reads as filters.
 */
export const CATALOG_FILTER_CODES = [
  'age',
  'theme_terms',
  'series',
  'publish_date',
  'language',
  'format',
  'price',
  'type_of_product',
  'nur',
  'color',
  'size',
] as const;
export type CatalogFilterCode = (typeof CATALOG_FILTER_CODES)[number];
