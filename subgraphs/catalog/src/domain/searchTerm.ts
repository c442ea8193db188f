import { FORM_RULE_MESSAGES, searchTermRule } from '@shop/validation';

/** The seed's validation wording (seed 000 §9 'Search term at least 3 characters'), from the shop's form rules. */
export const SEARCH_TERM_TOO_SHORT = FORM_RULE_MESSAGES.SEARCH_TERM_TOO_SHORT;

export type SearchTermOutcome =
  | { term: string | null }
  | { error: { code: 'SEARCH_TERM_TOO_SHORT'; message: typeof SEARCH_TERM_TOO_SHORT; field: 'term' } };

/**
 * The term to search for: trimmed; no term (null, empty or blank) means a listing without text search; a
 * term breaking the shop's search term rule (seed 000 §5, §9, seed 001 §5: at least 3 characters) is refused.
 */
export function searchTermOf(input: string | null | undefined): SearchTermOutcome {
  const term = input?.trim() ?? '';
  if (term === '') return { term: null };
  if (searchTermRule(term) !== null)
    return { error: { code: 'SEARCH_TERM_TOO_SHORT', message: SEARCH_TERM_TOO_SHORT, field: 'term' } };
  return { term };
}
