/** seed 000 §5, §9 and seed 001 §5: a search term has at least 3 characters. */
export const SEARCH_TERM_MINIMUM_LENGTH = 3;
/** The seed's validation wording (seed 000 §5 'search term at least 3 characters'). */
export const SEARCH_TERM_TOO_SHORT = 'Search term at least 3 characters';

export type SearchTermOutcome =
  | { term: string | null }
  | { error: { code: 'SEARCH_TERM_TOO_SHORT'; message: typeof SEARCH_TERM_TOO_SHORT; field: 'term' } };

/**
 * The term to search for: trimmed; no term (null, empty or blank) means a listing without text search.
 * Characters are counted as the shopper sees them (code points), so 'één' has three.
 */
export function searchTermOf(input: string | null | undefined): SearchTermOutcome {
  const term = input?.trim() ?? '';
  if (term === '') return { term: null };
  if ([...term].length < SEARCH_TERM_MINIMUM_LENGTH)
    return { error: { code: 'SEARCH_TERM_TOO_SHORT', message: SEARCH_TERM_TOO_SHORT, field: 'term' } };
  return { term };
}
