/**
 * A small catalogue for browsing: listing, search, facets, lookups and url resolution. Every select
 * attribute value, price and publish date is chosen so the facet counts below are exact; names and url
 * keys differ between the Dutch (nl_be, nl_nl) and English (en_be, en_rw) indexes. "Today" is TODAY
 * (2025-06-01), as in test/fixtures.ts.
 */
import {
  taxRuleFixture,
  type AttributeDocument,
  type CategoryDocument,
  type CmsBlockDocument,
  type CmsPageDocument,
  type ConfigurableChild,
  type ProductDocument,
} from '@shop/contracts';
import { STORE_VIEWS } from '@shop/store-views';
import type { IndexDocuments } from '../src/upstream/embedded';

type Lang = 'nl' | 'en';
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** seed 000 §9 age labels in their fixed order; the option ids are deliberately not in that order. */
export const AGE_LABELS = [
  ['0-3 maanden', '0-3 months', 1010],
  ['12-24 maanden', '12-24 months', 1017],
  ['2+', '2+', 1003],
  ['3+', '3+', 1015],
  ['4+', '4+', 1002],
  ['8+', '8+', 1011],
  ['14+', '14+', 1016],
  ['Young Adult', 'Young Adult', 1000],
] as const;
const age = (label: (typeof AGE_LABELS)[number][0]) => AGE_LABELS.find(([nl]) => nl === label)?.[2] ?? 0;
export const AGE = {
  months12to24: age('12-24 maanden'),
  twoPlus: age('2+'),
  threePlus: age('3+'),
  fourPlus: age('4+'),
  eightPlus: age('8+'),
  youngAdult: age('Young Adult'),
};

export const THEME = { animals: 1101, friendship: 1102, magic: 1124 };
export const SERIES = { kikker: 1217 };
export const LANGUAGE = { dutch: 1301, english: 1302 };
export const FORMAT = { hardcover: 1401, paperback: 1402, board: 1403, ebook: 1404, textile: 1408 };
export const TYPE = { book: 1501, ebook: 1502, set: 1504, merchandise: 1507 };
export const NUR = { board: 1671, picture: 1673, fiction7to9: 1682 };
export const COLOR = { red: 1901, blue: 1902 };
export const SIZE = { s: 2008, m: 2009 };

function attribute(
  id: number,
  code: string,
  label: [nl: string, en: string],
  input: AttributeDocument['frontend_input'],
  options: readonly (readonly [nl: string, en: string, value: number])[],
) {
  return (lang: Lang): AttributeDocument => ({
    attribute_id: id,
    attribute_code: code,
    frontend_label: lang === 'nl' ? label[0] : label[1],
    frontend_input: input,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: code !== 'theme_terms',
    is_filterable: true,
    options: options.map(([nl, en, value], i) => ({
      label: lang === 'nl' ? nl : en,
      value: String(value),
      sort_order: i,
    })),
  });
}

const ATTRIBUTES = [
  attribute(140, 'age', ['Leeftijd', 'Age'], 'multiselect', AGE_LABELS),
  attribute(141, 'theme_terms', ['Thema', 'Theme'], 'multiselect', [
    ['Dieren', 'Animals', THEME.animals],
    ['Vriendschap', 'Friendship', THEME.friendship],
    ['Magie', 'Magic', THEME.magic],
  ]),
  attribute(142, 'series', ['Reeks', 'Series'], 'select', [['Kikker', 'Frog', SERIES.kikker]]),
  attribute(143, 'publish_date', ['Verschijningsdatum', 'Publication date'], 'date', []),
  attribute(144, 'language', ['Taal', 'Language'], 'select', [
    ['nld', 'nld', LANGUAGE.dutch],
    ['eng', 'eng', LANGUAGE.english],
  ]),
  attribute(145, 'format', ['Uitvoering', 'Format'], 'select', [
    ['Hardcover', 'Hardcover', FORMAT.hardcover],
    ['Paperback', 'Paperback', FORMAT.paperback],
    ['Kartonboek', 'Board book', FORMAT.board],
    ['E-book', 'E-book', FORMAT.ebook],
    ['Textiel', 'Textile', FORMAT.textile],
  ]),
  attribute(77, 'price', ['Prijs', 'Price'], 'price', []),
  attribute(146, 'type_of_product', ['Soort product', 'Type of product'], 'select', [
    ['Boek', 'Book', TYPE.book],
    ['E-book', 'E-book', TYPE.ebook],
    ['Boekenset', 'Book set', TYPE.set],
    ['Merchandise', 'Merchandise', TYPE.merchandise],
  ]),
  attribute(147, 'nur', ['NUR', 'NUR'], 'select', [
    ['271 Kartonboeken', '271 Kartonboeken', NUR.board],
    ['273 Prentenboeken', '273 Prentenboeken', NUR.picture],
    ['282 Fictie 7 tot 9 jaar', '282 Fictie 7 tot 9 jaar', NUR.fiction7to9],
  ]),
  attribute(93, 'color', ['Kleur', 'Colour'], 'select', [
    ['Rood', 'Red', COLOR.red],
    ['Blauw', 'Blue', COLOR.blue],
  ]),
  attribute(150, 'size', ['Maat', 'Size'], 'select', [
    ['S', 'S', SIZE.s],
    ['M', 'M', SIZE.m],
  ]),
  attribute(148, 'author', ['Auteur', 'Author'], 'text', []),
];

