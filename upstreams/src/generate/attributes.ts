/**
 * Attribute metadata (seed 000 §9 default filters: age, theme_terms, series, publish_date, language,
 * format, price, type_of_product, nur; plus author, illustrator, color and size). Option ids are the
 * same in every index; labels follow the index language. Products hold option ids.
 */
import { AGE_LABELS_NL, type AttributeDocument } from '@shop/contracts';
import type { Lang, Localized } from './language';

export interface OptionDef {
  id: number;
  label: Localized;
}

export interface AttributeDef {
  id: number;
  code: string;
  label: Localized;
  input: AttributeDocument['frontend_input'];
  filterable: boolean;
  comparable: boolean;
  options: readonly OptionDef[];
}

const same = (label: string): Localized => ({ nl: label, en: label });
const options = (firstId: number, labels: readonly Localized[]): OptionDef[] =>
  labels.map((label, i) => ({ id: firstId + i, label }));

const AGE_LABELS: Localized[] = AGE_LABELS_NL.map((nl) => ({ nl, en: nl.replace('maanden', 'months') }));

export const AGE_OPTIONS = options(1001, AGE_LABELS);
/** Option id of an age label, so rules read ageIdOf('6+') rather than a bare number. */
export const ageIdOf = (label: (typeof AGE_LABELS_NL)[number]): number => 1001 + AGE_LABELS_NL.indexOf(label);

export const THEME_OPTIONS = options(1101, [
  { nl: 'Dieren', en: 'Animals' },
  { nl: 'Vriendschap', en: 'Friendship' },
  { nl: 'Familie', en: 'Family' },
  { nl: 'Slapengaan', en: 'Bedtime' },
  { nl: 'Emoties', en: 'Emotions' },
  { nl: 'Humor', en: 'Humour' },
  { nl: 'Avontuur', en: 'Adventure' },
  { nl: 'Natuur', en: 'Nature' },
  { nl: 'Seizoenen', en: 'Seasons' },
  { nl: 'School', en: 'School' },
  { nl: 'Sport', en: 'Sport' },
  { nl: 'Ruimte', en: 'Space' },
  { nl: 'Dinosaurussen', en: 'Dinosaurs' },
  { nl: 'Sprookjes', en: 'Fairy tales' },
  { nl: 'Geschiedenis', en: 'History' },
  { nl: 'Kunst', en: 'Art' },
  { nl: 'Muziek', en: 'Music' },
  { nl: 'Voertuigen', en: 'Vehicles' },
  { nl: 'Diversiteit', en: 'Diversity' },
  { nl: 'Afscheid en rouw', en: 'Loss and grief' },
  { nl: 'Pesten', en: 'Bullying' },
  { nl: 'Feestdagen', en: 'Holidays' },
  { nl: 'Wetenschap', en: 'Science' },
  { nl: 'Magie', en: 'Magic' },
  { nl: 'Eerste woordjes', en: 'First words' },
  { nl: 'Tellen', en: 'Counting' },
]);

export const SERIES_OPTIONS = options(1201, [
  { nl: 'Fien en Pim', en: 'Fien and Pim' },
  { nl: 'Kleine Beer', en: 'Little Bear' },
  { nl: 'De Dierenbende', en: 'The Animal Gang' },
  { nl: 'Detectiveclub Zeezicht', en: 'Seaview Detective Club' },
  { nl: 'Draakje Vuurspuwer', en: 'Little Fire Dragon' },
  { nl: 'Ridder Tuur', en: 'Sir Tuur' },
  { nl: 'Heksje Mila', en: 'Mila the Witch' },
  { nl: 'De Boomhutclub', en: 'The Treehouse Club' },
  { nl: 'Juf Roos', en: 'Miss Rose' },
  { nl: 'Superzus', en: 'Supersister' },
  { nl: 'Weetjes van Otto', en: "Otto's Facts" },
  { nl: 'Ruimtereizigers', en: 'Space Travellers' },
  { nl: 'Het Geheime Genootschap', en: 'The Secret Society' },
  { nl: 'Kroniek van Nevelland', en: 'Chronicles of Mistland' },
  { nl: 'Ik lees al!', en: 'I Can Read!' },
  { nl: 'Vlinderlezen', en: 'Butterfly Readers' },
  { nl: 'Kikker en vriendjes', en: 'Frog and Friends' },
  { nl: 'De Sterrenkijkers', en: 'The Stargazers' },
  { nl: 'Zoek en vind', en: 'Seek and Find' },
  { nl: 'Lotje', en: 'Lotje' },
]);

