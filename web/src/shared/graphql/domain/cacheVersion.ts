import type { StoreCode } from '@shop/store-views';

/** Every persisted copy of the Apollo cache lives under this prefix, and nothing else does. */
export const PERSISTED_CACHE_PREFIX = 'apollo-cache/';

/**
 * The persisted cache's key: one per schema version (the build's hash of schema/api.graphql) and store view.
 * A copy written for another schema may name fields or types that no longer exist, so it is never read.
 */
export function persistedCacheKey(schemaHash: string, storeCode: StoreCode): string {
  return `${PERSISTED_CACHE_PREFIX}${schemaHash}/${storeCode}`;
}

/** A persisted copy of an older (or newer) schema: purged, since this build can never read it. */
export function isCacheOfAnotherSchema(key: unknown, schemaHash: string): boolean {
  return (
    typeof key === 'string' &&
    key.startsWith(PERSISTED_CACHE_PREFIX) &&
    !key.startsWith(`${PERSISTED_CACHE_PREFIX}${schemaHash}/`)
  );
}