interface CategoryDef {
  id: number;
  parent: number;
  names: [nl: string, en: string];
  position: number;
  active?: boolean;
}

const CATEGORY_DEFS: readonly CategoryDef[] = [
  { id: 2, parent: 1, names: ['Boeken', 'Books'], position: 1 },
  { id: 3, parent: 2, names: ['Nieuwe uitgaven', 'New releases'], position: 1 },
  { id: 10, parent: 2, names: ['Prentenboeken', 'Picture books'], position: 2 },
  { id: 11, parent: 10, names: ['Kartonboeken', 'Board books'], position: 1 },
  { id: 14, parent: 2, names: ['Leesboeken', 'Chapter books'], position: 3 },
  { id: 35, parent: 2, names: ['Merchandise', 'Merchandise'], position: 4 },
  { id: 37, parent: 2, names: ['Archief', 'Archive'], position: 5, active: false },
];

const ancestorsOf = (id: number): number[] => {
  const def = CATEGORY_DEFS.find((d) => d.id === id);
  return def && def.parent !== 1 ? [...ancestorsOf(def.parent), def.parent] : [];
};

function categoriesOf(lang: Lang): CategoryDocument[] {
  const name = (def: CategoryDef) => def.names[lang === 'nl' ? 0 : 1];
  const key = (id: number) => slugOf(name(CATEGORY_DEFS.find((d) => d.id === id) as CategoryDef));
  return CATEGORY_DEFS.map((def) => {
    const ancestors = ancestorsOf(def.id);
    const urlPath =
      def.id === 2 ? key(2) : [...ancestors.filter((a) => a !== 2), def.id].map((id) => key(id)).join('/');
    return {
      id: def.id,
      parent_id: def.parent,
      parent_ids: ancestors,
      name: name(def),
      is_active: def.active !== false,
      position: def.position,
      level: ancestors.length + 1,
      product_count: 0,
      children_count: 0,
      children_data: [],
      path: ['1', ...ancestors, def.id].join('/'),
      url_key: key(def.id),
      url_path: urlPath,
      slug: key(def.id),
      include_in_menu: true,
    };
  });
}

interface ProductDef {
  id: number;
  sku: string;
  names: [nl: string, en: string];
  categories: number[];
  price: number;
  publish: string;
  age?: number[];
  themes?: number[];
  series?: number | null;
  language?: number;
  format: number;
  type: number;
  nur?: number | null;
  author?: string;
  illustrator?: string;
  typeId?: ProductDocument['type_id'];
  status?: number;
  visibility?: ProductDocument['visibility'];
  inStock?: boolean;
  color?: number;
  size?: number;
  children?: string[];
}

