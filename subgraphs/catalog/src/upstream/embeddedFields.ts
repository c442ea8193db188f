import type { ProductDocument } from '@shop/contracts';
import type { WhereCondition } from '@orama/orama';
import type { ProductFilter, RangeFilter, TermsFilter } from './CatalogIndex';

/**
 * What the embedded index keeps of a product in Orama: the fields searched, filtered, sorted or
 * aggregated on. Dates are numbers (YYYYMMDD, epoch seconds) so they filter by range and sort.
 */
export const PRODUCT_SCHEMA = {
  name: 'string',
  sku: 'string',
  author: 'string',
  illustrator: 'string',
  category_names: 'string',
  description: 'string',
  category_ids: 'enum[]',
  visibility: 'enum',
  status: 'enum',
  type_id: 'enum',
  is_in_stock: 'boolean',
  age: 'enum[]',
  theme_terms: 'enum[]',
  series: 'enum',
  language: 'enum',
  format: 'enum',
  type_of_product: 'enum',
  nur: 'enum',
  color: 'enum',
  size: 'enum',
  publish_date: 'number',
  price: 'number',
  updated_at: 'number',
} as const;

export type ProductSchema = typeof PRODUCT_SCHEMA;

/** Only these are sorted on (seed 000 §9 sort options and list sorts); sort indexes of text fields would cost memory for nothing. */
const SORTABLE = new Set<string>(['publish_date', 'price', 'updated_at']);
export const UNSORTABLE = Object.keys(PRODUCT_SCHEMA).filter((field) => !SORTABLE.has(field));

/**
 * Full descriptions are long: indexing them whole multiplied the index's memory by four at 100,000
 * products. Their opening words carry what a shopper searches for.
 */
const DESCRIPTION_INDEX_WORDS = 50;

/** The fields of one product as Orama holds them; a select attribute without a value is left out. */
export interface IndexedProduct {
  id: string;
  name: string;
  sku: string;
  author: string;
  illustrator: string;
  category_names: string;
  description: string;
  category_ids: number[];
  visibility: number;
  status: number;
  type_id: string;
  is_in_stock: boolean;
  age: number[];
  theme_terms: number[];
  series?: number;
  language?: number;
  format?: number;
  type_of_product?: number;
  nur?: number;
  color?: number;
  size?: number;
  publish_date: number;
  price: number;
  updated_at: number;
}

const SINGLE_OPTION_FIELDS = [
  'series',
  'language',
  'format',
  'type_of_product',
  'nur',
  'color',
  'size',
] as const;

export function indexedFieldsOf(product: ProductDocument): IndexedProduct {
  const fields: IndexedProduct = {
    id: product.sku,
    name: product.name,
    sku: product.sku,
    author: product.author ?? '',
    illustrator: product.illustrator ?? '',
    category_names: (product.category ?? []).map((link) => link.name).join(' '),
    description: plainText(product.description).split(/\s+/).slice(0, DESCRIPTION_INDEX_WORDS).join(' '),
    category_ids: product.category_ids ?? [],
    visibility: product.visibility,
    status: product.status,
    type_id: product.type_id,
    // An unmanaged stock is always in stock, whatever its qty says.
    is_in_stock: product.stock ? product.stock.is_in_stock || !product.stock.manage_stock : true,
    age: product.age ?? [],
    theme_terms: product.theme_terms ?? [],
    publish_date: dayNumber(product.publish_date),
    price: product.price,
    updated_at: Math.floor((Date.parse(`${product.updated_at?.replace(' ', 'T')}Z`) || 0) / 1000),
  };
  for (const field of SINGLE_OPTION_FIELDS) {
    const value = product[field];
    if (typeof value === 'number') fields[field] = value;
  }
  return fields;
}

function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** 'YYYY-MM-DD…' as the number YYYYMMDD (0 when missing), so date ranges are number ranges. */
export function dayNumber(date: string | null | undefined): number {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return match ? Number(`${match[1]}${match[2]}${match[3]}`) : 0;
}

/** The year of a YYYYMMDD day number; null when the date is missing. */
export function yearOf(day: number): number | null {
  return day > 0 ? Math.floor(day / 10_000) : null;
}

type Condition = WhereCondition<ProductSchema>;

const bound = (value: string | number | undefined) => (typeof value === 'string' ? dayNumber(value) : value);

function rangeConditions(filter: RangeFilter): Condition[] {
  const gte = bound(filter.gte);
  const lte = bound(filter.lte);
  const lt = bound(filter.lt);
  const field = filter.field;
  if (gte !== undefined && lte !== undefined && lt === undefined)
    return [{ [field]: { between: [gte, lte] } }];
  const conditions: Condition[] = [];
  if (gte !== undefined) conditions.push({ [field]: { gte } });
  if (lte !== undefined) conditions.push({ [field]: { lte } });
  if (lt !== undefined) conditions.push({ [field]: { lt } });
  return conditions;
}

function termsCondition(filter: TermsFilter): Condition {
  const field = filter.field;
  if (field === 'is_in_stock') {
    // A boolean field answers one value; both values accept every document.
    const values = new Set(filter.values);
    if (values.size === 1) return { is_in_stock: filter.values[0] === true };
    return values.size === 0 ? { or: [] } : { or: [{ is_in_stock: true }, { is_in_stock: false }] };
  }
  const values = [...filter.values] as (string | number)[];
  if (field === 'category_ids' || field === 'age' || field === 'theme_terms')
    return { [field]: { containsAny: values } };
  return { [field]: { in: values } };
}

function conditionsOf(filter: ProductFilter): Condition[] {
  switch (filter.kind) {
    case 'terms':
      return [termsCondition(filter)];
    case 'range':
      return rangeConditions(filter);
    case 'any': {
      const alternatives = filter.filters.map((inner) => andOf(conditionsOf(inner)));
      // An alternative without bounds accepts every document, and so does the whole filter.
      if (alternatives.some((alternative) => alternative === undefined)) return [];
      return [{ or: alternatives.filter((alternative) => alternative !== undefined) }];
    }
  }
}

function andOf(conditions: Condition[]): Condition | undefined {
  if (conditions.length === 0) return undefined;
  if (conditions.length === 1) return conditions[0];
  return { and: conditions };
}

/** The Orama where clause of all filters; undefined when there are none (an empty `and` matches nothing in Orama). */
export function whereOf(filters: readonly ProductFilter[]): Condition | undefined {
  return andOf(filters.flatMap(conditionsOf));
}

/** The same filters, evaluated on a document in memory: selections of facets are applied this way. */
export function accepts(product: IndexedProduct, filter: ProductFilter): boolean {
  switch (filter.kind) {
    case 'terms': {
      const value: unknown = product[filter.field];
      const values = filter.values as readonly unknown[];
      return Array.isArray(value) ? value.some((item) => values.includes(item)) : values.includes(value);
    }
    case 'range': {
      const value = product[filter.field];
      const gte = bound(filter.gte);
      const lte = bound(filter.lte);
      const lt = bound(filter.lt);
      return (
        (gte === undefined || value >= gte) &&
        (lte === undefined || value <= lte) &&
        (lt === undefined || value < lt)
      );
    }
    case 'any':
      return filter.filters.some((inner) => accepts(product, inner));
  }
}
