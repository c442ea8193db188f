/**
 * Content service data per store code (seed 001 §7: homepage with its banners, primary navigation, news,
 * editorial pages, single pages, educational material, product listing pages, promo notification; the
 * authors service). Dutch for nl-be and nl-nl, English for en-be and en-rw. Every sku it names comes from
 * the catalogue summary, i.e. exists and can be shown; every path it links to is built by @shop/routes.
 */
import type {
  ContentDemoData,
  DemoAuthor,
  DemoPage,
  HomepageSectionContent,
  NavigationItemContent,
} from '@shop/contracts';
import { buildShopPath } from '@shop/routes';
import type { StoreCode } from '@shop/store-views';
import { productBanners, smallBanners } from './banners';
import { categoryName, menuTree, urlPathOf } from './categories';
import { CONTRIBUTORS, type Contributor } from './contributors';
import { magentoDateTime } from './dates';
import { educationalMaterialData } from './educationalMaterial';
import { langOfStore, type Lang } from './language';
import { newsData } from './news';
import { productListingPages } from './productListingPages';
import { Random } from './random';
import { singlePages } from './singlePages';
import type { CatalogSummary } from './summary';

export const authorImagePath = (slug: string) => `/catalog/author/${slug}.svg`;

/** The slug of an author whose photo has this path (leading slash optional), the inverse of authorImagePath. */
export function authorSlugOfImagePath(imagePath: string): string | null {
  const path = imagePath.startsWith('/') ? imagePath : `/${imagePath}`;
  const slug = /^\/catalog\/author\/([a-z0-9-]+)\.svg$/.exec(path)?.[1] ?? null;
  return slug !== null && authorImagePath(slug) === path ? slug : null;
}

export function contentData(
  code: StoreCode,
  summary: CatalogSummary,
  seed: number,
  today: number,
): ContentDemoData {
  const lang = langOfStore(code);
  // One stream per language: nl-be and nl-nl show the same picks, as do en-be and en-rw.
  const random = new Random(seed, 'content', lang);
  const educationalMaterial = educationalMaterialData(lang, summary, seed);
  const listingPages = productListingPages(code, summary, seed);
  const bannerSources = { summary, productListingPages: listingPages, educationalMaterial };
  return {
    homepage: {
      ...homepage(code, lang, summary, random),
      small_banners: smallBanners(code, bannerSources),
      product_banners: productBanners(code, bannerSources),
    },
    primaryNavigation: { items: navigation(code, lang) },
    news: newsData(lang, summary, seed, today),
    authors: authors(lang, summary),
    pages: pages(lang),
    singlePages: singlePages(lang),
    educationalMaterial,
    productListingPages: listingPages,
    promo: {
      content:
        code === 'en-rw'
          ? 'Classreading licences for the new school year are available now.'
          : lang === 'nl'
            ? 'Gratis verzending vanaf € 30 in België en Nederland.'
            : 'Free shipping from € 30 in Belgium and the Netherlands.',
      last_updated: magentoDateTime(today - 3, 9 * 3600),
    },
  };
}

function homepage(
  code: StoreCode,
  lang: Lang,
  summary: CatalogSummary,
  random: Random,
): ContentDemoData['homepage'] {
  const nl = lang === 'nl';
  const newest = summary.newReleases.slice(0, 12);
  const readers = random.sample(
    summary.books.filter((b) => b.segment === 'reader' || b.segment === 'ya'),
    10,
  );
  const carousels: HomepageSectionContent[] = [
    {
      type: 'product-carousel',
      title: nl ? 'Nieuw verschenen' : 'Just published',
      skus: newest.map((p) => p.sku),
    },
    {
      type: 'product-carousel',
      title: nl ? 'Favoriet in de klas' : 'Classroom favourites',
      skus: readers.map((p) => p.sku),
    },
    {
      type: 'product-carousel',
      title: nl ? 'E-books en luisterboeken' : 'E-books and audiobooks',
      skus: summary.digital.slice(0, 10).map((p) => p.sku),
    },
    {
      type: 'product-carousel',
      title: nl ? 'Klaslezen-pakketten' : 'Classreading packs',
      skus: summary.classreading.slice(0, 8).map((p) => p.sku),
    },
  ];
  const text: HomepageSectionContent = {
    type: 'text',
    title: nl ? 'Klaslezen' : 'Classreading',
    body: nl
      ? '<p>Met Klaslezen lezen leerlingen samen hetzelfde boek, op school en thuis. Leerkrachten volgen de voortgang per klas.</p>'
      : '<p>With Classreading, pupils read the same book together, at school and at home. Teachers follow progress per class.</p>',
    // The programme's home explains it to newcomers and leads pupils, teachers and directors in (issue 22).
    link: buildShopPath({ kind: 'classreading', store: code }),
    link_label: nl ? 'Meer over Klaslezen' : 'More about Classreading',
  };
  const sections = carousels.filter((s) => s.type !== 'product-carousel' || s.skus.length > 0);
  sections.splice(Math.min(2, sections.length), 0, text);
  const hero = newest[0];
  return {
    title: nl ? 'Welkom in onze kinderboekenwinkel' : "Welcome to our children's book shop",
    hero: {
      title: nl ? 'Nieuwe uitgaven' : 'New releases',
      text: nl ? 'Ontdek de boeken die net verschenen zijn.' : 'Discover the books that have just come out.',
      ...(hero ? { image: hero.image } : {}),
      link: buildShopPath({ kind: 'newReleases', store: code }),
      link_label: nl ? 'Bekijk alle nieuwe boeken' : 'See all new books',
    },
    sections,
  };
}

