/**
 * Draws the fields of one product plan from its random stream: the realistic mix of books, the
 * composite and digital products, and the edge case an entry must exercise (EDGE_CASES).
 */
import { ROOT_CATEGORY_ID, type ProductTypeId, type StockDocument } from '@shop/contracts';
import {
  AGE_OPTIONS,
  COLOR_KEYS,
  SERIES_OPTIONS,
  SIZES,
  THEME_OPTIONS,
  ageIdOf,
  colorIdOf,
  formatIdOf,
  languageIdOf,
  nurIdOf,
  sizeIdOf,
  typeOfProductIdOf,
  type ColorKey,
  type FormatKey,
  type LanguageCode,
  type NurCode,
} from './attributes';
import { withAncestors } from './categories';
import { CONTRIBUTORS, ILLUSTRATOR_INDEXES, WRITER_INDEXES } from './contributors';
import { MINIMUM_PUBLISH_DATE, dayOf } from './dates';
import { demoIsbn } from './isbn';
import type { Bookshelf, LinkableBook } from './bookshelf';
import type { Random } from './random';
import { cents } from './text';
import { pickTitle, type Segment } from './titles';
import { MERCHANDISE } from './words';
import {
  BLURB_COUNT,
  TAX_CLASS_BOOKS,
  TAX_CLASS_STANDARD,
  titleOf,
  type BundleOptionPlan,
  type ConfigurableAttribute,
  type EdgeCase,
  type LinkPlan,
  type NameSpec,
  type PlanContext,
  type ProductKind,
  type ProductPlan,
  type SpecialPricePlan,
} from './productPlan';

/** seed 000 §1: B2B customer groups get tier prices here. */
const B2B_GROUPS = [7, 10];

export const EDGE_KIND: Partial<Record<EdgeCase, ProductKind>> = {
  configurableWithDisabledChild: 'configurableBook',
  merchandise: 'merchandise',
  grouped: 'grouped',
  bundle: 'bundle',
  classreading: 'classreading',
  ebook: 'ebook',
  audiobook: 'audiobook',
  licence: 'licence',
  freeSample: 'freeSample',
};

export const KIND_WEIGHTS: Record<ProductKind, number> = {
  book: 70,
  configurableBook: 7,
  merchandise: 2,
  grouped: 4,
  bundle: 3,
  classreading: 3,
  ebook: 5,
  audiobook: 3,
  licence: 1.5,
  freeSample: 0.5,
};

const SEGMENT_WEIGHTS: Record<Segment, number> = { board: 10, picture: 32, reader: 30, info: 13, ya: 15 };

const LANGUAGE_WEIGHTS: Partial<Record<LanguageCode, number>> = {
  nld: 80,
  eng: 8,
  fra: 5,
  deu: 2,
  fry: 1,
  spa: 1,
  ara: 1,
  tur: 1,
  pol: 0.5,
  kin: 0.5,
};

const PRICES: Record<Segment, number[]> = {
  board: [8.99, 9.99, 10.99, 12.99],
  picture: [13.99, 14.99, 15.99, 16.99, 17.5, 19.99],
  reader: [12.5, 12.99, 14.99, 15.99, 16.99],
  info: [14.99, 17.99, 19.99, 22.5, 24.99],
  ya: [17.99, 19.99, 21.99, 22.99],
};

/** Age option indexes (into AGE_OPTIONS) a segment draws from; the seed's fixed order makes them ranges. */
const AGE_RANGE: Record<Segment, [number, number]> = {
  board: [0, 4],
  picture: [4, 7],
  reader: [8, 13],
  info: [7, 14],
  ya: [14, 17],
};

const LEAF_CATEGORIES: Record<Segment, number[]> = {
  board: [11],
  picture: [12, 13],
  reader: [16, 17, 18],
  info: [20, 21, 22, 23],
  ya: [25, 26],
};

const pad = (id: number) => String(id).padStart(6, '0');
const MIN_PUBLISH_DAY = dayOf(MINIMUM_PUBLISH_DATE);

/** Draws the fields of one entry; `edge` forces the rule that entry must exercise. */
export class Planner {
  constructor(
    private readonly context: PlanContext,
    private readonly random: Random,
    private readonly id: number,
    private readonly edge: EdgeCase | undefined,
    private readonly shelf: Bookshelf,
  ) {}

