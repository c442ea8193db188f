import type { CmsBlockDocument, CmsPageDocument } from '@shop/contracts';

/** seed 000 §8 'CMS not found'. */
export const CMS_QUERY_EMPTY = 'CMS query returned empty result';
/** seed 000 §9: 'CMS block list default 150'. */
export const CMS_BLOCK_LIST_SIZE = 150;
/** seed 000 §9: 'CMS block and page maximum count 500'. */
export const CMS_MAXIMUM_COUNT = 500;

/**
 * How many CMS blocks a list asks for: 150 by default and for values that are not a positive whole
 * number; at most 500, the seed's maximum count (larger values are cut to it).
 */
export function cmsListSize(pageSize: number | null | undefined): number {
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1) return CMS_BLOCK_LIST_SIZE;
  return Math.min(pageSize, CMS_MAXIMUM_COUNT);
}

/** The active page among those the index found; else 'CMS query returned empty result'. */
export function cmsPageOf(
  found: readonly CmsPageDocument[],
): { page: CmsPageDocument } | { error: typeof CMS_QUERY_EMPTY } {
  const page = found.find((candidate) => candidate.active);
  return page ? { page } : { error: CMS_QUERY_EMPTY };
}

/** The active blocks, in the order of the identifiers asked for (index order when none were given). */
export function cmsBlocksOf(
  found: readonly CmsBlockDocument[],
  identifiers: readonly string[] | null | undefined,
): CmsBlockDocument[] {
  const active = found.filter((block) => block.active);
  if (!identifiers || identifiers.length === 0) return active;
  const position = new Map([...new Set(identifiers)].map((identifier, i) => [identifier, i]));
  return active
    .filter((block) => position.has(block.identifier))
    .sort((a, b) => (position.get(a.identifier) ?? 0) - (position.get(b.identifier) ?? 0));
}
