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
