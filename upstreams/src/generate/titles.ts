/**
 * Children's book titles built from the word lists in both languages. A title is stored in a product
 * plan as a template id plus indexes into the lists, so every index shows the same book under its
 * Dutch or English title.
 */
import { optionLabel } from './attributes';
import type { Lang, Localized } from './language';
import type { Random } from './random';
import { capitalize, titleCase } from './text';
import {
  ADJECTIVES,
  ANIMALS,
  CHARACTER_NAMES,
  CITIES,
  PLACES,
  SEASONS,
  THINGS,
  TOPICS,
  type Noun,
} from './words';

export type Segment = 'board' | 'picture' | 'reader' | 'info' | 'ya';

const YA_ADJECTIVES: readonly Localized[] = [
  { nl: 'laatste', en: 'last' },
  { nl: 'eerste', en: 'first' },
  { nl: 'lange', en: 'long' },
  { nl: 'stille', en: 'silent' },
  { nl: 'wilde', en: 'wild' },
];

const at = <T>(list: readonly T[], i: number | undefined): T => list[(i ?? 0) % list.length] as T;
const name = (i: number | undefined) => at(CHARACTER_NAMES, i);
const the = (n: Noun) => n.article;

interface Template {
  /** The lists the picks index, in order. */
  lists: readonly (readonly unknown[])[];
  nl(p: number[]): string;
  en(p: number[]): string;
}

const TEMPLATES = {
  adjAnimal: {
    lists: [ADJECTIVES, ANIMALS],
    nl: ([a, n]) => `${capitalize(the(at(ANIMALS, n)))} ${at(ADJECTIVES, a).nl} ${at(ANIMALS, n).nl}`,
    en: ([a, n]) => `The ${at(ADJECTIVES, a).en} ${at(ANIMALS, n).en}`,
  },
  whereIsAnimal: {
    lists: [ADJECTIVES, ANIMALS],
    nl: ([a, n]) => `Waar is ${the(at(ANIMALS, n))} ${at(ADJECTIVES, a).nl} ${at(ANIMALS, n).nl}?`,
    en: ([a, n]) => `Where is the ${at(ADJECTIVES, a).en} ${at(ANIMALS, n).en}?`,
  },
  countWith: {
    lists: [ANIMALS],
    nl: ([n]) => `Tel mee met ${the(at(ANIMALS, n))} ${at(ANIMALS, n).nl}`,
    en: ([n]) => `Count with the ${at(ANIMALS, n).en}`,
  },
  animalFriend: {
    lists: [ANIMALS],
    nl: ([n]) => `${capitalize(at(ANIMALS, n).nl)} zoekt een vriendje`,
    en: ([n]) => `${at(ANIMALS, n).en} looks for a friend`,
  },
  nameAndThing: {
    lists: [CHARACTER_NAMES, ADJECTIVES, THINGS],
    nl: ([c, a, t]) => `${name(c)} en ${the(at(THINGS, t))} ${at(ADJECTIVES, a).nl} ${at(THINGS, t).nl}`,
    en: ([c, a, t]) => `${name(c)} and the ${at(ADJECTIVES, a).en} ${at(THINGS, t).en}`,
  },
  nameGoesTo: {
    lists: [CHARACTER_NAMES, PLACES],
    nl: ([c, p]) => `${name(c)} gaat naar ${at(PLACES, p).nl}`,
    en: ([c, p]) => `${name(c)} goes to ${at(PLACES, p).en}`,
  },
  nameWontSleep: {
    lists: [CHARACTER_NAMES],
    nl: ([c]) => `${name(c)} wil niet slapen`,
    en: ([c]) => `${name(c)} won't go to sleep`,
  },
  secretOf: {
    lists: [THINGS],
    nl: ([t]) => `Het geheim van ${the(at(THINGS, t))} ${at(THINGS, t).nl}`,
    en: ([t]) => `The secret of the ${at(THINGS, t).en}`,
  },
  allAbout: {
    lists: [TOPICS],
    nl: ([t]) => `Alles over ${at(TOPICS, t).nl}`,
    en: ([t]) => `All about ${at(TOPICS, t).en}`,
  },
  myFirstBook: {
    lists: [TOPICS],
    nl: ([t]) => `Mijn eerste boek over ${at(TOPICS, t).nl}`,
    en: ([t]) => `My first book about ${at(TOPICS, t).en}`,
  },
  discover: {
    lists: [TOPICS],
    nl: ([t]) => `Ontdek ${at(TOPICS, t).nl}`,
    en: ([t]) => `Discover ${at(TOPICS, t).en}`,
  },
  seasonOf: {
    lists: [YA_ADJECTIVES, SEASONS, CHARACTER_NAMES],
    nl: ([a, s, c]) => `De ${at(YA_ADJECTIVES, a).nl} ${at(SEASONS, s).nl} van ${name(c)}`,
    en: ([a, s, c]) => `${name(c)}'s ${at(YA_ADJECTIVES, a).en} ${at(SEASONS, s).en}`,
  },
  nightOver: {
    lists: [CITIES],
    nl: ([c]) => `Nacht over ${at(CITIES, c).nl}`,
    en: ([c]) => `Night over ${at(CITIES, c).en}`,
  },
  yearGone: {
    lists: [CHARACTER_NAMES],
    nl: ([c]) => `Het jaar dat ${name(c)} verdween`,
    en: ([c]) => `The year ${name(c)} disappeared`,
  },
  unsaid: {
    lists: [CHARACTER_NAMES],
    nl: ([c]) => `Alles wat ${name(c)} niet zei`,
    en: ([c]) => `Everything ${name(c)} never said`,
  },
  yaThing: {
    lists: [YA_ADJECTIVES, THINGS],
    nl: ([a, t]) => `${capitalize(the(at(THINGS, t)))} ${at(YA_ADJECTIVES, a).nl} ${at(THINGS, t).nl}`,
    en: ([a, t]) => `The ${at(YA_ADJECTIVES, a).en} ${at(THINGS, t).en}`,
  },
  againstWorld: {
    lists: [CHARACTER_NAMES],
    nl: ([c]) => `${name(c)} tegen de rest van de wereld`,
    en: ([c]) => `${name(c)} against the rest of the world`,
  },
} satisfies Record<string, Template>;

