/**
 * Language-neutral plans of the products: which product a slot holds, its ids, sku, prices, stock,
 * dates, attributes and links. A plan is rendered into one document per index by productDocument.ts;
 * plans are drawn by planner.ts and produced in order by productPlans.ts.
 */
import type { ProductTypeId, ProductVisibility, StockDocument } from '@shop/contracts';
import type { ColorKey, FormatKey, LanguageCode, SizeKey } from './attributes';
import type { Segment, TitleSpec } from './titles';

export type ProductKind =
  | 'book'
  | 'configurableBook'
  | 'merchandise'
  | 'grouped'
  | 'bundle'
  | 'classreading'
  | 'ebook'
  | 'audiobook'
  | 'licence'
  | 'freeSample';

export type NameSpec =
  | { kind: 'title'; title: TitleSpec }
  | { kind: 'variant'; title: TitleSpec; format: FormatKey; language: LanguageCode }
  | { kind: 'merchandise'; item: number; seriesId: number }
  | { kind: 'merchandiseVariant'; item: number; seriesId: number; color: ColorKey; size: SizeKey }
  | { kind: 'set'; seriesId: number | null; count: number }
  | { kind: 'giftBox'; themeId: number }
  | { kind: 'classreading'; title: TitleSpec; qty: number }
  | { kind: 'licence'; pupils: number }
  | { kind: 'sample'; title: TitleSpec };

export interface SpecialPricePlan {
  price: number;
  fromDay: number | null;
  toDay: number | null;
}

export interface LinkPlan {
  id: number;
  sku: string;
  price: number;
  qty: number;
  isDefault: boolean;
}

export interface BundleOptionPlan {
  optionId: number;
  title: 'book' | 'pictureBook' | 'readingBook';
  links: LinkPlan[];
}

export type ConfigurableAttribute = 'format' | 'language' | 'color' | 'size';

export interface ProductPlan {
  id: number;
  sku: string;
  kind: ProductKind;
  typeId: ProductTypeId;
  name: NameSpec;
  status: number;
  visibility: ProductVisibility;
  price: number;
  special: SpecialPricePlan | null;
  taxClassId: number;
  tierPrices: { customer_group_id: number; qty: number; value: number }[];
  publishDay: number;
  createdDay: number;
  updatedDay: number;
  segment: Segment | null;
  /** Indexes of the blurb sentences of the description. */
  blurbs: number[];
  ageIds: number[];
  themeIds: number[];
  seriesId: number | null;
  languageId: number;
  formatId: number;
  typeOfProductId: number;
  nurId: number | null;
  colorId: number | null;
  sizeId: number | null;
  /** Indexes into CONTRIBUTORS. */
  author: number | null;
  illustrator: number | null;
  /** Without the new-releases category, which depends on all publish dates. */
  categoryIds: number[];
  stock: StockDocument;
  hasImage: boolean;
  isbn: string | null;
  isClassreadingBundle: boolean;
  /** Children of a configurable product (visibility 1), also written as documents of their own. */
  children: ProductPlan[];
  configurableAttributes: ConfigurableAttribute[];
  groupedLinks: LinkPlan[];
  bundleOptions: BundleOptionPlan[];
  customOptions: 'giftWrap' | 'licence' | null;
  downloadable: 'ebook' | 'audiobook' | null;
}

/** Product tax classes matched by the tax rules (taxRules.ts). */
export const TAX_CLASS_STANDARD = 2;
export const TAX_CLASS_BOOKS = 5;

/** Entries 0..n-1 of every data set, in this order, so small sets hold them all (see productPlans.ts). */
export const EDGE_CASES = [
  'currentSpecialPrice',
  'outOfStock',
  'unmanagedStock',
  'pastSpecialPrice',
  'futureSpecialPrice',
  'publishedBefore1993',
  'publishedInFuture',
  'disabled',
  'configurableWithDisabledChild',
  'merchandise',
  'grouped',
  'bundle',
  'classreading',
  'ebook',
  'audiobook',
  'licence',
  'customOptions',
  'freeSample',
  'noImage',
  'catalogOnly',
] as const;
export type EdgeCase = (typeof EDGE_CASES)[number];

export const BLURB_COUNT = 8;

export interface PlanContext {
  seed: number;
  /** Total number of product documents, children of configurable products included. */
  products: number;
  today: number;
}

export function titleOf(name: NameSpec): TitleSpec {
  if (
    name.kind === 'title' ||
    name.kind === 'variant' ||
    name.kind === 'classreading' ||
    name.kind === 'sample'
  )
    return name.title;
  throw new Error(`A '${name.kind}' name has no book title`);
}
