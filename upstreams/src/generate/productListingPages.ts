/**
 * The content service's product listing pages (seed 001 §7 /product-listing-page; seed 001 §2 curated
 * lists, joy action list, range page). Every sku comes from the catalogue summary, so every listed product
 * exists and can be shown; a list without products is left out.
 */
import type { ProductListContent, ProductListingPageContent } from '@shop/contracts';
import { buildShopPath } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';
import { THEME_OPTIONS } from './attributes';
import { categoryName, menuTree, urlPathOf } from './categories';
import { langOfStore, type Lang, type Localized } from './language';
import { Random } from './random';
import { hasCover, type CatalogSummary, type ShowcaseProduct } from './summary';
import type { Segment } from './titles';

const LIST_SIZE = { curated: [6, 12], joy: 12, range: [4, 8] } as const;
/** A curated list of one or two books is no list: small demo catalogues leave such a theme out. */
const MIN_CURATED_LIST = 3;

interface CuratedListDef {
  title: Localized;
  text: Localized;
  /** The books a list is made of: those of these segments... */
  segments: readonly Segment[];
  /** ...with this theme first (its Dutch label), then the others. */
  theme?: string;
}

const CURATED_LISTS: readonly CuratedListDef[] = [
  {
    title: { nl: 'Voorlezen voor het slapengaan', en: 'Bedtime read-alouds' },
    text: {
      nl: '<p>Rustige verhalen om de dag mee af te sluiten.</p>',
      en: '<p>Calm stories to end the day with.</p>',
    },
    segments: ['board', 'picture'],
    theme: 'Slapengaan',
  },
  {
    title: { nl: 'Eerste leesboeken', en: 'First chapter books' },
    text: {
      nl: '<p>Korte hoofdstukken en veel prenten, voor wie net zelf leest.</p>',
      en: '<p>Short chapters and plenty of pictures, for children who have just started reading.</p>',
    },
    segments: ['reader'],
  },
  {
    title: { nl: 'Over vriendschap', en: 'About friendship' },
    text: {
      nl: '<p>Over vrienden maken, ruzie maken en het weer goedmaken.</p>',
      en: '<p>About making friends, falling out and making up again.</p>',
    },
    segments: ['picture', 'reader'],
    theme: 'Vriendschap',
  },
  {
    title: { nl: 'Dieren overal', en: 'Animals everywhere' },
    text: {
      nl: '<p>Van de egel in de tuin tot de olifant op de savanne.</p>',
      en: '<p>From the hedgehog in the garden to the elephant on the savannah.</p>',
    },
    segments: ['picture', 'info'],
    theme: 'Dieren',
  },
  {
    title: { nl: 'Weten en ontdekken', en: 'Find out and discover' },
    text: {
      nl: '<p>Informatieve boeken voor nieuwsgierige kinderen.</p>',
      en: '<p>Non-fiction for curious children.</p>',
    },
    segments: ['info'],
  },
  {
    title: { nl: 'Spannend voor tieners', en: 'Gripping reads for teenagers' },
    text: {
      nl: '<p>Boeken die je niet meer weglegt.</p>',
      en: '<p>Books you will not put down.</p>',
    },
    segments: ['ya'],
  },
];

const PAGE_TEXT: Record<ProductListingPageContent['kind'], Record<Lang, { title: string; intro: string }>> = {
  'curated-lists': {
    nl: {
      title: 'Samengestelde lijsten',
      intro: '<p>Boekentips per thema, gekozen door onze redactie.</p>',
    },
    en: { title: 'Curated lists', intro: '<p>Book tips by theme, chosen by our editors.</p>' },
  },
  'joy-action-list': {
    nl: {
      title: 'Clavis Joy',
      intro:
        '<p>Clavis Joy is onze actie met boeken in de aanbieding: zolang de actie loopt, betaal je minder voor de boeken op deze lijst.</p>',
    },
    en: {
      title: 'Clavis Joy',
      intro:
        '<p>Clavis Joy is our promotion of books on offer: while it runs, you pay less for the books on this list.</p>',
    },
  },
  range: {
    nl: {
      title: 'Ons assortiment',
      intro: '<p>Van kartonboek tot young adult: een greep uit elke afdeling van onze winkel.</p>',
    },
    en: {
      title: 'Our range',
      intro: '<p>From board books to young adult: a selection from every department of our shop.</p>',
    },
  },
};

