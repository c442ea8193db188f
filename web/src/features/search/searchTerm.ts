/** seed 000 §9 Search / §6 validation: "search term at least 3 characters". */
export const MIN_SEARCH_TERM_LENGTH = 3;

/** Results appear as the shopper types, once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The term to search for, or null while it is too short to search (blanks around it do not count). */
export function searchableTerm(input: string): string | null {
  const term = input.trim();
  return term.length >= MIN_SEARCH_TERM_LENGTH ? term : null;
}
