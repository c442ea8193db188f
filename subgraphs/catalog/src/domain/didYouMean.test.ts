import { describe, expect, it } from 'vitest';
import type { WordSpelling } from '../ports/CatalogIndex';
import { wordSpansOf } from '../ports/search';
import { closestTerm, didYouMean } from './didYouMean';

/** The spellings of a term as an index answers them: known words, and close terms of the unknown ones. */
function spellingsOf(term: string, close: Record<string, [string, number][]>): WordSpelling[] {
  return wordSpansOf(term).map((span) => {
    const candidates = close[span.word];
    return candidates
      ? { ...span, known: false, candidates: candidates.map(([t, frequency]) => ({ term: t, frequency })) }
      : { ...span, known: true, candidates: [] };
  });
}

describe("did you mean (a correction from the index's own terms)", () => {
  // Frequencies as the demo catalogue has them: 14 products with 'giraf' (nl-be), 30 with 'elephant' (en-be).
  it("corrects 'giarf' to 'giraf' in the Dutch catalogue and 'elefant' to 'elephant' in the English one", () => {
    expect(didYouMean('giarf', spellingsOf('giarf', { giarf: [['giraf', 14]] }))).toBe('giraf');
    expect(didYouMean('elefant', spellingsOf('elefant', { elefant: [['elephant', 30]] }))).toBe('elephant');
  });

  it('keeps the known words and what lies between the words as typed, and a capital of a corrected word', () => {
    const term = 'De Giarf en de olifnat!';
    const close = { giarf: [['giraf', 14]], olifnat: [['olifant', 30]] } satisfies Record<
      string,
      [string, number][]
    >;
    expect(didYouMean(term, spellingsOf(term, close))).toBe('De Giraf en de olifant!');
  });

  it('offers nothing when every word is known, or an unknown word has no close term', () => {
    expect(didYouMean('de giraf', spellingsOf('de giraf', {}))).toBeNull();
    expect(didYouMean('xylofoon', spellingsOf('xylofoon', { xylofoon: [] }))).toBeNull();
    expect(didYouMean('giarf', spellingsOf('giarf', { giarf: [['gordijn', 99]] }))).toBeNull();
  });

  it('chooses the smallest edit distance first, then the term most products have, then alphabetical order', () => {
    // 'muis' is one letter from 'mius', 'maan' two; 'muis' wins though fewer products have it.
    expect(
      closestTerm('mius', [
        { term: 'maan', frequency: 40 },
        { term: 'muis', frequency: 12 },
      ]),
    ).toBe('muis');
    // 'beer' and 'bees' are both one letter from 'beet': the one in more products wins.
    expect(
      closestTerm('beet', [
        { term: 'bees', frequency: 3 },
        { term: 'beer', frequency: 25 },
      ]),
    ).toBe('beer');
    expect(
      closestTerm('beet', [
        { term: 'bees', frequency: 3 },
        { term: 'beer', frequency: 3 },
      ]),
    ).toBe('beer');
  });

  it('never offers the word itself, nor a term further than the seed fuzziness 2', () => {
    expect(closestTerm('kikker', [{ term: 'kikker', frequency: 9 }])).toBeNull();
    expect(closestTerm('kikker', [{ term: 'kikkerkoning', frequency: 9 }])).toBeNull();
  });
});