  plan(kind: ProductKind, slots: number): ProductPlan {
    switch (kind) {
      case 'book':
        return this.book();
      case 'configurableBook':
        return this.configurableBook(slots);
      case 'merchandise':
        return this.merchandise(slots);
      case 'grouped':
        return this.grouped();
      case 'bundle':
        return this.bundle();
      case 'classreading':
        return this.classreading();
      case 'ebook':
      case 'audiobook':
        return this.digital(kind);
      case 'licence':
        return this.licence();
      case 'freeSample':
        return this.freeSample();
    }
  }

  private book(): ProductPlan {
    const r = this.random;
    const plan = this.bookBase(this.id, r.weighted(SEGMENT_WEIGHTS));
    const e = this.edge;
    if (e === 'outOfStock' || (!e && r.chance(0.03)))
      plan.stock = { ...plan.stock, qty: 0, is_in_stock: false };
    if (e === 'unmanagedStock' || (!e && r.chance(0.01)))
      plan.stock = { ...plan.stock, qty: 0, is_in_stock: true, manage_stock: false };
    const window =
      e === 'currentSpecialPrice'
        ? 'current'
        : e === 'pastSpecialPrice'
          ? 'past'
          : e === 'futureSpecialPrice'
            ? 'future'
            : !e && r.chance(0.1)
              ? r.weighted({ past: 3, current: 5, future: 2 })
              : null;
    if (window) plan.special = this.specialPrice(plan.price, window);
    if (e === 'currentSpecialPrice' || (!e && r.chance(0.03))) plan.tierPrices = this.tierPrices(plan.price);
    if (e === 'publishedBefore1993' || (!e && r.chance(0.04)))
      this.setPublishDay(plan, r.int(dayOf('1975-01-01'), MIN_PUBLISH_DAY - 1));
    if (e === 'publishedInFuture' || (!e && r.chance(0.03)))
      this.setPublishDay(plan, this.context.today + r.int(1, 180));
    if (e === 'disabled' || (!e && r.chance(0.01))) plan.status = 2;
    if (e === 'customOptions' || (!e && r.chance(0.02))) plan.customOptions = 'giftWrap';
    if (e === 'noImage' || (!e && r.chance(0.03))) plan.hasImage = false;
    // seed 000 §9: the catalogue lists visibility 2, 3 and 4; 1 is for children only.
    if (e === 'catalogOnly') plan.visibility = 2;
    else if (!e && r.chance(0.02)) plan.visibility = r.pick([2, 3] as const);
    return plan;
  }

  /** A simple book with everything a book has; callers adjust type and details. */
  private bookBase(id: number, segment: Segment): ProductPlan {
    const r = this.random;
    const [minAge, maxAge] = AGE_RANGE[segment];
    const firstAge = r.int(minAge, maxAge);
    const ageIds = [AGE_OPTIONS[firstAge]?.id ?? ageIdOf('6+')];
    if (firstAge < maxAge && r.chance(0.4)) ageIds.push(AGE_OPTIONS[firstAge + 1]?.id ?? ageIdOf('6+'));
    const author = r.pick(WRITER_INDEXES);
    const illustrated =
      segment === 'board' ||
      segment === 'picture' ||
      (segment === 'reader' && r.chance(0.6)) ||
      (segment === 'info' && r.chance(0.5));
    const authorDraws = CONTRIBUTORS[author]?.role === 'author-illustrator' && r.chance(0.5);
    const format: FormatKey =
      segment === 'board'
        ? 'board'
        : segment === 'picture' || segment === 'info'
          ? r.chance(0.85)
            ? 'hardcover'
            : 'paperback'
          : segment === 'ya'
            ? r.chance(0.8)
              ? 'paperback'
              : 'hardcover'
            : r.pick(['hardcover', 'paperback'] as const);
    const seriesId =
      segment !== 'info' && r.chance(segment === 'ya' ? 0.2 : 0.35) ? r.pick(SERIES_OPTIONS).id : null;
    const title = pickTitle(r, segment);
    const leaf = segment === 'reader' && firstAge <= 9 ? 15 : r.pick(LEAF_CATEGORIES[segment]);
    const publishDay = this.context.today - Math.floor(Math.pow(r.next(), 1.6) * 3650);
    const created = publishDay - r.int(14, 90);
    return {
      id,
      sku: demoIsbn(id),
      kind: 'book',
      typeId: 'simple',
      name: { kind: 'title', title: seriesId === null ? title : { ...title, series: seriesId } },
      status: 1,
      visibility: 4,
      price: r.pick(PRICES[segment]),
      special: null,
      taxClassId: TAX_CLASS_BOOKS,
      tierPrices: [],
      publishDay,
      createdDay: created,
      updatedDay: Math.min(this.context.today, created + r.int(0, 400)),
      segment,
      blurbs: r.sample([...Array(BLURB_COUNT).keys()], 2),
      ageIds,
      themeIds: r
        .sample(THEME_OPTIONS, r.int(1, 3))
        .map((o) => o.id)
        .sort((a, b) => a - b),
      seriesId,
      languageId: languageIdOf(r.weighted(LANGUAGE_WEIGHTS as Record<LanguageCode, number>)),
      formatId: formatIdOf(format),
      typeOfProductId: typeOfProductIdOf('book'),
      nurId: nurIdOf(nurOf(segment, firstAge)),
      colorId: null,
      sizeId: null,
      author,
      illustrator: illustrated ? (authorDraws ? author : r.pick(ILLUSTRATOR_INDEXES)) : null,
      categoryIds: withAncestors(leaf),
      stock: {
        product_id: id,
        qty: r.int(5, 400),
        is_in_stock: true,
        manage_stock: true,
        is_qty_decimal: false,
      },
      hasImage: true,
      isbn: demoIsbn(id),
      isClassreadingBundle: false,
      children: [],
      configurableAttributes: [],
      groupedLinks: [],
      bundleOptions: [],
      customOptions: null,
      downloadable: null,
    };
  }

