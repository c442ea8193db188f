import type { NormalizedCacheObject } from '@apollo/client';

/**
 * The cache of a page the server just rendered, joined with the copy persisted in this browser on an earlier
 * visit: the fresher wins. Field by field, the server's values replace the persisted ones; what only the
 * persisted copy has (pages seen before, for offline reads) stays.
 */
export function freshestCache(
  persisted: NormalizedCacheObject,
  fresher: NormalizedCacheObject,
): NormalizedCacheObject {
  const joined: NormalizedCacheObject = { ...persisted };
  for (const [id, entity] of Object.entries(fresher)) {
    const older = persisted[id];
    joined[id] = older && entity ? { ...older, ...entity } : entity;
  }
  return joined;
}