/** The products; the comments give what an anonymous shopper sees on 2025-06-01. */
export const PRODUCT_DEFS: readonly ProductDef[] = [
  {
    id: 1,
    sku: 'KIK-001',
    names: ['Kikker is verliefd', 'Frog in love'],
    author: 'Max Velthuijs',
    categories: [2, 10, 11],
    price: 14.95,
    publish: '2021-03-01',
    age: [AGE.twoPlus, AGE.threePlus],
    themes: [THEME.animals, THEME.friendship],
    series: SERIES.kikker,
    format: FORMAT.hardcover,
    type: TYPE.book,
    nur: NUR.picture,
  },
  {
    id: 2,
    sku: 'KIK-002',
    names: ['Kikker en de vreemdeling', 'Frog and the stranger'],
    author: 'Max Velthuijs',
    categories: [2, 10],
    price: 4.99,
    publish: '2019-09-15',
    age: [AGE.twoPlus, AGE.fourPlus],
    themes: [THEME.friendship],
    series: SERIES.kikker,
    format: FORMAT.paperback,
    type: TYPE.book,
    nur: NUR.picture,
  },
  {
    id: 3,
    sku: 'NIJN-1',
    names: ['Nijntje aan zee', 'Miffy at the seaside'],
    author: 'Dick Bruna',
    categories: [2, 10, 11],
    price: 9.95,
    publish: '2021-06-10',
    age: [AGE.months12to24],
    themes: [THEME.animals],
    format: FORMAT.board,
    type: TYPE.book,
    nur: NUR.board,
  },
  {
    id: 4,
    sku: 'LEES-1',
    names: ['De heksenschool', 'The school for witches'],
    author: 'Annie M.G. Schmidt',
    illustrator: 'Fiep Westendorp',
    categories: [2, 14],
    price: 17.5,
    publish: '2023-11-20',
    age: [AGE.eightPlus],
    themes: [THEME.magic],
    format: FORMAT.hardcover,
    type: TYPE.book,
    nur: NUR.fiction7to9,
  },
  {
    id: 5,
    sku: 'YA-1',
    names: ['Sterrenkijkers', 'Stargazers'],
    categories: [2, 3, 14],
    price: 24.99,
    publish: '2025-05-20',
    age: [AGE.youngAdult],
    language: LANGUAGE.english,
    format: FORMAT.paperback,
    type: TYPE.book,
  },
  {
    id: 6,
    sku: 'BOX-1',
    names: ['Prentenboekenbox', 'Picture book box'],
    categories: [2, 10],
    price: 35,
    publish: '2024-02-01',
    age: [AGE.twoPlus, AGE.threePlus],
    format: FORMAT.hardcover,
    type: TYPE.set,
    nur: NUR.picture,
  },
  {
    id: 7,
    sku: 'EBOOK-1',
    names: ['Kikker e-book', 'Frog e-book'],
    author: 'Max Velthuijs',
    typeId: 'downloadable',
    categories: [2, 14],
    price: 5,
    publish: '2023-01-05',
    format: FORMAT.ebook,
    type: TYPE.ebook,
  },
  {
    id: 8,
    sku: 'OUT-1',
    names: ['Uitverkocht boek', 'Sold out book'],
    categories: [2, 10],
    price: 12,
    publish: '2020-01-01',
    age: [AGE.fourPlus],
    format: FORMAT.paperback,
    type: TYPE.book,
    inStock: false,
  },
  {
    id: 9,
    sku: 'SHIRT',
    names: ['Kikker T-shirt', 'Frog T-shirt'],
    typeId: 'configurable',
    categories: [2, 35],
    price: 19.95,
    publish: '2024-05-01',
    format: FORMAT.textile,
    type: TYPE.merchandise,
    children: ['SHIRT-RED-S', 'SHIRT-BLUE-M'],
  },
  // Hidden from anonymous shoppers: before 1993, in the future, disabled (seed 000 §6, §9).
  {
    id: 10,
    sku: 'OLD-1',
    names: ['Oud boek', 'Old book'],
    categories: [2, 10],
    price: 8,
    publish: '1992-12-31',
    format: FORMAT.paperback,
    type: TYPE.book,
  },
  {
    id: 11,
    sku: 'FUTURE-1',
    names: ['Toekomstboek', 'Future book'],
    categories: [2, 3, 10],
    price: 8,
    publish: '2999-01-01',
    format: FORMAT.paperback,
    type: TYPE.book,
  },
  {
    id: 12,
    sku: 'DISABLED-1',
    names: ['Uitgeschakeld', 'Disabled'],
    categories: [2, 10],
    price: 8,
    publish: '2020-01-01',
    format: FORMAT.paperback,
    type: TYPE.book,
    status: 2,
  },
  // The children of SHIRT, and a hidden product without a parent (seed 000 §4).
  {
    id: 13,
    sku: 'SHIRT-RED-S',
    names: ['Kikker T-shirt rood S', 'Frog T-shirt red S'],
    categories: [2, 35],
    price: 19.95,
    publish: '2024-05-01',
    format: FORMAT.textile,
    type: TYPE.merchandise,
    visibility: 1,
    color: COLOR.red,
    size: SIZE.s,
  },
  {
    id: 14,
    sku: 'SHIRT-BLUE-M',
    names: ['Kikker T-shirt blauw M', 'Frog T-shirt blue M'],
    categories: [2, 35],
    price: 19.95,
    publish: '2024-05-01',
    format: FORMAT.textile,
    type: TYPE.merchandise,
    visibility: 1,
    color: COLOR.blue,
    size: SIZE.m,
  },
  {
    id: 15,
    sku: 'ORPHAN-1',
    names: ['Los kind', 'Orphan child'],
    categories: [2, 10],
    price: 8,
    publish: '2020-01-01',
    format: FORMAT.paperback,
    type: TYPE.book,
    visibility: 1,
  },
];

/** What an anonymous shopper sees in category 2 on TODAY, in Latest order. */
export const VISIBLE_LATEST = [
  'YA-1',
  'SHIRT',
  'BOX-1',
  'LEES-1',
  'EBOOK-1',
  'NIJN-1',
  'KIK-001',
  'OUT-1',
  'KIK-002',
];

