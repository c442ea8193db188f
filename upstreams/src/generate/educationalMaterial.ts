/**
 * The content service's educational material (seed 001 §7 /educational-material?url): the overview at the
 * url of the educational-material segment, and one material per chosen book at `{segment}/{slug}`, with
 * tasks for the classroom. Both languages write about the same books, so alternates name the same
 * material in every store view. No material has a download: the demo has no files to serve.
 */
import type {
  ContentDemoData,
  EducationalMaterialContent,
  EducationalMaterialSummaryContent,
} from '@shop/contracts';
import { TRANSLATED_SEGMENTS } from '@shop/routes';
import { alternatesOf, type Lang } from './language';
import { Random } from './random';
import { hasCover, type CatalogSummary, type ShowcaseProduct } from './summary';
import { slugify } from './text';
import type { Segment } from './titles';

const MATERIAL_COUNT = 8;

/** Books a class works with: picture books, chapter books, non-fiction and young adult. */
const CLASSROOM_SEGMENTS: readonly Segment[] = ['picture', 'reader', 'info', 'ya'];

type TaskKind = 'picture' | 'reader' | 'info' | 'ya';

const TASKS: Record<Lang, Record<TaskKind, string[]>> = {
  nl: {
    picture: [
      'Bekijk samen de cover. Waarover zou het boek gaan?',
      'Lees het boek voor en laat de kinderen vertellen wat ze op de prenten zien.',
      'Teken je lievelingsprent na en vertel erover in de kring.',
      'Speel een stukje van het verhaal na.',
    ],
    reader: [
      'Lees het eerste hoofdstuk en schrijf op wie de hoofdpersoon is.',
      'Zoek drie woorden die je nog niet kende en leg ze uit.',
      'Bedenk een ander einde voor het verhaal.',
      'Houd een leesdagboek bij: één zin per hoofdstuk.',
    ],
    info: [
      'Schrijf drie dingen op die je nog niet wist.',
      'Bedenk samen een vraag die het boek niet beantwoordt, en zoek het antwoord.',
      'Maak een poster over het onderwerp.',
      'Vertel je klasgenoten je favoriete weetje.',
    ],
    ya: [
      'Bespreek in groepjes een keuze die de hoofdpersoon maakt.',
      'Schrijf een brief aan een van de personages.',
      'Kies een passage die je raakt en lees ze voor.',
      'Maak een boektrailer van één minuut.',
    ],
  },
  en: {
    picture: [
      'Look at the cover together. What could the book be about?',
      'Read the book aloud and let the children tell what they see in the pictures.',
      'Draw your favourite picture and talk about it in the circle.',
      'Act out a part of the story.',
    ],
    reader: [
      'Read the first chapter and write down who the main character is.',
      'Find three words you did not know yet and explain them.',
      'Think of another ending for the story.',
      'Keep a reading diary: one sentence per chapter.',
    ],
    info: [
      'Write down three things you did not know yet.',
      'Think of a question the book does not answer, and find the answer together.',
      'Make a poster about the subject.',
      'Tell your classmates your favourite fact.',
    ],
    ya: [
      'Discuss in groups a choice the main character makes.',
      'Write a letter to one of the characters.',
      'Choose a passage that moves you and read it aloud.',
      'Make a one-minute book trailer.',
    ],
  },
};

const TEXT: Record<Lang, { overviewTitle: string; overviewBody: string; tasks: string; teacher: string }> = {
  nl: {
    overviewTitle: 'Lesmateriaal',
    overviewBody:
      '<p>Gratis opdrachten en gespreksvragen bij onze boeken, voor leerkrachten van de kleuterklas tot de middelbare school. Kies een boek en ga meteen aan de slag in de klas.</p>',
    tasks: 'Opdrachten',
    teacher: 'Voor de leerkracht',
  },
  en: {
    overviewTitle: 'Educational material',
    overviewBody:
      '<p>Free tasks and discussion questions for our books, for teachers from nursery to secondary school. Choose a book and get started in class right away.</p>',
    tasks: 'Tasks',
    teacher: 'For the teacher',
  },
};

/** The material's slug in a language: the book's title and id, so two books never share one. */
const slugOf = (book: ShowcaseProduct, lang: Lang) => `${slugify(book.name[lang])}-${book.id}`;

export function educationalMaterialData(
  lang: Lang,
  summary: CatalogSummary,
  seed: number,
): ContentDemoData['educationalMaterial'] {
  const segment = TRANSLATED_SEGMENTS[lang].educationalMaterial;
  // One stream for both languages: the same books have material in every store view.
  const random = new Random(seed, 'content', 'educational-material');
  const books = random.sample(
    summary.books.filter((book) => hasCover(book) && CLASSROOM_SEGMENTS.includes(book.segment as Segment)),
    MATERIAL_COUNT,
  );
  const items = books.map((book) => material(book, lang, segment));
  const text = TEXT[lang];
  return {
    overview: {
      url: segment,
      title: text.overviewTitle,
      body: text.overviewBody,
      items: items.map(({ url, title, intro, image }): EducationalMaterialSummaryContent => ({
        url,
        title,
        intro,
        ...(image ? { image } : {}),
      })),
    },
    items,
  };
}

function material(book: ShowcaseProduct, lang: Lang, segment: string): EducationalMaterialContent {
  const nl = lang === 'nl';
  const name = book.name[lang];
  const text = TEXT[lang];
  const kind: TaskKind =
    book.segment === 'reader' || book.segment === 'info' || book.segment === 'ya' ? book.segment : 'picture';
  const intro = nl
    ? `Opdrachten en gespreksvragen bij ${name}, om samen in de klas te doen.`
    : `Tasks and discussion questions for ${name}, to do together in class.`;
  const tasks = TASKS[lang][kind].map((task) => `<li>${task}</li>`).join('');
  const teacher = nl
    ? `Lees het boek eerst zelf. Reken op twee lesuren; de opdrachten kunnen ook in groepjes.`
    : `Read the book yourself first. Allow two lessons; the tasks also work in groups.`;
  return {
    url: `${segment}/${slugOf(book, lang)}`,
    title: nl ? `Lesmateriaal bij ${name}` : `Teaching materials for ${name}`,
    intro,
    image: book.image,
    body: `<p>${intro}</p><h2>${text.tasks}</h2><ol>${tasks}</ol><h2>${text.teacher}</h2><p>${teacher}</p>`,
    skus: [book.sku],
    alternates: alternatesOf({ nl: slugOf(book, 'nl'), en: slugOf(book, 'en') }),
  };
}