const JOY_LISTS: readonly { title: Localized; segments: readonly (Segment | null)[] }[] = [
  { title: { nl: 'Voorlezen en kijken', en: 'To read aloud and look at' }, segments: ['board', 'picture'] },
  {
    title: { nl: 'Zelf lezen en ontdekken', en: 'To read and discover yourself' },
    segments: ['reader', 'info', 'ya', null],
  },
];

export function productListingPages(
  code: StoreCode,
  summary: CatalogSummary,
  seed: number,
): ProductListingPageContent[] {
  const lang = langOfStore(code);
  // One stream for both languages: the lists hold the same books in every store view.
  const random = new Random(seed, 'content', 'product-listing-pages');
  return [
    page('curated-lists', lang, curatedLists(lang, summary, random)),
    page('joy-action-list', lang, joyLists(lang, summary)),
    page('range', lang, rangeLists(code, summary, random)),
  ];
}

function page(
  kind: ProductListingPageContent['kind'],
  lang: Lang,
  lists: readonly { list: ProductListContent; books: readonly ShowcaseProduct[] }[],
): ProductListingPageContent {
  const head = lists.flatMap(({ books }) => books).find(hasCover);
  return {
    kind,
    ...PAGE_TEXT[kind][lang],
    ...(head ? { head_image: head.image } : {}),
    lists: lists.map(({ list }) => list),
  };
}

const listOf = (list: Omit<ProductListContent, 'skus'>, books: readonly ShowcaseProduct[]) => ({
  list: { ...list, skus: books.map((book) => book.sku) },
  books,
});

function curatedLists(lang: Lang, summary: CatalogSummary, random: Random) {
  return CURATED_LISTS.flatMap((def) => {
    const themeId = THEME_OPTIONS.find((option) => option.label.nl === def.theme)?.id;
    const candidates = random.sample(
      summary.books.filter((book) => book.segment !== null && def.segments.includes(book.segment)),
      summary.books.length,
    );
    const themed = candidates.filter((book) => themeId !== undefined && book.themeIds.includes(themeId));
    const others = candidates.filter((book) => !themed.includes(book));
    const books = [...themed, ...others].slice(0, random.int(...LIST_SIZE.curated));
    return books.length < MIN_CURATED_LIST
      ? []
      : [listOf({ title: def.title[lang], text: def.text[lang] }, books)];
  });
}

/** The books in a promotion today, by the shop's own price rule (summary onSale). */
function joyLists(lang: Lang, summary: CatalogSummary) {
  const onSale = summary.books.filter((book) => book.onSale);
  return JOY_LISTS.flatMap((def) => {
    const books = onSale.filter((book) => def.segments.includes(book.segment)).slice(0, LIST_SIZE.joy);
    return books.length === 0 ? [] : [listOf({ title: def.title[lang] }, books)];
  });
}

/** One list per top category of the menu, with a link to that category's page. */
function rangeLists(code: StoreCode, summary: CatalogSummary, random: Random) {
  const lang = langOfStore(code);
  return menuTree().flatMap(({ id }) => {
    const books = random.sample(summary.byCategory.get(id) ?? [], random.int(...LIST_SIZE.range));
    const name = categoryName(id, lang);
    return books.length === 0
      ? []
      : [
          listOf(
            {
              title: name,
              link: buildShopPath({ kind: 'category', store: code, urlPath: urlPathOf(id, lang) }),
              link_label: lang === 'nl' ? `Alles in ${name}` : `Everything in ${name}`,
            },
            books,
          ),
        ];
  });
}
