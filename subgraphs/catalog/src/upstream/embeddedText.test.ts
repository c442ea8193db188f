import { describe, expect, it } from 'vitest';
import { TextIndexBuilder, toleranceOf, wordsOf } from './embeddedText';

const texts = (name: string, description = '') => ({
  name,
  sku: '',
  author: '',
  illustrator: '',
  category_names: '',
  description,
});

function indexOf(names: string[]) {
  const builder = new TextIndexBuilder();
  names.forEach((name, position) => builder.add(position, texts(name)));
  return builder.finish(names.length);
}

describe('embedded full-text search', () => {
  it('keeps the seed fuzziness 2 for words of five letters or more, 1 for three or four, 0 below', () => {
    expect([
      toleranceOf('heksenschool'),
      toleranceOf('kikker'),
      toleranceOf('maan'),
      toleranceOf('de'),
    ]).toEqual([2, 2, 1, 0]);
  });

  it('splits words at anything but letters and digits, in lower case without accents', () => {
    expect(wordsOf('Één kikker, LEES-1!')).toEqual(['een', 'kikker', 'lees', '1']);
  });

  it('finds exact words first, then prefixes and typos, best score first and ties in index order', () => {
    const index = indexOf([
      'Kikker is verliefd',
      'Kikkerkoning',
      'Kikkr',
      'Nijntje',
      'Kikker en de vriendjes',
    ]);
    // The word itself first; a prefix and a one-letter typo weigh alike, ties in index order.
    expect(index.search('kikker')).toEqual([0, 4, 1, 2]);
    expect(index.search('kikkre')).toEqual(expect.arrayContaining([0, 2, 4]));
    expect(index.search('nijn')).toEqual([3]);
    expect(index.search('zebra')).toEqual([]);
  });

  it('does not widen words of two letters: "de" finds only "de"', () => {
    expect(indexOf(['De maan', 'Dat is het', 'Een ei']).search('de')).toEqual([0]);
  });

  it('asks 75% of the query words (minimum_should_match): two of three, in any field', () => {
    const builder = new TextIndexBuilder();
    builder.add(0, texts('De blauwe beer'));
    builder.add(1, texts('De rode beer'));
    builder.add(2, texts('Een blauwe zee'));
    builder.add(3, { ...texts('Beer gaat slapen'), author: 'Blauw' });
    const index = builder.finish(4);
    // "blauwe" and "beer" both, or one of them with "de": never a single word of three.
    const found = index.search('De blauwe beer');
    expect(found[0]).toBe(0);
    expect([...found].sort()).toEqual([0, 1, 3]);
    expect(index.search('blauwe')).toEqual([0, 2, 3]);
  });

  it('tells which words of a text it knows (also as the start of a word) and the close terms of the others', () => {
    const index = indexOf(['De kleine giraf', 'De grote giraf', 'Gras']);
    expect(index.spelling('Giarf gir')).toEqual([
      { word: 'giarf', offset: 0, length: 5, known: false, candidates: [{ term: 'giraf', frequency: 2 }] },
      { word: 'gir', offset: 6, length: 3, known: true, candidates: [] },
    ]);
  });
});