  private setPublishDay(plan: ProductPlan, day: number): void {
    const r = this.random;
    plan.publishDay = day;
    // Old titles entered the shop when it opened; future titles are listed a few weeks ahead.
    plan.createdDay =
      day < MIN_PUBLISH_DAY
        ? dayOf('2015-03-02') + r.int(0, 400)
        : Math.min(this.context.today - r.int(0, 30), day - r.int(14, 90));
    plan.updatedDay = Math.min(this.context.today, plan.createdDay + r.int(0, 400));
  }

  private specialPrice(price: number, window: 'past' | 'current' | 'future'): SpecialPricePlan {
    const r = this.random;
    const today = this.context.today;
    const special = cents(Math.max(0.99, Math.floor(price * r.pick([0.7, 0.75, 0.8, 0.85])) + 0.99 - 1));
    if (window === 'past')
      return { price: special, fromDay: today - r.int(60, 120), toDay: today - r.int(1, 30) };
    if (window === 'future')
      return { price: special, fromDay: today + r.int(1, 30), toDay: today + r.int(31, 90) };
    // A current window may be open-ended, as Magento allows.
    return {
      price: special,
      fromDay: today - r.int(0, 20),
      toDay: r.chance(0.3) && this.edge !== 'currentSpecialPrice' ? null : today + r.int(7, 45),
    };
  }

  private tierPrices(price: number): ProductPlan['tierPrices'] {
    return B2B_GROUPS.flatMap((group) => [
      { customer_group_id: group, qty: 10, value: cents(price * 0.9) },
      { customer_group_id: group, qty: 25, value: cents(price * 0.85) },
    ]);
  }

