import type { ProductDocument } from '@shop/contracts';
import type { SearchField } from '../domain/search';
import type { ProductFilter } from './CatalogIndex';

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

/** Splits the indexed fields into the searched texts (seed 000 §9 search fields) and the filter row. */
export function splitFields(fields: IndexedProduct): {
  text: Record<SearchField, string>;
  row: ProductFields;
} {
  const { id: _id, name, author, illustrator, category_names, description, ...row } = fields;
  return { text: { name, sku: row.sku, author, illustrator, category_names, description }, row };
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

const bound = (value: string | number | undefined) => (typeof value === 'string' ? dayNumber(value) : value);

/** Whether a product's row meets a filter (the search filters and the facet selections alike). */
export function accepts(product: ProductFields, filter: ProductFilter): boolean {
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
