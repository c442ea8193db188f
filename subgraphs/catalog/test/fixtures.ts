/**
 * A small hand-written catalogue in the Vue Storefront document shape, the same in the four store-view
 * indexes except for English names: exact numbers for the tests, independent of the demo data generator.
 * "Today" in the tests is TODAY, so the publish window and special price dates below are fixed.
 */
import type { CategoryDocument, ProductDocument, TaxRuleDocument } from '@shop/contracts';
import { STORE_VIEWS } from '@shop/store-views';
import type { IndexDocuments } from '../src/upstream/embedded';

export const TODAY = '2025-06-01';
/** Noon in Brussels on TODAY. */
export const NOW = new Date('2025-06-01T10:00:00Z');

export const BOOKS_TAX_CLASS = 2;
export const EBOOKS_TAX_CLASS = 5;

export function category(
  overrides: Partial<CategoryDocument> & Pick<CategoryDocument, 'id' | 'name' | 'parent_id'>,
): CategoryDocument {
  const urlKey = overrides.name.toLowerCase().replace(/\s+/g, '-');
  return {
    parent_ids: [],
    is_active: true,
    position: 1,
    level: 2,
    product_count: 0,
    children_count: 0,
    children_data: [],
    path: '',
    url_key: urlKey,
    url_path: urlKey,
    slug: urlKey,
    include_in_menu: true,
    ...overrides,
  };
}

export const CATEGORIES: CategoryDocument[] = [
  category({
    id: 1,
    name: 'Root Catalog',
    parent_id: 0,
    level: 0,
    url_path: '',
    url_key: '',
    slug: '',
    path: '1',
  }),
  category({
    id: 2,
    name: 'Default Category',
    parent_id: 1,
    parent_ids: [1],
    level: 1,
    url_path: '',
    url_key: '',
    slug: '',
    path: '1/2',
  }),
  category({
    id: 3,
    name: 'Nieuwe uitgaven',
    parent_id: 2,
    parent_ids: [1, 2],
    position: 2,
    path: '1/2/3',
    product_count: 1,
  }),
  category({
    id: 10,
    name: 'Prentenboeken',
    parent_id: 2,
    parent_ids: [1, 2],
    position: 3,
    path: '1/2/10',
    product_count: 7,
  }),
  category({
    id: 11,
    name: 'Peuters',
    parent_id: 10,
    parent_ids: [1, 2, 10],
    level: 3,
    position: 2,
    path: '1/2/10/11',
    url_path: 'prentenboeken/peuters',
  }),
  category({
    id: 12,
    name: 'Kleuters',
    parent_id: 10,
    parent_ids: [1, 2, 10],
    level: 3,
    position: 1,
    path: '1/2/10/12',
    url_path: 'prentenboeken/kleuters',
  }),
  category({
    id: 13,
    name: 'Archief',
    parent_id: 10,
    parent_ids: [1, 2, 10],
    level: 3,
    position: 3,
    is_active: false,
    url_path: 'prentenboeken/archief',
  }),
  category({
    id: 20,
    name: 'Leesboeken',
    parent_id: 2,
    parent_ids: [1, 2],
    position: 1,
    path: '1/2/20',
    product_count: 2,
  }),
  category({ id: 30, name: 'Verborgen', parent_id: 2, parent_ids: [1, 2], position: 4, is_active: false }),
];

const rate = (id: number, country: string, value: number) => ({
  id,
  code: `${country}-${value}`,
  tax_country_id: country,
  tax_region_id: 0,
  region_name: '',
  tax_postcode: '*',
  rate: value,
});

export const TAX_RULES: TaxRuleDocument[] = [
  {
    id: 1,
    code: 'Books',
    priority: 0,
    position: 0,
    customer_tax_class_ids: [3],
    product_tax_class_ids: [BOOKS_TAX_CLASS],
    tax_rate_ids: [1, 2],
    rates: [rate(1, 'BE', 6), rate(2, 'NL', 9)],
  },
  {
    id: 2,
    code: 'E-books',
    priority: 0,
    position: 1,
    customer_tax_class_ids: [3],
    product_tax_class_ids: [EBOOKS_TAX_CLASS],
    tax_rate_ids: [3, 4],
    rates: [rate(3, 'BE', 21), rate(4, 'NL', 21)],
  },
];

