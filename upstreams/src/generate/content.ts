/**
 * Content service data per store code (seed 001 §7: homepage, primary navigation, news, editorial
 * pages, single pages, promo notification; the authors service). Dutch for nl-be and nl-nl, English for en-be and
 * en-rw. Every sku it names comes from the catalogue summary, i.e. exists and can be shown.
 */
import type {
  ContentDemoData,
  DemoAuthor,
  DemoNewsItem,
  DemoPage,
  HomepageSectionContent,
  NavigationItemContent,
} from '@shop/contracts';
import type { StoreCode } from '@shop/store-views';
import { categoryName, menuTree, urlPathOf } from './categories';
import { CONTRIBUTORS, type Contributor } from './contributors';
import { isoDay, magentoDateTime } from './dates';
import { langOfStore, type Lang } from './language';
import { Random } from './random';
import { singlePages } from './singlePages';
import type { CatalogSummary, ShowcaseProduct } from './summary';
import { slugify } from './text';

/** Translated path segments (seed 000 §2, seed 001 §2). */
export const CONTENT_PATHS: Record<
  Lang,
  { news: string; authors: string; newReleases: string; classreading: string; educationalMaterial: string }
> = {
  nl: {
    news: 'nieuws',
    authors: 'auteurs-illustratoren',
    newReleases: 'nieuwe-uitgaven',
    classreading: 'klaslezen',
    educationalMaterial: 'lesmateriaal',
  },
  en: {
    news: 'news',
    authors: 'authors-illustrators',
    newReleases: 'new-releases',
    classreading: 'classreading',
    educationalMaterial: 'educational-material',
  },
};

export const authorImagePath = (slug: string) => `/catalog/author/${slug}.svg`;

export function contentData(
  code: StoreCode,
  summary: CatalogSummary,
  seed: number,
  today: number,
): ContentDemoData {
  const lang = langOfStore(code);
  // One stream per language: nl-be and nl-nl show the same picks, as do en-be and en-rw.
  const random = new Random(seed, 'content', lang);
  return {
    homepage: homepage(code, lang, summary, random),
    primaryNavigation: { items: navigation(code, lang) },
    news: news(lang, summary, random, today),
    authors: authors(lang, summary),
    pages: pages(lang, summary),
    singlePages: singlePages(lang),
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
      link: `/${code}/${CONTENT_PATHS[lang].newReleases}`,
      link_label: nl ? 'Bekijk alle nieuwe boeken' : 'See all new books',
    },
    sections,
  };
}

function navigation(code: StoreCode, lang: Lang): NavigationItemContent[] {
  const nl = lang === 'nl';
  const paths = CONTENT_PATHS[lang];
  const category = (id: number): NavigationItemContent => ({
    label: categoryName(id, lang),
    path: `/${code}/c/${urlPathOf(id, lang)}`,
  });
  return [
    { label: nl ? 'Nieuwe uitgaven' : 'New releases', path: `/${code}/${paths.newReleases}` },
    ...menuTree().map(({ id, children }) => ({ ...category(id), children: children.map(category) })),
    { label: nl ? 'Klaslezen' : 'Classreading', path: `/${code}/${paths.classreading}` },
    {
      label: nl ? 'Auteurs en illustratoren' : 'Authors and illustrators',
      path: `/${code}/${paths.authors}`,
    },
    { label: nl ? 'Nieuws' : 'News', path: `/${code}/${paths.news}` },
    { label: nl ? 'Lesmateriaal' : 'Educational material', path: `/${code}/${paths.educationalMaterial}` },
  ];
}

