/**
 * A small hand-written catalogue in the Vue Storefront document shape, the same in the four store-view
 * indexes except for English names: exact numbers for the tests, independent of the demo data generator.
 * "Today" in the tests is TODAY, so the publish window and special price dates below are fixed.
 */
import type {
  AttributeDocument,
  CategoryDocument,
  ConfigurableChild,
  ProductDocument,
  TaxRuleDocument,
} from '@shop/contracts';
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

/** Option ids of the attribute fixtures (the demo data's numbering). */
export const OPTION = {
  age0to3Months: 1001,
  age2Plus: 1005,
  youngAdult: 1018,
  animals: 1101,
  kikkerSeries: 1201,
  dutch: 1301,
  english: 1302,
  hardcover: 1401,
  paperback: 1402,
  pack: 1403,
  book: 1501,
  nurPictureBooks: 1677,
} as const;

function attribute(
  code: string,
  label: string,
  options: [value: number, label: string][],
): AttributeDocument {
  return {
    attribute_id: Math.floor((options[0]?.[0] ?? 0) / 100),
    attribute_code: code,
    frontend_label: label,
    frontend_input: 'select',
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    is_filterable: true,
    options: options.map(([value, optionLabel], i) => ({
      value: String(value),
      label: optionLabel,
      sort_order: i,
    })),
  };
}

/** Attribute metadata of the select attributes (seed 000 §9 default filters), labelled in Dutch or English. */
export function attributesOf(english: boolean): AttributeDocument[] {
  return [
    attribute('age', english ? 'Age' : 'Leeftijd', [
      [OPTION.age0to3Months, english ? '0-3 months' : '0-3 maanden'],
      [OPTION.age2Plus, '2+'],
      [OPTION.youngAdult, 'Young Adult'],
    ]),
    attribute('theme_terms', english ? 'Themes' : "Thema's", [
      [OPTION.animals, english ? 'Animals' : 'Dieren'],
    ]),
    attribute('series', english ? 'Series' : 'Reeks', [[OPTION.kikkerSeries, 'Kikker']]),
    attribute('language', english ? 'Language' : 'Taal', [
      [OPTION.dutch, 'NLD'],
      [OPTION.english, 'ENG'],
    ]),
    attribute('format', english ? 'Format' : 'Formaat', [
      [OPTION.hardcover, 'Hardcover'],
      [OPTION.paperback, 'Paperback'],
      [OPTION.pack, english ? 'Pack' : 'Pakket'],
    ]),
    attribute('type_of_product', english ? 'Type of product' : 'Soort product', [
      [OPTION.book, english ? 'Book' : 'Boek'],
    ]),
    attribute('nur', 'NUR', [[OPTION.nurPictureBooks, '277 Prentenboeken']]),
  ];
}

const inStock = (id: number, qty = 5) => ({
  product_id: id,
  qty,
  is_in_stock: qty > 0,
  manage_stock: true,
  is_qty_decimal: false,
});

function child(
  id: number,
  sku: string,
  format: number,
  language: number,
  overrides: Partial<ConfigurableChild> = {},
): ConfigurableChild {
  return {
    id,
    sku,
    name: `Het grote voorleesavontuur (${sku})`,
    status: 1,
    visibility: 1,
    price: 14.99,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: BOOKS_TAX_CLASS,
    url_key: sku.toLowerCase(),
    image: 'no_selection',
    stock: inStock(id),
    custom_attributes: [
      { attribute_code: 'format', value: format },
      { attribute_code: 'language', value: language },
    ],
    format,
    language,
    ...overrides,
  };
}

/**
 * Products of the product rules (seed 000 §4 variant selection, §5 composite and custom option prices,
 * §9 'new' and images), in the catalogue only when a test asks for them (`fixtureDocuments(
 * PRODUCT_RULE_PRODUCTS)`), so the listings and searches of the other tests do not see them.
 */
