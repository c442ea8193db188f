import type { NormalizedCacheObject } from '@apollo/client';

/**
 * The cache of a page the server just rendered, joined with the copy persisted in this browser on an earlier
 * visit: the fresher wins. Field by field, the server's values replace the persisted ones; what only the
 * persisted copy has (pages seen before, for offline reads) stays.
 *
 * The join is written into the persisted copy, which the caller has just parsed from storage and owns, and
 * that copy is returned: copying its thousands of entities first cost more than the rest of the join (1.4 ms
 * of a 1 MB restore in Chromium, issue 24), and opening a store view, with nothing fresher yet, costs
 * nothing.
 */
export function freshestCacheInto(
  persisted: NormalizedCacheObject,
  fresher: NormalizedCacheObject,
): NormalizedCacheObject {
  for (const [id, entity] of Object.entries(fresher)) {
    const older = persisted[id];
    persisted[id] = older && entity ? { ...older, ...entity } : entity;
  }
  return persisted;
}
