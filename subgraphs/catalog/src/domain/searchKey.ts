/**
 * seed 000 §5: a single-product search requires the search key, otherwise an error asks for it. The
 * same holds for a single category. Exactly one key must be given.
 */
export type SearchKey<K extends string> = { [P in K]: { key: P; value: string | number } }[K];

export function searchKeyOf<K extends string>(
  args: Partial<Record<K, string | number | null>>,
  keys: readonly K[],
): SearchKey<K> | { error: string } {
  const given = keys.flatMap((key) => {
    const value = args[key];
    return value === undefined || value === null || value === '' ? [] : [{ key, value } as SearchKey<K>];
  });
  const [only] = given;
  if (given.length === 1 && only) return only;
  return { error: `Please provide one search key: ${listOf(keys)}.` };
}

/** 'a or b', 'a, b or c'. */
function listOf(keys: readonly string[]): string {
  return keys.length < 2 ? keys.join('') : `${keys.slice(0, -1).join(', ')} or ${keys[keys.length - 1]}`;
}
