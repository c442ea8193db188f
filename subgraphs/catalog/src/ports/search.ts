/**
 * seed 000 §9 'Search': how a text query weighs the product fields. Every index adapter applies these.
 */
export const SEARCH_FIELD_BOOSTS = {
  name: 3,
  sku: 2,
  author: 2,
  illustrator: 2,
  category_names: 1,
  description: 1,
} as const;

export type SearchField = keyof typeof SEARCH_FIELD_BOOSTS;

/** seed 000 §9: fuzziness 2 (edit distance of a term). */
export const SEARCH_FUZZINESS = 2;

/** seed 000 §9 'Search': a text query must match 75% of its words (Elasticsearch's minimum_should_match). */
export const SEARCH_MINIMUM_SHOULD_MATCH_PERCENT = 75;

/**
 * How many of a query's words a product must match: 75% of them rounded down, as Elasticsearch reads a
 * percentage, and never fewer than one (a query of one word must still match it).
 */
export function minimumWordsToMatch(words: number): number {
  return Math.max(1, Math.floor((words * SEARCH_MINIMUM_SHOULD_MATCH_PERCENT) / 100));
}

/**
 * Levenshtein distance of a and b when at most `max`, otherwise max + 1: how far a typo is from a word, for
 * the embedded index's fuzzy match and for choosing a 'did you mean' among an index's close terms.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A word of a search text: where it is in the text as typed, and how indexes read it. */
export interface WordSpan {
  /** The word as the indexes compare it: lower case, without accents. */
  word: string;
  /** Where the word starts in the text (UTF-16 offset) and how long it is there. */
  offset: number;
  length: number;
}

/**
 * The words of a search text with their places, so a correction can replace one word and keep the rest of
 * what the shopper typed: runs of letters, digits and accents, in lower case without accents.
 */
export function wordSpansOf(text: string): WordSpan[] {
  return [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].flatMap((match) => {
    const word = match[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return word === '' ? [] : [{ word, offset: match.index, length: match[0].length }];
  });
}
