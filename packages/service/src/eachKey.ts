/**
 * Batch function body for a DataLoader over an upstream that has no batch endpoint (reading programme,
 * content service): one call per key, run together, each key keeping its own failure, so one failing
 * key does not reject its siblings (DataLoader expects an Error in that key's slot).
 */
export async function loadEachKey<K, V>(
  keys: readonly K[],
  load: (key: K) => Promise<V>,
): Promise<(V | Error)[]> {
  const settled = await Promise.allSettled(keys.map((key) => load(key)));
  return settled.map((outcome) => {
    if (outcome.status === 'fulfilled') return outcome.value;
    return outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
  });
}
