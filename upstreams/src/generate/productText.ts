/** Names, url keys and descriptions of products in the index language (Dutch or English). */
import { AGE_OPTIONS, FORMATS, colorIdOf, optionLabel } from './attributes';
import { CONTRIBUTORS } from './contributors';
import type { Lang } from './language';
import type { NameSpec, ProductPlan } from './productPlan';
import { slugify } from '@shop/routes';
import { renderTitle, type Segment } from './titles';
import { MERCHANDISE } from './words';

export function productName(name: NameSpec, lang: Lang): string {
  const nl = lang === 'nl';
  switch (name.kind) {
    case 'title':
      return renderTitle(name.title, lang);
    case 'variant':
      return `${renderTitle(name.title, lang)} - ${FORMATS[name.format][lang]} (${name.language})`;
    case 'merchandise': {
      const item = MERCHANDISE[name.item % MERCHANDISE.length]?.[lang] ?? 'T-shirt';
      const series = optionLabel('series', name.seriesId, lang);
      return nl ? `${item} ${series}` : `${series} ${item}`;
    }
    case 'merchandiseVariant':
      return `${productName({ kind: 'merchandise', item: name.item, seriesId: name.seriesId }, lang)} - ${optionLabel('color', colorIdOf(name.color), lang)} - ${name.size}`;
    case 'set': {
      if (name.seriesId === null)
        return nl ? `Voordeelset: ${name.count} boeken` : `Value set of ${name.count} books`;
      const series = optionLabel('series', name.seriesId, lang);
      return nl
        ? `Voordeelset ${series} (${name.count} boeken)`
        : `${series} value set (${name.count} books)`;
    }
    case 'giftBox':
      return nl
        ? `Cadeaubox: ${optionLabel('theme_terms', name.themeId, lang)}`
        : `Gift box: ${optionLabel('theme_terms', name.themeId, lang)}`;
    case 'classreading':
      return nl
        ? `Klaslezen-pakket: ${name.qty} x ${renderTitle(name.title, lang)}`
        : `Classreading pack: ${name.qty} x ${renderTitle(name.title, lang)}`;
    case 'licence':
      return nl
        ? `Leesprogramma Klaslezen: licentie 1 schooljaar (${name.pupils} leerlingen)`
        : `Classreading programme: licence for 1 school year (${name.pupils} pupils)`;
    case 'sample':
      return nl
        ? `Gratis leesfragment: ${renderTitle(name.title, lang)}`
        : `Free sample: ${renderTitle(name.title, lang)}`;
  }
}

const SEGMENT_NOUN: Record<Segment, { nl: string; en: string }> = {
  board: { nl: 'kartonboek', en: 'board book' },
  picture: { nl: 'prentenboek', en: 'picture book' },
  reader: { nl: 'leesboek', en: 'chapter book' },
  info: { nl: 'informatief boek', en: 'non-fiction book' },
  ya: { nl: 'roman', en: 'novel' },
};

const BLURBS: readonly { nl: string; en: string }[] = [
  { nl: 'Een verhaal om samen te lezen en over te praten.', en: 'A story to read together and talk about.' },
  { nl: 'Vol humor, warmte en verrassende wendingen.', en: 'Full of humour, warmth and surprising twists.' },
  {
    nl: 'Ideaal om voor te lezen in de klas of thuis.',
    en: 'Perfect for reading aloud in class or at home.',
  },
  { nl: 'Met extra weetjes achteraan in het boek.', en: 'With extra facts at the back of the book.' },
  { nl: 'Genomineerd door de Kinderjury.', en: "Nominated for the Children's Jury award." },
  {
    nl: 'De illustraties nodigen uit om telkens opnieuw te kijken.',
    en: 'The illustrations invite you to look again and again.',
  },
  { nl: 'Een aanrader voor lezers die van spanning houden.', en: 'A must for readers who love suspense.' },
  { nl: 'Herkenbaar, ontroerend en heel grappig.', en: 'Recognisable, moving and very funny.' },
];

function audience(ageId: number | undefined, lang: Lang): string {
  const index = AGE_OPTIONS.findIndex((o) => o.id === ageId);
  if (index < 0) return lang === 'nl' ? 'kinderen' : 'children';
  if (index <= 3) return lang === 'nl' ? 'de allerkleinsten' : 'the very youngest';
  if (index === AGE_OPTIONS.length - 1) return lang === 'nl' ? 'jongvolwassenen' : 'young adults';
  const years = AGE_OPTIONS[index]?.label.nl.replace('+', '');
  return lang === 'nl' ? `kinderen vanaf ${years} jaar` : `children aged ${years} and up`;
}