export function product(
  overrides: Partial<ProductDocument> & Pick<ProductDocument, 'id' | 'sku' | 'name'>,
): ProductDocument {
  const slug = overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const categoryIds = overrides.category_ids ?? [2, 10];
  return {
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 14.95,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: BOOKS_TAX_CLASS,
    tier_prices: [],
    url_key: slug,
    url_path: `${slug}.html`,
    slug,
    image: `/${slug[0]}/${slug[1]}/${slug}.jpg`,
    thumbnail: `/${slug[0]}/${slug[1]}/${slug}.jpg`,
    media_gallery: [],
    category: categoryIds.flatMap((id) => {
      const found = CATEGORIES.find((c) => c.id === id);
      return found ? [{ category_id: id, name: found.name, slug: found.slug, path: found.url_path }] : [];
    }),
    category_ids: categoryIds,
    description: `<p>${overrides.name}: het hele verhaal.</p>`,
    short_description: `<p>${overrides.name}</p>`,
    author: null,
    illustrator: null,
    publish_date: '2020-05-01',
    age: [],
    theme_terms: [],
    series: null,
    language: 1,
    format: 1,
    type_of_product: 1,
    nur: null,
    is_classreading_bundle: false,
    stock: {
      product_id: overrides.id,
      qty: 10,
      is_in_stock: true,
      manage_stock: true,
      is_qty_decimal: false,
    },
    isbn: null,
    created_at: '2020-05-01 00:00:00',
    updated_at: '2024-01-01 00:00:00',
    ...overrides,
  };
}

export const PRODUCTS: ProductDocument[] = [
  product({
    id: 1,
    sku: 'KIK-001',
    name: 'Kikker is verliefd',
    author: 'Max Velthuijs',
    publish_date: '2021-03-01',
    category_ids: [2, 10, 11],
    isbn: '9789025866001',
  }),
  product({
    id: 2,
    sku: 'KIK-002',
    name: 'Kikker en de vreemdeling',
    author: 'Max Velthuijs',
    publish_date: '2019-09-15',
    category_ids: [2, 10, 12],
    price: 15.99,
    special_price: 12.5,
    special_from_date: '2025-05-01 00:00:00',
    special_to_date: '2025-06-01 00:00:00',
  }),
  product({ id: 3, sku: 'OLD-1992', name: 'Oud boek', publish_date: '1992-12-31' }),
  product({ id: 4, sku: 'EDGE-1993', name: 'Eerste dag', publish_date: '1993-01-01', price: 9.95 }),
  product({
    id: 5,
    sku: 'FUTURE-2999',
    name: 'Toekomstboek',
    publish_date: '2999-01-01',
    category_ids: [2, 3, 10],
  }),
  product({ id: 6, sku: 'DISABLED-2', name: 'Uitgeschakeld', status: 2 }),
  product({ id: 7, sku: 'CHILD-VIS1', name: 'Los kind', visibility: 1 }),
  product({
    id: 8,
    sku: 'EBOOK-1',
    name: 'Jip en Janneke e-book',
    type_id: 'downloadable',
    author: 'Annie M.G. Schmidt',
    illustrator: 'Fiep Westendorp',
    tax_class_id: EBOOKS_TAX_CLASS,
    price: 7.99,
    image: 'no_selection',
    publish_date: '2023-11-20',
    category_ids: [2, 20],
  }),
  product({
    id: 9,
    sku: 'NEW-2025',
    name: 'Het nieuwe boek',
    publish_date: '2025-05-20',
    category_ids: [2, 3, 20],
    illustrator: 'Max Velthuijs',
  }),
];

/** English names of the en_* indexes, to tell the store views' indexes apart. */
const ENGLISH_NAMES: Record<string, string> = { 'KIK-001': 'Frog in love' };

function documentsOf(index: string): IndexDocuments {
  const english = index.startsWith('en_');
  return {
    products: PRODUCTS.map((p) =>
      english && ENGLISH_NAMES[p.sku] ? { ...p, name: ENGLISH_NAMES[p.sku] ?? p.name } : p,
    ),
    categories: CATEGORIES,
    taxRules: TAX_RULES,
  };
}

/** The fixture catalogue of every store view's index. */
export function fixtureDocuments(): Record<string, IndexDocuments> {
  return Object.fromEntries(Object.values(STORE_VIEWS).map((view) => [view.index, documentsOf(view.index)]));
}
