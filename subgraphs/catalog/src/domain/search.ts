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