  private configurableBook(slots: number): ProductPlan {
    const r = this.random;
    const segment = r.weighted({ picture: 4, reader: 4, ya: 2 });
    const parent: ProductPlan = { ...this.bookBase(this.id, segment), kind: 'configurableBook' };
    const mode =
      this.edge === 'configurableWithDisabledChild'
        ? 'both'
        : r.weighted({ format: 5, language: 3, both: 2 });
    const formats: FormatKey[] =
      mode === 'language'
        ? [parent.formatId === formatIdOf('paperback') ? 'paperback' : 'hardcover']
        : ['hardcover', 'paperback'];
    const languages: LanguageCode[] =
      mode === 'format'
        ? ['nld']
        : mode === 'both'
          ? ['nld', 'eng']
          : ['nld', ...r.sample(['eng', 'fra', 'deu'] as const, r.int(1, 2))];
    if (mode === 'format' && segment === 'picture' && r.chance(0.3)) formats.push('board');
    const variants = languages
      .flatMap((language) => formats.map((format) => ({ language, format })))
      .slice(0, Math.max(2, slots - 1));
    const title = titleOf(parent.name);
    parent.children = variants.map(({ language, format }, i): ProductPlan => {
      const own = this.bookBase(this.id + 1 + i, segment);
      const price =
        format === 'paperback'
          ? parent.price - 3
          : format === 'board'
            ? 9.99
            : parent.price + (language === 'nld' ? 0 : 1);
      // seed 000 §4 variant selection: disabled and out-of-stock children are skipped.
      const disabled = this.edge === 'configurableWithDisabledChild' ? i === 1 : r.chance(0.02);
      const outOfStock = this.edge === 'configurableWithDisabledChild' ? i === 2 : r.chance(0.05);
      return {
        ...parent,
        id: own.id,
        sku: own.sku,
        isbn: own.isbn,
        name: { kind: 'variant', title, format, language },
        status: disabled ? 2 : 1,
        visibility: 1,
        price: Math.max(4.99, cents(price)),
        languageId: languageIdOf(language),
        formatId: formatIdOf(format),
        categoryIds: [],
        stock: outOfStock ? { ...own.stock, qty: 0, is_in_stock: false } : own.stock,
      };
    });
    return this.configurableParent(
      parent,
      'CONF',
      mode === 'format' ? ['format'] : mode === 'language' ? ['language'] : ['format', 'language'],
    );
  }

  private merchandise(slots: number): ProductPlan {
    const r = this.random;
    const base = this.bookBase(this.id, 'picture');
    const item = r.int(0, MERCHANDISE.length - 1);
    const seriesId = r.pick(SERIES_OPTIONS).id;
    const colors = this.edge ? (['red', 'blue'] as ColorKey[]) : r.sample(COLOR_KEYS, r.int(1, 2));
    const firstSize = r.int(0, 5);
    const sizes = SIZES.slice(firstSize, firstSize + (this.edge ? 2 : r.int(2, 3)));
    const variants = colors
      .flatMap((color) => sizes.map((size) => ({ color, size })))
      .slice(0, Math.max(2, slots - 1));
    const parent: ProductPlan = {
      ...base,
      kind: 'merchandise',
      name: { kind: 'merchandise', item, seriesId },
      price: r.pick([12.95, 14.95, 19.95, 24.95]),
      taxClassId: TAX_CLASS_STANDARD,
      ageIds: [],
      themeIds: [],
      seriesId,
      languageId: languageIdOf('zxx'),
      formatId: formatIdOf('textile'),
      typeOfProductId: typeOfProductIdOf('merchandise'),
      nurId: null,
      author: null,
      illustrator: null,
      categoryIds: withAncestors(35),
      isbn: null,
    };
    parent.children = variants.map(({ color, size }, i) => ({
      ...parent,
      id: this.id + 1 + i,
      kind: 'merchandise',
      name: { kind: 'merchandiseVariant', item, seriesId, color, size },
      visibility: 1,
      sku: '',
      colorId: colorIdOf(color),
      sizeId: sizeIdOf(size),
      categoryIds: [],
      stock: {
        product_id: this.id + 1 + i,
        qty: r.int(0, 60),
        is_in_stock: true,
        manage_stock: true,
        is_qty_decimal: false,
      },
    }));
    for (const child of parent.children) {
      if (child.stock.qty === 0) child.stock.is_in_stock = false;
      const variant = child.name.kind === 'merchandiseVariant' ? child.name : null;
      child.sku = `MERCH-${pad(this.id)}-${variant?.color}-${variant?.size.replace('/', '-')}`.toUpperCase();
    }
    return this.configurableParent(parent, 'MERCH', ['color', 'size']);
  }