/** seed 001 §3: 'Languages are shown by three-letter codes.' zxx: no linguistic content (merchandise). */
export const LANGUAGE_CODES = [
  'nld',
  'eng',
  'fra',
  'deu',
  'spa',
  'fry',
  'ara',
  'tur',
  'pol',
  'kin',
  'zxx',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const LANGUAGE_OPTIONS = options(1301, LANGUAGE_CODES.map(same));
export const languageIdOf = (code: LanguageCode): number => 1301 + LANGUAGE_CODES.indexOf(code);

export const FORMATS = {
  hardcover: { nl: 'Hardcover', en: 'Hardcover' },
  paperback: { nl: 'Paperback', en: 'Paperback' },
  board: { nl: 'Kartonboek', en: 'Board book' },
  ebook: { nl: 'E-book', en: 'E-book' },
  audiobook: { nl: 'Luisterboek', en: 'Audiobook' },
  pack: { nl: 'Pakket', en: 'Pack' },
  licence: { nl: 'Licentie', en: 'Licence' },
  textile: { nl: 'Textiel', en: 'Textile' },
} as const satisfies Record<string, Localized>;
export type FormatKey = keyof typeof FORMATS;
const FORMAT_KEYS = Object.keys(FORMATS) as FormatKey[];
export const FORMAT_OPTIONS = options(1401, Object.values(FORMATS));
export const formatIdOf = (key: FormatKey): number => 1401 + FORMAT_KEYS.indexOf(key);

export const PRODUCT_TYPES = {
  book: { nl: 'Boek', en: 'Book' },
  ebook: { nl: 'E-book', en: 'E-book' },
  audiobook: { nl: 'Luisterboek', en: 'Audiobook' },
  set: { nl: 'Boekenset', en: 'Book set' },
  classreading: { nl: 'Klaslezen-pakket', en: 'Classreading package' },
  licence: { nl: 'Licentie', en: 'Licence' },
  merchandise: { nl: 'Merchandise', en: 'Merchandise' },
} as const satisfies Record<string, Localized>;
export type ProductTypeKey = keyof typeof PRODUCT_TYPES;
const PRODUCT_TYPE_KEYS = Object.keys(PRODUCT_TYPES) as ProductTypeKey[];
export const TYPE_OF_PRODUCT_OPTIONS = options(1501, Object.values(PRODUCT_TYPES));
export const typeOfProductIdOf = (key: ProductTypeKey): number => 1501 + PRODUCT_TYPE_KEYS.indexOf(key);

/** NUR (Nederlandstalige Uniforme Rubrieksindeling) codes of children's books, labels in Dutch in every store. */
export const NUR_CODES = {
  210: 'Informatief jeugd algemeen',
  271: 'Kartonboeken',
  273: 'Prentenboeken',
  277: 'Voorleesboeken',
  281: 'Fictie 4 tot 6 jaar',
  282: 'Fictie 7 tot 9 jaar',
  283: 'Fictie 10 tot 12 jaar',
  284: 'Fictie 13 tot 15 jaar',
  285: 'Fictie 15+',
  287: 'Leren lezen',
  290: 'Poëzie jeugd',
} as const;
export type NurCode = keyof typeof NUR_CODES;
export const NUR_OPTIONS: OptionDef[] = Object.entries(NUR_CODES).map(([code, label]) => ({
  id: 1600 + Number(code) - 200,
  label: same(`${code} ${label}`),
}));
export const nurIdOf = (code: NurCode): number => 1600 + code - 200;

export const COLORS = {
  red: { nl: 'Rood', en: 'Red' },
  blue: { nl: 'Blauw', en: 'Blue' },
  yellow: { nl: 'Geel', en: 'Yellow' },
  green: { nl: 'Groen', en: 'Green' },
  pink: { nl: 'Roze', en: 'Pink' },
  grey: { nl: 'Grijs', en: 'Grey' },
  navy: { nl: 'Marineblauw', en: 'Navy' },
  white: { nl: 'Wit', en: 'White' },
} as const satisfies Record<string, Localized>;
export type ColorKey = keyof typeof COLORS;
export const COLOR_KEYS = Object.keys(COLORS) as ColorKey[];
export const COLOR_OPTIONS = options(1901, Object.values(COLORS));
export const colorIdOf = (key: ColorKey): number => 1901 + COLOR_KEYS.indexOf(key);

/** Children's clothing sizes (cm) and S-XL for adults: more than the 10 buckets the size aggregation returns (seed 000 §9). */
export const SIZES = [
  '86/92',
  '98/104',
  '110/116',
  '122/128',
  '134/140',
  '146/152',
  '158/164',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
] as const;
export type SizeKey = (typeof SIZES)[number];
export const SIZE_OPTIONS = options(2001, SIZES.map(same));
export const sizeIdOf = (key: SizeKey): number => 2001 + SIZES.indexOf(key);

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    id: 140,
    code: 'age',
    label: { nl: 'Leeftijd', en: 'Age' },
    input: 'multiselect',
    filterable: true,
    comparable: true,
    options: AGE_OPTIONS,
  },
  {
    id: 141,
    code: 'theme_terms',
    label: { nl: 'Thema', en: 'Theme' },
    input: 'multiselect',
    filterable: true,
    comparable: false,
    options: THEME_OPTIONS,
  },
  {
    id: 142,
    code: 'series',
    label: { nl: 'Reeks', en: 'Series' },
    input: 'select',
    filterable: true,
    comparable: true,
    options: SERIES_OPTIONS,
  },
  {
    id: 143,
    code: 'publish_date',
    label: { nl: 'Verschijningsdatum', en: 'Publication date' },
    input: 'date',
    filterable: true,
    comparable: true,
    options: [],
  },
  {
    id: 144,
    code: 'language',
    label: { nl: 'Taal', en: 'Language' },
    input: 'select',
    filterable: true,
    comparable: true,
    options: LANGUAGE_OPTIONS,
  },
  {
    id: 145,
    code: 'format',
    label: { nl: 'Uitvoering', en: 'Format' },
    input: 'select',
    filterable: true,
    comparable: true,
    options: FORMAT_OPTIONS,
  },
  {
    id: 77,
    code: 'price',
    label: { nl: 'Prijs', en: 'Price' },
    input: 'price',
    filterable: true,
    comparable: true,
    options: [],
  },
  {
    id: 146,
    code: 'type_of_product',
    label: { nl: 'Soort product', en: 'Type of product' },
    input: 'select',
    filterable: true,
    comparable: false,
    options: TYPE_OF_PRODUCT_OPTIONS,
  },
  {
    id: 147,
    code: 'nur',
    label: same('NUR'),
    input: 'select',
    filterable: true,
    comparable: false,
    options: NUR_OPTIONS,
  },
  {
    id: 148,
    code: 'author',
    label: { nl: 'Auteur', en: 'Author' },
    input: 'text',
    filterable: false,
    comparable: true,
    options: [],
  },
  {
    id: 149,
    code: 'illustrator',
    label: same('Illustrator'),
    input: 'text',
    filterable: false,
    comparable: true,
    options: [],
  },
  {
    id: 93,
    code: 'color',
    label: { nl: 'Kleur', en: 'Colour' },
    input: 'select',
    filterable: true,
    comparable: false,
    options: COLOR_OPTIONS,
  },
  {
    id: 150,
    code: 'size',
    label: { nl: 'Maat', en: 'Size' },
    input: 'select',
    filterable: true,
    comparable: false,
    options: SIZE_OPTIONS,
  },
];

const byCode = new Map(ATTRIBUTES.map((a) => [a.code, a]));
const optionsById = new Map(ATTRIBUTES.map((a) => [a.code, new Map(a.options.map((o) => [o.id, o]))]));

export function attributeDef(code: string): AttributeDef {
  const def = byCode.get(code);
  if (!def) throw new Error(`Unknown attribute '${code}'`);
  return def;
}

export function optionLabel(code: string, optionId: number, lang: Lang): string {
  const option = optionsById.get(code)?.get(optionId);
  if (!option) throw new Error(`Attribute '${code}' has no option ${optionId}`);
  return option.label[lang];
}

export function attributeDocuments(lang: Lang): AttributeDocument[] {
  return ATTRIBUTES.map((def) => ({
    attribute_id: def.id,
    attribute_code: def.code,
    frontend_label: def.label[lang],
    frontend_input: def.input,
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: def.comparable,
    is_filterable: def.filterable,
    options: def.options.map((option, i) => ({
      label: option.label[lang],
      value: String(option.id),
      sort_order: i,
    })),
  }));
}