function navigation(code: StoreCode, lang: Lang): NavigationItemContent[] {
  const nl = lang === 'nl';
  const page = (
    kind: 'newReleases' | 'classreading' | 'authorsOverview' | 'newsOverview' | 'educationalMaterialOverview',
  ) => buildShopPath({ kind, store: code });
  const category = (id: number): NavigationItemContent => ({
    label: categoryName(id, lang),
    path: buildShopPath({ kind: 'category', store: code, urlPath: urlPathOf(id, lang) }),
  });
  return [
    { label: nl ? 'Nieuwe uitgaven' : 'New releases', path: page('newReleases') },
    ...menuTree().map(({ id, children }) => ({ ...category(id), children: children.map(category) })),
    { label: nl ? 'Klaslezen' : 'Classreading', path: page('classreading') },
    { label: nl ? 'Auteurs en illustratoren' : 'Authors and illustrators', path: page('authorsOverview') },
    { label: nl ? 'Nieuws' : 'News', path: page('newsOverview') },
    { label: nl ? 'Lesmateriaal' : 'Educational material', path: page('educationalMaterialOverview') },
  ];
}

const ROLE_TEXT: Record<Contributor['role'], { nl: string; en: string }> = {
  author: {
    nl: 'schrijft boeken voor kinderen en jongeren',
    en: 'writes books for children and young adults',
  },
  illustrator: { nl: 'tekent en schildert prentenboeken', en: 'draws and paints picture books' },
  'author-illustrator': {
    nl: 'schrijft en tekent prentenboeken en leesboeken',
    en: 'writes and illustrates picture books and chapter books',
  },
};

function authors(lang: Lang, summary: CatalogSummary): DemoAuthor[] {
  return CONTRIBUTORS.map((person, index) => {
    const skus = summary.byContributor.get(index) ?? [];
    const count = skus.length;
    const books =
      count === 0
        ? ''
        : lang === 'nl'
          ? count === 1
            ? ' Bij ons verscheen al 1 boek.'
            : ` Bij ons verschenen al ${count} boeken.`
          : ` We have published ${count} ${count === 1 ? 'book' : 'books'}.`;
    return {
      slug: person.slug,
      name: person.name,
      role: person.role,
      bio: `${person.name} ${ROLE_TEXT[person.role][lang]}.${books}`,
      image: authorImagePath(person.slug),
      skus: [...skus],
    };
  });
}

/** Editorial pages (seed 001 §7 /editorial?url); educational material has its own call. */
function pages(lang: Lang): DemoPage[] {
  const nl = lang === 'nl';
  // The targets of the legacy redirects (seed 000 §2): onderwijs, activiteiten, boekhandels-en-retail.
  return [
    {
      url: nl ? 'onderwijs' : 'education',
      title: nl ? 'Onderwijs' : 'Education',
      body: nl
        ? '<p>Boeken, lesmateriaal en Klaslezen voor scholen.</p>'
        : '<p>Books, teaching materials and Classreading for schools.</p>',
    },
    {
      url: nl ? 'activiteiten' : 'activities',
      title: nl ? 'Activiteiten' : 'Activities',
      body: nl
        ? '<p>Voorleesmomenten, schrijversbezoeken en workshops.</p>'
        : '<p>Reading-aloud sessions, author visits and workshops.</p>',
    },
    {
      url: nl ? 'boekhandels-en-retail' : 'bookshops-and-retail',
      title: nl ? 'Boekhandels en retail' : 'Bookshops and retail',
      body: nl
        ? '<p>Informatie voor boekhandels en andere verkooppunten.</p>'
        : '<p>Information for bookshops and other retailers.</p>',
    },
    {
      url: nl ? 'voorleestips' : 'reading-aloud-tips',
      title: nl ? 'Voorleestips' : 'Reading-aloud tips',
      body: nl ? '<p>Zo wordt voorlezen een feest.</p>' : '<p>How to make reading aloud a treat.</p>',
    },
    {
      url: 'cookies',
      title: 'Cookies',
      body: nl ? '<p>Welke cookies we gebruiken en waarom.</p>' : '<p>Which cookies we use and why.</p>',
    },
  ];
}
