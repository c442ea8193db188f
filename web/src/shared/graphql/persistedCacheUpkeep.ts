import { isCacheOfAnotherSchema } from './domain/cacheVersion';
import type { ResilientStorage } from './resilientStorage';

/**
 * Once per visit: the copies persisted for another schema are purged (this build can never read them), and the
 * quota check starts, every 30 s (seed 001 §9). Returns the function that stops the check.
 */
export function startPersistedCacheUpkeep(storage: ResilientStorage, schemaHash: string): () => void {
  void storage.removeWhere((key) => isCacheOfAnotherSchema(key, schemaHash));
  return storage.startQuotaCheck();
}
