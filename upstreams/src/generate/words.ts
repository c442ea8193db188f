/**
 * Word lists for titles and blurbs of children's books, in Dutch and English side by side so one
 * product plan renders in both languages. `de`/`het` is the Dutch article the noun takes.
 */
import type { Localized } from './language';

export interface Noun extends Localized {
  article: 'de' | 'het';
}

const noun = (nl: string, en: string, article: 'de' | 'het' = 'de'): Noun => ({ nl, en, article });
const w = (nl: string, en: string): Localized => ({ nl, en });

/** Character names stay the same in translation, as they often do in picture books. */
export const CHARACTER_NAMES = [
  'Lotje',
  'Pim',
  'Fien',
  'Daan',
  'Noor',
  'Mats',
  'Kiki',
  'Otto',
  'Bo',
  'Lou',
  'Stan',
  'Mila',
  'Finn',
  'Roos',
  'Jules',
  'Nina',
  'Wout',
  'Saar',
  'Tuur',
  'Ella',
  'Lars',
  'Zoë',
  'Ruben',
  'Lena',
] as const;

export const ANIMALS: readonly Noun[] = [
  noun('beer', 'bear'),
  noun('konijn', 'rabbit', 'het'),
  noun('vos', 'fox'),
  noun('uil', 'owl'),
  noun('olifant', 'elephant'),
  noun('muis', 'mouse'),
  noun('kikker', 'frog'),
  noun('egel', 'hedgehog'),
  noun('eend', 'duck'),
  noun('varken', 'pig', 'het'),
  noun('paard', 'horse', 'het'),
  noun('schaap', 'sheep', 'het'),
  noun('krokodil', 'crocodile'),
  noun('leeuw', 'lion'),
  noun('giraf', 'giraffe'),
  noun('pinguïn', 'penguin'),
  noun('draak', 'dragon'),
  noun('walvis', 'whale'),
  noun('kat', 'cat'),
  noun('hond', 'dog'),
  noun('vlinder', 'butterfly'),
  noun('slak', 'snail'),
  noun('dinosaurus', 'dinosaur'),
  noun('eekhoorn', 'squirrel'),
];

/** Dutch in the inflected form that follows de/het. */
export const ADJECTIVES: readonly Localized[] = [
  w('kleine', 'little'),
  w('grote', 'big'),
  w('dappere', 'brave'),
  w('verlegen', 'shy'),
  w('boze', 'grumpy'),
  w('slimme', 'clever'),
  w('vrolijke', 'cheerful'),
  w('slaperige', 'sleepy'),
  w('nieuwsgierige', 'curious'),
  w('verdwaalde', 'lost'),
  w('magische', 'magic'),
  w('stoere', 'tough'),
  w('gekke', 'silly'),
  w('lieve', 'sweet'),
  w('stille', 'quiet'),
  w('zingende', 'singing'),
  w('vliegende', 'flying'),
  w('onzichtbare', 'invisible'),
  w('rode', 'red'),
  w('blauwe', 'blue'),
];

export const THINGS: readonly Noun[] = [
  noun('ballon', 'balloon'),
  noun('schat', 'treasure'),
  noun('sleutel', 'key'),
  noun('boom', 'tree'),
  noun('maan', 'moon'),
  noun('ster', 'star'),
  noun('kasteel', 'castle', 'het'),
  noun('bos', 'forest', 'het'),
  noun('huis', 'house', 'het'),
  noun('schip', 'ship', 'het'),
  noun('eiland', 'island', 'het'),
  noun('taart', 'cake'),
  noun('paraplu', 'umbrella'),
  noun('koffer', 'suitcase'),
  noun('brief', 'letter'),
  noun('lamp', 'lamp'),
  noun('trein', 'train'),
  noun('tuin', 'garden'),
  noun('berg', 'mountain'),
  noun('zee', 'sea'),
  noun('sneeuwpop', 'snowman'),
  noun('vlieger', 'kite'),
  noun('kroon', 'crown'),
  noun('raket', 'rocket'),
];

export const PLACES: readonly Localized[] = [
  w('zee', 'the seaside'),
  w('school', 'school'),
  w('de dokter', 'the doctor'),
  w('de maan', 'the moon'),
  w('oma', 'Grandma'),
  w('het bos', 'the woods'),
  w('de dierentuin', 'the zoo'),
  w('de bib', 'the library'),
  w('het zwembad', 'the pool'),
  w('de markt', 'the market'),
];

export const TOPICS: readonly Localized[] = [
  w('dinosaurussen', 'dinosaurs'),
  w('de ruimte', 'space'),
  w('het weer', 'the weather'),
  w('insecten', 'insects'),
  w('de zee', 'the sea'),
  w('ridders', 'knights'),
  w('vulkanen', 'volcanoes'),
  w('je lichaam', 'your body'),
  w('bouwen', 'building'),
  w('de Romeinen', 'the Romans'),
  w('robots', 'robots'),
  w('planten', 'plants'),
  w('de sterren', 'the stars'),
  w('vogels', 'birds'),
];

export const CITIES = [
  'Antwerpen|Antwerp',
  'Gent|Ghent',
  'Brugge|Bruges',
  'Amsterdam|Amsterdam',
  'Utrecht|Utrecht',
  'Kigali|Kigali',
  'Leuven|Leuven',
  'Rotterdam|Rotterdam',
].map((pair) => {
  const [nl, en] = pair.split('|') as [string, string];
  return w(nl, en);
});

export const SEASONS: readonly Localized[] = [
  w('zomer', 'summer'),
  w('winter', 'winter'),
  w('herfst', 'autumn'),
  w('lente', 'spring'),
];

/** For merchandise: what the shirt or bag shows. */
export const MERCHANDISE: readonly Localized[] = [
  w('T-shirt', 'T-shirt'),
  w('Hoodie', 'Hoodie'),
  w('Pyjama', 'Pyjamas'),
  w('Sokken', 'Socks'),
];
