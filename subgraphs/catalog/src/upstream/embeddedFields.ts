import type { ProductDocument } from '@shop/contracts';
import type { SearchField } from '../ports/search';
import { isInStock, type OptionField, type ProductFilter } from '../ports/CatalogIndex';

/**
 * Full descriptions are long: indexing them whole multiplied the index's memory by four at 100,000
 * products. Their opening words carry what a shopper searches for.
 */
const DESCRIPTION_INDEX_WORDS = 50;

/** The fields of one product the index uses; a select attribute without a value is left out. */
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

type TextField = Exclude<SearchField, 'sku'> | 'id';

/** What the filters, facets and sorts read of a product. */
export type ProductFields = Omit<IndexedProduct, TextField>;

/**
 * Splits the indexed fields into the searched texts (seed 000 §9 search fields) and the filter row.
 * Every row has every field, in this order, so all rows share one shape: a listing reads a field of up to
 * 100,000 rows, and V8 reads a field of same-shaped objects several times faster than of mixed ones.
 */
export function splitFields(fields: IndexedProduct): {
  text: Record<SearchField, string>;
  row: ProductFields;
} {
  const { name, author, illustrator, category_names, description } = fields;
  const row: ProductFields = {
    sku: fields.sku,
    category_ids: fields.category_ids,
    visibility: fields.visibility,
    status: fields.status,
    type_id: fields.type_id,
    is_in_stock: fields.is_in_stock,
    age: fields.age,
    theme_terms: fields.theme_terms,
    series: fields.series,
    language: fields.language,
    format: fields.format,
    type_of_product: fields.type_of_product,
    nur: fields.nur,
    color: fields.color,
    size: fields.size,
    publish_date: fields.publish_date,
    price: fields.price,
    updated_at: fields.updated_at,
  };
  return { text: { name, sku: row.sku, author, illustrator, category_names, description }, row };
}

/** Each select attribute's reader: a named field read stays fast where a computed one (row[field]) would not. */
export const OPTION_READERS: Readonly<
  Record<OptionField, (product: ProductFields) => number | readonly number[] | undefined>
> = {
  age: (product) => product.age,
  theme_terms: (product) => product.theme_terms,
  series: (product) => product.series,
  language: (product) => product.language,
  format: (product) => product.format,
  type_of_product: (product) => product.type_of_product,
  nur: (product) => product.nur,
  color: (product) => product.color,
  size: (product) => product.size,
};

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
    is_in_stock: isInStock(product.stock),
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

const bound = (value: string | number | undefined) => (typeof value === 'string' ? dayNumber(value) : value);

/** A filter turned into a test of one row. */
export type RowTest = (product: ProductFields) => boolean;

/**
 * A filter as a test of one row, with its bounds read and its values in a set once: a listing tests
 * every candidate row (100,000 at most), so nothing may be parsed or allocated per row.
 */
function rowTestOf(filter: ProductFilter): RowTest {
  switch (filter.kind) {
    case 'terms': {
      const field = filter.field;
      const values = new Set<unknown>(filter.values);
      return (product) => {
        const value: unknown = product[field];
        if (!Array.isArray(value)) return values.has(value);
        for (let i = 0; i < value.length; i++) if (values.has(value[i])) return true;
        return false;
      };
    }
    case 'range': {
      const field = filter.field;
      const gte = bound(filter.gte) ?? -Infinity;
      const lte = bound(filter.lte) ?? Infinity;
      const lt = bound(filter.lt) ?? Infinity;
      return (product) => {
        const value = product[field];
        return value >= gte && value <= lte && value < lt;
      };
    }
    case 'any': {
      const inner = filter.filters.map(rowTestOf);
      return (product) => inner.some((test) => test(product));
    }
  }
}

/** One test for all filters (every one must accept). */
export function rowTestOfAll(filters: readonly ProductFilter[]): RowTest {
  const tests = filters.map(rowTestOf);
  return (product) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(product)) return false;
    return true;
  };
}