function productOf(def: ProductDef, lang: Lang): ProductDocument {
  const name = def.names[lang === 'nl' ? 0 : 1];
  const key = slugOf(name);
  const categories = categoriesOf(lang);
  const inStock = def.inStock !== false;
  const document: ProductDocument = {
    id: def.id,
    sku: def.sku,
    name,
    type_id: def.typeId ?? 'simple',
    status: def.status ?? 1,
    visibility: def.visibility ?? 4,
    price: def.price,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: 2,
    tier_prices: [],
    url_key: key,
    url_path: `${key}.html`,
    slug: key,
    image: `/catalog/product/${def.sku}.svg`,
    thumbnail: `/catalog/product/${def.sku}.svg`,
    media_gallery: [],
    category: def.categories.flatMap((id) => {
      const found = categories.find((c) => c.id === id);
      return found ? [{ category_id: id, name: found.name, slug: found.slug, path: found.url_path }] : [];
    }),
    category_ids: def.categories,
    description: `<p>${name}.</p>`,
    short_description: `<p>${name}</p>`,
    author: def.author ?? null,
    illustrator: def.illustrator ?? null,
    publish_date: def.publish,
    age: def.age ?? [],
    theme_terms: def.themes ?? [],
    series: def.series ?? null,
    language: def.language ?? LANGUAGE.dutch,
    format: def.format,
    type_of_product: def.type,
    nur: def.nur ?? null,
    is_classreading_bundle: false,
    stock: {
      product_id: def.id,
      qty: inStock ? 10 : 0,
      is_in_stock: inStock,
      manage_stock: true,
      is_qty_decimal: false,
    },
    isbn: null,
    created_at: `${def.publish} 00:00:00`,
    updated_at: `${def.publish} 00:00:00`,
  };
  if (def.color !== undefined) document.color = def.color;
  if (def.size !== undefined) document.size = def.size;
  if (def.children) {
    document.configurable_children = def.children.map((sku) => childOf(sku, lang));
    document.configurable_options = [];
  }
  return document;
}

function childOf(sku: string, lang: Lang): ConfigurableChild {
  const def = PRODUCT_DEFS.find((d) => d.sku === sku) as ProductDef;
  const own = productOf(def, lang);
  return {
    id: own.id,
    sku,
    name: own.name,
    status: own.status,
    visibility: own.visibility,
    price: own.price,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: own.tax_class_id,
    url_key: own.url_key,
    image: own.image,
    stock: own.stock,
    custom_attributes: [],
    color: own.color,
    size: own.size,
  };
}

function cmsPagesOf(lang: Lang, storeId: number): CmsPageDocument[] {
  const page = (id: number, identifier: string, title: string, active = true): CmsPageDocument => ({
    id,
    identifier,
    title,
    content: `<p>${title}</p>`,
    content_heading: title,
    meta_description: title,
    active,
    store_id: storeId,
  });
  return lang === 'nl'
    ? [page(1, 'over-ons', 'Over ons'), page(2, 'contact', 'Contact'), page(7, 'oud', 'Oude pagina', false)]
    : [page(1, 'about-us', 'About us'), page(2, 'contact', 'Contact')];
}

function cmsBlocksOf(lang: Lang, storeId: number): CmsBlockDocument[] {
  const block = (id: number, identifier: string, title: string, active = true): CmsBlockDocument => ({
    id,
    identifier,
    title,
    content: `<p>${title}</p>`,
    active,
    store_id: storeId,
  });
  return [
    block(1, 'usp', lang === 'nl' ? 'Waarom bij ons' : 'Why shop with us'),
    block(2, 'footer-about', lang === 'nl' ? 'Over de uitgeverij' : 'About the publisher'),
    block(3, 'newsletter', lang === 'nl' ? 'Nieuwsbrief' : 'Newsletter'),
    block(4, 'old-banner', 'Old', false),
  ];
}

export const BROWSE_TAX_RULES = [
  taxRuleFixture(
    1,
    [2],
    [
      ['BE', 6],
      ['NL', 9],
    ],
  ),
];

/** The browsing catalogue of one store view's index. */
export function browseIndex(index: string): IndexDocuments {
  const lang: Lang = index.startsWith('en_') ? 'en' : 'nl';
  const storeId = Object.values(STORE_VIEWS).find((view) => view.index === index)?.storeId ?? 1;
  return {
    products: PRODUCT_DEFS.map((def) => productOf(def, lang)),
    categories: categoriesOf(lang),
    taxRules: BROWSE_TAX_RULES,
    attributes: ATTRIBUTES.map((make) => make(lang)),
    cmsPages: cmsPagesOf(lang, storeId),
    cmsBlocks: cmsBlocksOf(lang, storeId),
  };
}

/** The browsing catalogue of every store view's index. */
export function browseDocuments(): Record<string, IndexDocuments> {
  return Object.fromEntries(Object.values(STORE_VIEWS).map((view) => [view.index, browseIndex(view.index)]));
}
