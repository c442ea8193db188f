import type { ReadingRole } from '@shop/contracts';
import { SEARCH_TERM_MIN_LENGTH } from '@shop/validation';

/** seed 001 §5, §9: 'Search defaults are page size 50 and start 0. Invalid values are reset to these.' */
export const BOOK_PAGE_SIZE = 50;
export const BOOK_START = 0;

/** What GET /books is asked for, after the seed's resets. */
export interface BookListRequest {
  all: boolean;
  start: number;
  search: string | null;
}

/** A start that is not a whole number of at least 0 is reset to 0. */
export function bookStart(start: number | null | undefined): number {
  return typeof start === 'number' && Number.isInteger(start) && start >= 0 ? start : BOOK_START;
}

/**
 * seed 001 §5: 'Book listing loads incrementally only for Teacher, Director, or Club president asking for
 * all.' Only then is there a page after this one; the own lists come whole, from the start.
 */
export function isIncremental(role: ReadingRole, all: boolean): boolean {
  return all && role !== 'Student';
}

/** Where the next page starts, or null when this was the last one or the list does not page. */
export function nextStart(
  incremental: boolean,
  start: number,
  received: number,
  total: number,
): number | null {
  if (!incremental) return null;
  const next = start + received;
  return received > 0 && next < total ? next : null;
}

/** seed 001 §5: 'The search term has at least 3 characters.' Empty means no search. */
export function searchTerm(search: string | null | undefined): { term: string | null; tooShort: boolean } {
  const term = search?.trim() ?? '';
  if (term === '') return { term: null, tooShort: false };
  return { term, tooShort: term.length < SEARCH_TERM_MIN_LENGTH };
}