  private configurableParent(
    parent: ProductPlan,
    prefix: string,
    attributes: ConfigurableAttribute[],
  ): ProductPlan {
    const enabled = parent.children.filter((c) => c.status === 1);
    const priced = enabled.length > 0 ? enabled : parent.children;
    return {
      ...parent,
      sku: `${prefix}-${pad(parent.id)}`,
      typeId: 'configurable',
      isbn: null,
      // seed 000 §4: the parent shows the lowest price of its children.
      price: Math.min(...priced.map((c) => c.price)),
      formatId: parent.children[0]?.formatId ?? parent.formatId,
      languageId: parent.children[0]?.languageId ?? parent.languageId,
      special: null,
      tierPrices: [],
      configurableAttributes: attributes,
      stock: {
        product_id: parent.id,
        qty: enabled.reduce((sum, c) => sum + (c.stock.is_in_stock ? c.stock.qty : 0), 0),
        is_in_stock: enabled.some((c) => c.stock.is_in_stock),
        manage_stock: true,
        is_qty_decimal: false,
      },
    };
  }

  /** A composite product's own fields: a set of books in 'Cadeaus en sets'. */
  private composite(
    kind: ProductKind,
    typeId: ProductTypeId,
    name: NameSpec,
    links: LinkPlan[],
    linked: LinkableBook[],
  ): ProductPlan {
    const r = this.random;
    const base = this.bookBase(this.id, linked[0]?.segment ?? 'picture');
    const defaults = links.filter((l) => l.isDefault);
    this.setPublishDay(base, this.context.today - r.int(1, 700));
    const first = linked[0];
    return {
      ...base,
      sku: `${kind === 'classreading' ? 'KLAS' : kind === 'grouped' ? 'SET' : 'BUNDLE'}-${pad(this.id)}`,
      kind,
      typeId,
      name,
      // seed 000 §5: bundle price sums default links times qty; grouped price sums associated links with qty 1.
      price: cents(defaults.reduce((sum, l) => sum + l.price * l.qty, 0)),
      ageIds: first?.ageIds ?? base.ageIds,
      themeIds: first?.themeIds ?? base.themeIds,
      languageId: first?.languageId ?? base.languageId,
      author: linked[0]?.author ?? null,
      illustrator: null,
      seriesId: name.kind === 'set' ? name.seriesId : null,
      formatId: formatIdOf('pack'),
      typeOfProductId: typeOfProductIdOf(kind === 'classreading' ? 'classreading' : 'set'),
      nurId: null,
      categoryIds: withAncestors(kind === 'classreading' ? 28 : 34),
      isbn: null,
      stock: compositeStock(this.id, defaults, linked),
    };
  }

  private grouped(): ProductPlan {
    const r = this.random;
    const series = this.shelf.series(r);
    const books = series?.books ?? this.shelf.pick(r, Math.min(3, this.shelf.size));
    const links = books.map((b) => ({ id: b.id, sku: b.sku, price: b.price, qty: 1, isDefault: true }));
    const plan = this.composite(
      'grouped',
      'grouped',
      { kind: 'set', seriesId: series?.seriesId ?? null, count: books.length },
      links,
      books,
    );
    plan.groupedLinks = links;
    return plan;
  }

  private bundle(): ProductPlan {
    const r = this.random;
    const pictureBooks = this.shelf.pick(r, 3, (b) => b.segment === 'picture' || b.segment === 'board');
    const readingBooks = this.shelf.pick(r, 2, (b) => !pictureBooks.includes(b));
    const options: BundleOptionPlan[] = [
      {
        optionId: this.id * 10 + 1,
        title: 'pictureBook',
        links: pictureBooks.map((b, i) => ({
          id: this.id * 100 + i + 1,
          sku: b.sku,
          price: b.price,
          qty: 1,
          isDefault: i === 0,
        })),
      },
    ];
    if (readingBooks.length > 0) {
      options.push({
        optionId: this.id * 10 + 2,
        title: 'readingBook',
        links: readingBooks.map((b, i) => ({
          id: this.id * 100 + 10 + i,
          sku: b.sku,
          price: b.price,
          qty: 1,
          isDefault: i === 0,
        })),
      });
    }
    const plan = this.composite(
      'bundle',
      'bundle',
      { kind: 'giftBox', themeId: r.pick(THEME_OPTIONS).id },
      options.flatMap((o) => o.links),
      [...pictureBooks, ...readingBooks],
    );
    plan.bundleOptions = options;
    return plan;
  }

