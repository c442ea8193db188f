/** seed 000 §9 and seed 001 §5: listings and searches default to page size 50 from start 0. */
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_START = 0;
/**
 * seed 000 §9: 'Maximum filter query size 999' — the largest product query the shop sends. A page
 * asking for more is an invalid value, reset like the others.
 */
export const MAXIMUM_QUERY_SIZE = 999;

export interface Paging {
  pageSize: number;
  start: number;
}

/** seed 001 §5: 'Invalid values are reset to these' — each value on its own. */
export function normalizePaging(
  input: { pageSize?: number | null; start?: number | null } | null | undefined,
): Paging {
  const pageSize = input?.pageSize;
  const start = input?.start;
  return {
    pageSize:
      typeof pageSize === 'number' &&
      Number.isInteger(pageSize) &&
      pageSize >= 1 &&
      pageSize <= MAXIMUM_QUERY_SIZE
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    start: typeof start === 'number' && Number.isInteger(start) && start >= 0 ? start : DEFAULT_START,
  };
}