function joinList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'and'} ${items[items.length - 1]}`;
}

export function shortDescription(plan: ProductPlan, lang: Lang): string {
  const nl = lang === 'nl';
  const name = plan.name;
  switch (name.kind) {
    case 'merchandise':
    case 'merchandiseVariant': {
      const item = (MERCHANDISE[name.item % MERCHANDISE.length]?.[lang] ?? 'T-shirt').toLowerCase();
      const series = optionLabel('series', name.seriesId, lang);
      return nl
        ? `Zachte katoenen ${item} met ${series}. Kies je kleur en maat.`
        : `Soft cotton ${item} featuring ${series}. Choose your colour and size.`;
    }
    case 'set':
      return nl
        ? `Alle ${name.count} boeken samen in één voordelige set.`
        : `All ${name.count} books together in one value set.`;
    case 'giftBox':
      return nl
        ? 'Stel je eigen cadeaubox samen: kies een prentenboek en een leesboek.'
        : 'Build your own gift box: choose a picture book and a chapter book.';
    case 'classreading': {
      const title = renderTitle(name.title, lang);
      return nl
        ? `${name.qty} exemplaren van ${title} om samen in de klas te lezen. Een klaslezen-pakket bestel je apart van andere producten.`
        : `${name.qty} copies of ${title} to read together in class. A classreading pack is ordered on its own, without other products.`;
    }
    case 'licence':
      return nl
        ? `Toegang tot het leesprogramma Klaslezen voor één schooljaar, voor maximaal ${name.pupils} leerlingen.`
        : `Access to the Classreading programme for one school year, for up to ${name.pupils} pupils.`;
    case 'sample':
      return nl
        ? `Lees gratis de eerste hoofdstukken van ${renderTitle(name.title, lang)}.`
        : `Read the first chapters of ${renderTitle(name.title, lang)} for free.`;
    case 'title':
    case 'variant': {
      const noun = SEGMENT_NOUN[plan.segment ?? 'reader'][lang];
      const themes = plan.themeIds.map((id) => optionLabel('theme_terms', id, lang).toLowerCase());
      const about =
        themes.length > 0
          ? nl
            ? ` over ${joinList(themes, lang)}`
            : ` about ${joinList(themes, lang)}`
          : '';
      const digital =
        plan.downloadable === 'ebook'
          ? nl
            ? ' Meteen te lezen als e-book.'
            : ' Read it straight away as an e-book.'
          : plan.downloadable === 'audiobook'
            ? nl
              ? ' Meteen te beluisteren als luisterboek.'
              : ' Listen straight away as an audiobook.'
            : '';
      return `${nl ? 'Een' : 'A'} ${noun}${about} ${nl ? 'voor' : 'for'} ${audience(plan.ageIds[0], lang)}.${digital}`;
    }
  }
}

export function description(plan: ProductPlan, lang: Lang): string {
  const blurbs =
    plan.name.kind === 'title' || plan.name.kind === 'variant'
      ? plan.blurbs.map((i) => BLURBS[i]?.[lang] ?? '').join(' ')
      : '';
  const people = [plan.author, plan.illustrator].filter((p): p is number => p !== null);
  const credit =
    people.length === 0
      ? ''
      : plan.author !== null && plan.illustrator !== null && plan.author !== plan.illustrator
        ? lang === 'nl'
          ? `Geschreven door ${contributorName(plan.author)}, geïllustreerd door ${contributorName(plan.illustrator)}.`
          : `Written by ${contributorName(plan.author)}, illustrated by ${contributorName(plan.illustrator)}.`
        : lang === 'nl'
          ? `Van ${contributorName(people[0] ?? null)}.`
          : `By ${contributorName(people[0] ?? null)}.`;
  return [shortDescription(plan, lang), blurbs, credit]
    .filter(Boolean)
    .map((p) => `<p>${p}</p>`)
    .join('');
}

export function contributorName(index: number | null): string | null {
  return index === null ? null : (CONTRIBUTORS[index]?.name ?? null);
}

/** url keys carry the id: titles repeat in a large catalogue, url keys may not. */
export function urlKey(plan: ProductPlan, lang: Lang): string {
  return `${slugify(productName(plan.name, lang))}-${plan.id}`;
}