  /** seed 001 §5: classreading bundles must be bought without any other products. */
  private classreading(): ProductPlan {
    const r = this.random;
    const [book] = this.shelf.pick(r, 1, (b) => b.segment === 'reader' || b.segment === 'ya');
    if (!book) throw new Error('A classreading bundle needs a book');
    const qty = this.edge ? 25 : r.pick([20, 25, 30]);
    const link = { id: this.id * 100 + 1, sku: book.sku, price: book.price, qty, isDefault: true };
    const plan = this.composite(
      'classreading',
      'bundle',
      { kind: 'classreading', title: book.title, qty },
      [link],
      [book],
    );
    plan.bundleOptions = [{ optionId: this.id * 10 + 1, title: 'book', links: [link] }];
    plan.isClassreadingBundle = true;
    plan.seriesId = book.seriesId;
    return plan;
  }

  private digital(kind: 'ebook' | 'audiobook'): ProductPlan {
    const r = this.random;
    const plan = this.bookBase(this.id, r.weighted({ picture: 2, reader: 5, ya: 3 }));
    return {
      ...plan,
      kind,
      typeId: 'downloadable',
      price: kind === 'ebook' ? r.pick([5.99, 7.99, 9.99, 11.99]) : r.pick([9.99, 12.99, 14.99]),
      formatId: formatIdOf(kind),
      typeOfProductId: typeOfProductIdOf(kind),
      categoryIds: [
        ...plan.categoryIds,
        ...withAncestors(kind === 'ebook' ? 31 : 32).filter((c) => c !== ROOT_CATEGORY_ID),
      ],
      // Digital products are always deliverable: stock is not managed.
      stock: { ...plan.stock, qty: 0, is_in_stock: true, manage_stock: false },
      downloadable: kind,
    };
  }

  /** A zero price is allowed (seed 000 §5: only negative prices are refused). */
  private freeSample(): ProductPlan {
    const plan = this.digital('ebook');
    return {
      ...plan,
      kind: 'freeSample',
      name: { kind: 'sample', title: titleOf(plan.name) },
      price: 0,
      isbn: null,
      sku: `SAMPLE-${pad(this.id)}`,
    };
  }

  /** A virtual product: a yearly licence of the reading programme, priced per number of pupils via custom options. */
  private licence(): ProductPlan {
    const r = this.random;
    const plan = this.bookBase(this.id, 'reader');
    this.setPublishDay(plan, this.context.today - r.int(30, 365));
    return {
      ...plan,
      sku: `LIC-${pad(this.id)}`,
      kind: 'licence',
      typeId: 'virtual',
      name: { kind: 'licence', pupils: r.pick([30, 60]) },
      price: r.pick([49, 99, 149]),
      taxClassId: TAX_CLASS_STANDARD,
      ageIds: [
        ageIdOf('6+'),
        ageIdOf('7+'),
        ageIdOf('8+'),
        ageIdOf('9+'),
        ageIdOf('10+'),
        ageIdOf('11+'),
        ageIdOf('12+'),
      ],
      themeIds: [],
      seriesId: null,
      languageId: languageIdOf('nld'),
      formatId: formatIdOf('licence'),
      typeOfProductId: typeOfProductIdOf('licence'),
      nurId: null,
      author: null,
      illustrator: null,
      categoryIds: withAncestors(29),
      stock: { ...plan.stock, qty: 0, is_in_stock: true, manage_stock: false },
      isbn: null,
      customOptions: 'licence',
    };
  }
}

function nurOf(segment: Segment, ageIndex: number): NurCode {
  switch (segment) {
    case 'board':
      return 271;
    case 'picture':
      return ageIndex <= 5 ? 273 : 277;
    case 'info':
      return 210;
    case 'ya':
      return ageIndex >= 17 ? 285 : 284;
    case 'reader':
      return ageIndex <= 8 ? 287 : ageIndex <= 10 ? 282 : 283;
  }
}

/** Salable quantity of a composite: how many sets the default links' stock allows. */
function compositeStock(id: number, defaults: LinkPlan[], linked: LinkableBook[]): StockDocument {
  let qty = Number.POSITIVE_INFINITY;
  for (const link of defaults) {
    const book = linked.find((b) => b.sku === link.sku);
    if (book && book.manageStock) qty = Math.min(qty, Math.floor(book.qty / link.qty));
  }
  if (qty === Number.POSITIVE_INFINITY)
    return { product_id: id, qty: 0, is_in_stock: true, manage_stock: false, is_qty_decimal: false };
  return { product_id: id, qty, is_in_stock: qty > 0, manage_stock: true, is_qty_decimal: false };
}
