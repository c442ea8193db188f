import { Random } from '../../generate/random';
import { ADJECTIVES, ANIMALS, CHARACTER_NAMES, PLACES, THINGS, type Noun } from '../../generate/words';
import type { Lang } from '../../generate/language';

/** Every stand-in book has this many placeholder pages. */
export const BOOK_PAGES = 12;
/** A preview (embed-preview, `?preview=1`) shows the first pages only. */
export const PREVIEW_PAGES = 3;

export interface ReaderPage {
  /** 1-based. */
  number: number;
  paragraphs: string[];
}

/** The reader's language from `?lang=`: English for `en` (and `en-be`, `en_rw`…), else Dutch. */
export function readerLang(value: string | undefined): Lang {
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

/**
 * The pages the reader shows: placeholder text generated from the ISBN, so a book reads the same on every
 * visit and machine; a preview stops after PREVIEW_PAGES.
 */
export function readerPages(isbn: string, lang: Lang, preview: boolean): ReaderPage[] {
  const count = preview ? PREVIEW_PAGES : BOOK_PAGES;
  return Array.from({ length: count }, (_, i) => page(isbn, i + 1, lang));
}

function page(isbn: string, number: number, lang: Lang): ReaderPage {
  // One stream per page: a page's text depends on the ISBN and its number only.
  const random = new Random('reader', isbn, number);
  const paragraphs = Array.from({ length: random.int(2, 3) }, () =>
    Array.from({ length: random.int(2, 3) }, () => sentence(random, lang)).join(' '),
  );
  return { number, paragraphs };
}

type Sentence = (words: SentenceWords, lang: Lang) => string;

interface SentenceWords {
  name: string;
  friend: string;
  animal: Noun;
  thing: Noun;
  adjective: string;
  place: string;
}

/** Dutch nouns take their own article; the adjectives are in the form that follows it. */
const the = (noun: Noun, lang: Lang, adjective?: string) =>
  lang === 'nl'
    ? [noun.article, adjective, noun.nl].filter(Boolean).join(' ')
    : ['the', adjective, noun.en].filter(Boolean).join(' ');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SENTENCES: readonly Sentence[] = [
  (w, lang) =>
    lang === 'nl'
      ? `${w.name} en ${the(w.animal, lang)} gaan samen naar ${w.place}.`
      : `${w.name} and ${the(w.animal, lang)} go to ${w.place} together.`,
  (w, lang) =>
    lang === 'nl'
      ? `Onderweg vinden ze ${the(w.thing, lang, w.adjective)}.`
      : `On the way they find ${the(w.thing, lang, w.adjective)}.`,
  (w, lang) => (lang === 'nl' ? `'Kijk eens!' roept ${w.name}.` : `'Look!' shouts ${w.name}.`),
  (w, lang) =>
    lang === 'nl'
      ? `${capitalized(the(w.animal, lang))} lacht en zwaait naar ${w.friend}.`
      : `${capitalized(the(w.animal, lang))} laughs and waves at ${w.friend}.`,
  (w, lang) =>
    lang === 'nl'
      ? `Samen denken ze na over ${the(w.thing, lang, w.adjective)}.`
      : `Together they wonder about ${the(w.thing, lang, w.adjective)}.`,
  (w, lang) =>
    lang === 'nl'
      ? `${w.friend} weet het zeker: dit wordt een dag om nooit te vergeten.`
      : `${w.friend} is sure of it: this will be a day to remember.`,
];

function sentence(random: Random, lang: Lang): string {
  const words: SentenceWords = {
    name: random.pick(CHARACTER_NAMES),
    friend: random.pick(CHARACTER_NAMES),
    animal: random.pick(ANIMALS),
    thing: random.pick(THINGS),
    adjective: random.pick(ADJECTIVES)[lang],
    place: random.pick(PLACES)[lang],
  };
  return random.pick(SENTENCES)(words, lang);
}
