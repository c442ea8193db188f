/**
 * The homepage's small and product banners (seed 001 §3 Banners: smallBanners, productBanners). Each links
 * to a page the shop has (built by @shop/routes, as the shop builds it) and shows a cover of the catalogue
 * summary, the first one of the page it leads to where it can.
 */
import type { BannerContent, ContentDemoData, ProductListingPageContent } from '@shop/contracts';
import { buildShopPath } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';
import { categoryName, urlPathOf } from './categories';
import { langOfStore } from './language';
import { hasCover, type CatalogSummary } from './summary';

/** The chapter books category of the demo category tree (categories.ts), which a product banner advertises. */
const CHAPTER_BOOKS_CATEGORY_ID = 14;

interface BannerSources {
  summary: CatalogSummary;
  productListingPages: readonly ProductListingPageContent[];
  educationalMaterial: ContentDemoData['educationalMaterial'];
}

const withImage = (image: string | undefined) => (image ? { image } : {});

export function smallBanners(code: StoreCode, sources: BannerSources): BannerContent[] {
  const nl = langOfStore(code) === 'nl';
  const curated = sources.productListingPages.find((page) => page.kind === 'curated-lists');
  const classPack = sources.summary.classreading.find(hasCover);
  return [
    {
      title: nl ? 'Klaslezen' : 'Classreading',
      text: nl
        ? 'Lees samen hetzelfde boek, op school en thuis.'
        : 'Read the same book together, at school and at home.',
      ...withImage(classPack?.image),
      link: buildShopPath({ kind: 'classreading', store: code }),
      link_label: nl ? 'Ontdek Klaslezen' : 'Discover Classreading',
    },
    {
      title: nl ? 'Samengestelde lijsten' : 'Curated lists',
      text: nl
        ? 'Boekentips per thema, gekozen door onze redactie.'
        : 'Book tips by theme, chosen by our editors.',
      ...withImage(curated?.head_image),
      link: buildShopPath({ kind: 'curatedLists', store: code }),
      link_label: nl ? 'Bekijk de lijsten' : 'See the lists',
    },
    {
      title: nl ? 'Lesmateriaal' : 'Educational material',
      text: nl
        ? 'Gratis opdrachten bij onze boeken, voor de klas.'
        : 'Free tasks for our books, for the classroom.',
      ...withImage(sources.educationalMaterial.items[0]?.image),
      link: buildShopPath({ kind: 'educationalMaterialOverview', store: code }),
      link_label: nl ? 'Naar het lesmateriaal' : 'To the educational material',
    },
  ];
}

export function productBanners(code: StoreCode, sources: BannerSources): BannerContent[] {
  const lang = langOfStore(code);
  const nl = lang === 'nl';
  const joy = sources.productListingPages.find((page) => page.kind === 'joy-action-list');
  const chapterBooks = sources.summary.byCategory.get(CHAPTER_BOOKS_CATEGORY_ID)?.find(hasCover);
  const name = categoryName(CHAPTER_BOOKS_CATEGORY_ID, lang);
  return [
    {
      title: 'Clavis Joy',
      text: nl
        ? 'Boeken in de aanbieding, zolang de actie loopt.'
        : 'Books on offer, while the promotion runs.',
      ...withImage(joy?.head_image),
      link: buildShopPath({ kind: 'joyActionList', store: code }),
      link_label: nl ? 'Bekijk de actielijst' : 'See the action list',
    },
    {
      title: name,
      text: nl ? 'Voor elke lezer een verhaal op maat.' : 'A story for every reader.',
      ...withImage(chapterBooks?.image),
      link: buildShopPath({
        kind: 'category',
        store: code,
        urlPath: urlPathOf(CHAPTER_BOOKS_CATEGORY_ID, lang),
      }),
      link_label: nl ? `Alle ${name.toLowerCase()}` : `All ${name.toLowerCase()}`,
    },
  ];
}