export type TemplateId = keyof typeof TEMPLATES;

export interface TitleSpec {
  template: TemplateId;
  picks: number[];
  /** A book in a series carries the series name before its title: 'Ridder Tuur: Het geheim van de sleutel'. */
  series?: number;
}

const BY_SEGMENT: Record<Segment, TemplateId[]> = {
  board: ['adjAnimal', 'whereIsAnimal', 'countWith', 'animalFriend'],
  picture: ['adjAnimal', 'whereIsAnimal', 'animalFriend', 'nameAndThing', 'nameGoesTo', 'nameWontSleep'],
  reader: ['nameAndThing', 'secretOf', 'nameGoesTo', 'adjAnimal'],
  info: ['allAbout', 'myFirstBook', 'discover'],
  ya: ['seasonOf', 'nightOver', 'yearGone', 'againstWorld', 'unsaid', 'yaThing', 'yaThing'],
};

export function pickTitle(random: Random, segment: Segment): TitleSpec {
  const template = random.pick(BY_SEGMENT[segment]);
  const spec: Template = TEMPLATES[template];
  return { template, picks: spec.lists.map((list) => random.int(0, list.length - 1)) };
}

export function renderTitle(title: TitleSpec, lang: Lang): string {
  const spec: Template = TEMPLATES[title.template];
  const text = lang === 'nl' ? spec.nl(title.picks) : titleCase(spec.en(title.picks));
  return title.series === undefined ? text : `${optionLabel('series', title.series, lang)}: ${text}`;
}