function news(lang: Lang, summary: CatalogSummary, random: Random, today: number): DemoNewsItem[] {
  const nl = lang === 'nl';
  const featured = random.sample(summary.books, 8);
  const book = (i: number): ShowcaseProduct | undefined => featured[i % Math.max(1, featured.length)];
  const title = (p: ShowcaseProduct | undefined) =>
    p ? p.name[lang] : nl ? 'onze nieuwe boeken' : 'our new books';
  const person = (p: ShowcaseProduct | undefined) => CONTRIBUTORS[p?.author ?? 0]?.name ?? '';
  const items: { title: string; intro: string; body: string; product?: ShowcaseProduct }[] = [
    {
      title: nl ? `Nieuw: ${title(book(0))}` : `New: ${title(book(0))}`,
      intro: nl ? 'Vers van de pers en nu in de winkel.' : 'Fresh off the press and in the shop now.',
      body: nl
        ? `${title(book(0))} ligt vanaf vandaag in de winkel.`
        : `${title(book(0))} is in the shop from today.`,
      product: book(0),
    },
    {
      title: nl ? 'Voorleestips voor de zomer' : 'Reading-aloud tips for the summer',
      intro: nl ? 'Tien boeken om samen van te genieten.' : 'Ten books to enjoy together.',
      body: nl
        ? 'Voorlezen kan overal: op het strand, in de tent of in de tuin.'
        : 'You can read aloud anywhere: on the beach, in a tent or in the garden.',
      product: book(1),
    },
    {
      title: nl ? 'Klaslezen start in nieuwe scholen' : 'Classreading starts in new schools',
      intro: nl ? 'Meer klassen lezen samen.' : 'More classes read together.',
      body: nl
        ? 'Dit schooljaar doen er weer nieuwe scholen mee aan Klaslezen.'
        : 'New schools join Classreading again this school year.',
    },
    {
      title: nl ? `Ontmoet ${person(book(2))}` : `Meet ${person(book(2))}`,
      intro: nl ? 'Een gesprek over schrijven en tekenen.' : 'A conversation about writing and drawing.',
      body: nl
        ? `We spraken met ${person(book(2))} over ${title(book(2))}.`
        : `We talked to ${person(book(2))} about ${title(book(2))}.`,
      product: book(2),
    },
    {
      title: nl ? 'De Kinderboekenweek komt eraan' : "Children's Book Week is coming",
      intro: nl ? 'Activiteiten in boekhandels en bibliotheken.' : 'Activities in bookshops and libraries.',
      body: nl ? 'Kom langs op een van onze voorleesmomenten.' : 'Join one of our reading-aloud sessions.',
      product: book(3),
    },
    {
      title: nl ? 'Winnaars van de tekenwedstrijd' : 'Winners of the drawing contest',
      intro: nl ? 'Wat een prachtige tekeningen!' : 'What wonderful drawings!',
      body: nl ? 'Bedankt aan alle kinderen die meededen.' : 'Thank you to all the children who took part.',
    },
    {
      title: nl ? `Lesmateriaal bij ${title(book(4))}` : `Teaching materials for ${title(book(4))}`,
      intro: nl ? 'Gratis te downloaden voor leerkrachten.' : 'Free to download for teachers.',
      body: nl
        ? 'Met opdrachten, gesprekskaarten en een leesdagboek.'
        : 'With tasks, conversation cards and a reading diary.',
      product: book(4),
    },
    {
      title: nl ? 'Onze boeken nu ook als luisterboek' : 'Our books now also as audiobooks',
      intro: nl ? 'Luister onderweg of voor het slapengaan.' : 'Listen on the way or at bedtime.',
      body: nl
        ? 'Steeds meer titels zijn ook als luisterboek te koop.'
        : 'More and more titles are also sold as audiobooks.',
      product: summary.digital[0],
    },
  ];
  const slugs = new Set<string>();
  return items.map((item, i) => {
    let slug = slugify(item.title);
    while (slugs.has(slug)) slug = `${slug}-${i + 1}`;
    slugs.add(slug);
    return {
      slug,
      title: item.title,
      date: isoDay(today - 2 - i * 9),
      intro: item.intro,
      body: `<p>${item.intro}</p><p>${item.body}</p>`,
      image: item.product?.image ?? '',
    };
  });
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

function pages(lang: Lang, summary: CatalogSummary): DemoPage[] {
  const nl = lang === 'nl';
  const material = summary.books.slice(0, 2).map((book) => ({
    url: `${CONTENT_PATHS[lang].educationalMaterial}/${slugify(book.name[lang])}-${book.id}`,
    title: nl ? `Lesmateriaal bij ${book.name[lang]}` : `Teaching materials for ${book.name[lang]}`,
    body: nl
      ? `<p>Opdrachten en gesprekskaarten bij ${book.name[lang]}, voor de klas.</p>`
      : `<p>Tasks and conversation cards for ${book.name[lang]}, for the classroom.</p>`,
  }));
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
    ...material,
  ];
}
