/**
 * The content service's news (seed 001 §7 /news, /news/{slug}): fourteen items, more than one page of the
 * shop's news overview, dated over the months before today. Each item is written in both languages about
 * the same book, so its alternates name the same item in every store view.
 */
import type { DemoNewsItem } from '@shop/contracts';
import { CONTRIBUTORS } from './contributors';
import { isoDay } from './dates';
import { alternatesOf, LANGS, type Lang } from './language';
import { Random } from './random';
import { hasCover, type CatalogSummary, type ShowcaseProduct } from './summary';
import { slugify } from './text';

interface NewsText {
  title: string;
  intro: string;
  body: string;
  product?: ShowcaseProduct | undefined;
}

/** Days between two items, about two items a month. */
const DAYS_APART = 13;

export function newsData(lang: Lang, summary: CatalogSummary, seed: number, today: number): DemoNewsItem[] {
  // One stream for both languages: item i is about the same book in Dutch and in English.
  const random = new Random(seed, 'content', 'news');
  const featured = random.sample(summary.books.filter(hasCover), 10);
  const jitter = Array.from({ length: 20 }, () => random.int(0, 4));
  const slugs = Object.fromEntries(
    LANGS.map((language) => [language, slugsOf(newsTexts(language, featured, summary))]),
  ) as Record<Lang, string[]>;
  return newsTexts(lang, featured, summary).map((item, i) => ({
    slug: slugs[lang][i] ?? '',
    title: item.title,
    date: isoDay(today - 2 - i * DAYS_APART - (jitter[i] ?? 0)),
    intro: item.intro,
    body: `<p>${item.intro}</p><p>${item.body}</p>`,
    image: item.product?.image ?? '',
    alternates: alternatesOf({ nl: slugs.nl[i] ?? '', en: slugs.en[i] ?? '' }),
  }));
}

/** Slugs from the titles, made unique by the item's number. */
function slugsOf(items: readonly NewsText[]): string[] {
  const slugs = new Set<string>();
  return items.map((item, i) => {
    let slug = slugify(item.title);
    while (slugs.has(slug)) slug = `${slug}-${i + 1}`;
    slugs.add(slug);
    return slug;
  });
}

function newsTexts(lang: Lang, featured: readonly ShowcaseProduct[], summary: CatalogSummary): NewsText[] {
  const nl = lang === 'nl';
  const book = (i: number): ShowcaseProduct | undefined => featured[i % Math.max(1, featured.length)];
  const title = (p: ShowcaseProduct | undefined) =>
    p ? p.name[lang] : nl ? 'onze nieuwe boeken' : 'our new books';
  const person = (p: ShowcaseProduct | undefined) => CONTRIBUTORS[p?.author ?? 0]?.name ?? '';
  const audiobook = summary.digital.find(hasCover);
  return [
    {
      title: nl ? `Nieuw: ${title(book(0))}` : `New: ${title(book(0))}`,
      intro: nl ? 'Vers van de pers en nu in de winkel.' : 'Fresh off the press and in the shop now.',
      body: nl
        ? `${title(book(0))} ligt vanaf vandaag in de winkel.`
        : `${title(book(0))} is in the shop from today.`,
      product: book(0),
    },
    {
      title: nl ? 'Voorleestips voor de winter' : 'Reading-aloud tips for the winter',
      intro: nl ? 'Tien boeken om samen van te genieten.' : 'Ten books to enjoy together.',
      body: nl
        ? 'Voorlezen kan overal: onder een dekentje, bij de kachel of in bed.'
        : 'You can read aloud anywhere: under a blanket, by the fire or in bed.',
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
      intro: nl ? 'Gratis voor leerkrachten.' : 'Free for teachers.',
      body: nl
        ? 'Met opdrachten, gespreksvragen en een leesdagboek.'
        : 'With tasks, discussion questions and a reading diary.',
      product: book(4),
    },
    {
      title: nl ? 'Onze boeken nu ook als luisterboek' : 'Our books now also as audiobooks',
      intro: nl ? 'Luister onderweg of voor het slapengaan.' : 'Listen on the way or at bedtime.',
      body: nl
        ? 'Steeds meer titels zijn ook als luisterboek te koop.'
        : 'More and more titles are also sold as audiobooks.',
      product: audiobook,
    },
    {
      title: nl ? `${title(book(5))} wint een leesprijs` : `${title(book(5))} wins a reading award`,
      intro: nl ? 'De kinderjury heeft gekozen.' : "The children's jury has chosen.",
      body: nl
        ? `Honderden kinderen stemden op ${title(book(5))}. Proficiat aan ${person(book(5))}!`
        : `Hundreds of children voted for ${title(book(5))}. Congratulations to ${person(book(5))}!`,
      product: book(5),
    },
    {
      title: nl ? 'Zo kies je een eerste leesboek' : 'How to choose a first chapter book',
      intro: nl ? 'Tips voor ouders van beginnende lezers.' : 'Tips for parents of beginning readers.',
      body: nl
        ? 'Korte zinnen, grote letters en veel prenten helpen een beginnende lezer op weg.'
        : 'Short sentences, large print and plenty of pictures help a beginning reader along.',
      product: book(6),
    },
    {
      title: nl ? 'Nieuwe leeslijsten voor Klaslezen' : 'New reading lists for Classreading',
      intro: nl ? 'Voor elke graad een nieuwe selectie.' : 'A new selection for every grade.',
      body: nl
        ? 'Leerkrachten vinden de nieuwe leeslijsten in hun Klaslezen-omgeving.'
        : 'Teachers find the new reading lists in their Classreading dashboard.',
    },
    {
      title: nl ? 'Op bezoek bij de drukker' : 'A visit to the printer',
      intro: nl ? 'Zo wordt een prentenboek gemaakt.' : 'How a picture book is made.',
      body: nl
        ? `We volgden ${title(book(7))} van tekening tot gedrukt boek.`
        : `We followed ${title(book(7))} from drawing to printed book.`,
      product: book(7),
    },
    {
      title: nl ? 'Clavis Joy: boeken in de aanbieding' : 'Clavis Joy: books on offer',
      intro: nl ? 'Zolang de actie loopt, betaal je minder.' : 'You pay less while the promotion runs.',
      body: nl
        ? 'Bekijk de actielijst en ontdek welke boeken in de aanbieding zijn.'
        : 'See the action list to find out which books are on offer.',
      product: book(8),
    },
    {
      title: nl ? `${person(book(9))} op schoolbezoek` : `${person(book(9))} visits schools`,
      intro: nl ? 'Een dag vol verhalen in de klas.' : 'A day full of stories in the classroom.',
      body: nl
        ? `${person(book(9))} las voor uit ${title(book(9))} en beantwoordde alle vragen.`
        : `${person(book(9))} read from ${title(book(9))} and answered every question.`,
      product: book(9),
    },
  ];
}