export const PRODUCT_RULE_PRODUCTS: ProductDocument[] = [
  product({
    id: 101,
    sku: 'VOORLEES',
    name: 'Het grote voorleesavontuur',
    type_id: 'configurable',
    price: 14.99,
    category_ids: [],
    // Day 60 on TODAY: still new (seed 000 §9).
    publish_date: '2025-04-02',
    image: '/v/o/voorlees.jpg',
    thumbnail: '/v/o/voorlees-klein.jpg',
    media_gallery: [
      { image: '/v/o/voorlees-achter.jpg', pos: 2, typ: 'image', lab: 'Achterkant' },
      { image: '/v/o/voorlees.jpg', pos: 1, typ: 'image', lab: 'Voorkant' },
    ],
    age: [OPTION.youngAdult, OPTION.age2Plus],
    theme_terms: [OPTION.animals],
    series: OPTION.kikkerSeries,
    language: OPTION.dutch,
    format: OPTION.hardcover,
    type_of_product: OPTION.book,
    nur: OPTION.nurPictureBooks,
    configurable_options: [
      {
        id: 1012,
        attribute_id: 13,
        attribute_code: 'language',
        label: 'Taal',
        position: 1,
        values: [
          { value_index: OPTION.dutch, label: 'NLD' },
          { value_index: OPTION.english, label: 'ENG' },
        ],
      },
      {
        id: 1011,
        attribute_id: 14,
        attribute_code: 'format',
        label: 'Formaat',
        position: 0,
        values: [
          // An empty label takes the attribute's option label (Hardcover).
          { value_index: OPTION.hardcover, label: '' },
          { value_index: OPTION.paperback, label: 'Paperback' },
        ],
      },
    ],
    configurable_children: [
      child(1011, 'VOORLEES-HC-NL', OPTION.hardcover, OPTION.dutch, { price: 14.99 }),
      child(1012, 'VOORLEES-HC-NL-ACTIE', OPTION.hardcover, OPTION.dutch, { price: 12.99 }),
      child(1013, 'VOORLEES-PB-NL', OPTION.paperback, OPTION.dutch, { price: 9.99, stock: inStock(1013, 0) }),
      child(1014, 'VOORLEES-PB-EN', OPTION.paperback, OPTION.english, { price: 10.99, status: 2 }),
      child(1015, 'VOORLEES-HC-EN', OPTION.hardcover, OPTION.english, {
        price: 15.99,
        image: '/v/o/voorlees-en.jpg',
      }),
    ],
    custom_options: [
      {
        option_id: 1011,
        title: 'Cadeauverpakking',
        type: 'checkbox',
        is_require: false,
        values: [
          {
            option_type_id: 10101,
            title: 'Inpakken als cadeau',
            price: 2.5,
            price_type: 'fixed',
            sort_order: 0,
          },
        ],
      },
      {
        option_id: 1012,
        title: 'Gesigneerd exemplaar',
        type: 'radio',
        is_require: false,
        values: [
          { option_type_id: 10103, title: 'Nee', price: 0, price_type: 'fixed', sort_order: 1 },
          { option_type_id: 10102, title: 'Ja, gesigneerd', price: 10, price_type: 'percent', sort_order: 0 },
          { option_type_id: 10104, title: '', price: 5, price_type: 'fixed', sort_order: 2 },
        ],
      },
    ],
  }),
  product({
    id: 102,
    sku: 'VOORLEES-UITVERKOCHT',
    name: 'Het uitverkochte voorleesavontuur',
    type_id: 'configurable',
    category_ids: [],
    publish_date: '2025-01-10',
    configurable_options: [],
    configurable_children: [
      child(1021, 'VOORLEES-UIT-1', OPTION.hardcover, OPTION.dutch, { stock: inStock(1021, 0) }),
      child(1022, 'VOORLEES-UIT-2', OPTION.paperback, OPTION.dutch, { status: 2 }),
    ],
  }),
  product({
    id: 103,
    sku: 'SET-VOORLEES',
    name: 'Voorleesset in drie delen',
    type_id: 'grouped',
    price: 39.85,
    category_ids: [],
    // Day 61 on TODAY: no longer new (seed 000 §9).
    publish_date: '2025-04-01',
    format: OPTION.pack,
    product_links: [
      {
        sku: 'SET-VOORLEES',
        link_type: 'associated',
        linked_product_sku: 'EDGE-1993',
        linked_product_type: 'simple',
        position: 3,
        qty: 1,
      },
      {
        sku: 'SET-VOORLEES',
        link_type: 'associated',
        linked_product_sku: 'KIK-001',
        linked_product_type: 'simple',
        position: 1,
        qty: 2,
      },
      {
        sku: 'SET-VOORLEES',
        link_type: 'associated',
        linked_product_sku: 'KIK-002',
        linked_product_type: 'simple',
        position: 2,
        qty: 1,
      },
      {
        sku: 'SET-VOORLEES',
        link_type: 'related',
        linked_product_sku: 'EBOOK-1',
        linked_product_type: 'downloadable',
        position: 4,
      },
      {
        sku: 'SET-VOORLEES',
        link_type: 'associated',
        linked_product_sku: 'GONE-404',
        linked_product_type: 'simple',
        position: 5,
        qty: 1,
      },
    ],
  }),
  product({
    id: 104,
    sku: 'SET-LEEG',
    name: 'Lege voorleesset',
    type_id: 'grouped',
    price: 19.95,
    category_ids: [],
    publish_date: '2025-02-01',
  }),
  product({
    id: 105,
    sku: 'BOX-VOORLEES',
    name: 'Cadeaudoos voorlezen',
    type_id: 'bundle',
    price: 30.93,
    category_ids: [],
    publish_date: '2025-03-01',
    image: 'no_selection',
    thumbnail: 'no_selection',
    bundle_options: [
      {
        option_id: 1052,
        title: 'E-book erbij',
        required: false,
        type: 'checkbox',
        position: 2,
        sku: 'BOX-VOORLEES',
        product_links: [
          { id: 10521, sku: 'EBOOK-1', qty: 2, is_default: true, price: 7.99, can_change_quantity: 0 },
        ],
      },
      {
        option_id: 1051,
        title: 'Kies een prentenboek',
        required: true,
        type: 'radio',
        position: 1,
        sku: 'BOX-VOORLEES',
        product_links: [
          { id: 10511, sku: 'KIK-001', qty: 1, is_default: true, price: 14.95, can_change_quantity: 1 },
          { id: 10512, sku: 'EDGE-1993', qty: 1, is_default: false, price: 9.95, can_change_quantity: 1 },
        ],
      },
    ],
  }),
];

/** English names of the en_* indexes, to tell the store views' indexes apart. */
const ENGLISH_NAMES: Record<string, string> = { 'KIK-001': 'Frog in love' };

function documentsOf(index: string, extraProducts: readonly ProductDocument[]): IndexDocuments {
  const english = index.startsWith('en_');
  return {
    products: [...PRODUCTS, ...extraProducts].map((p) =>
      english && ENGLISH_NAMES[p.sku] ? { ...p, name: ENGLISH_NAMES[p.sku] ?? p.name } : p,
    ),
    categories: CATEGORIES,
    taxRules: TAX_RULES,
    attributes: attributesOf(english),
  };
}

/** The fixture catalogue of every store view's index, with `extraProducts` when a test needs them. */
export function fixtureDocuments(
  extraProducts: readonly ProductDocument[] = [],
): Record<string, IndexDocuments> {
  return Object.fromEntries(
    Object.values(STORE_VIEWS).map((view) => [view.index, documentsOf(view.index, extraProducts)]),
  );
}
