/**
 * A small seeded PRNG (sfc32) instead of Math.random: the same seed must give byte-identical demo data,
 * and each product gets its own stream (seed, stream, index) so a product does not change when the size
 * of the set changes or when another product's rules draw one more number.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...keys: (number | string)[]) {
    const h = hashKeys(keys);
    this.a = h[0];
    this.b = h[1];
    this.c = h[2];
    this.d = h[3];
    // Warm up so nearby keys give unrelated sequences.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  }
}

/** FNV-1a, 32 bits: a cheap stable hash (cover colours from the sku). */
export function hashString(value: string, basis = 0x811c9dc5): number {
  let h = basis >>> 0;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function hashKeys(keys: (number | string)[]): [number, number, number, number] {
  const text = keys.map(String).join('\u0000');
  return [
    hashString(text, 0x811c9dc5),
    hashString(text, 0x9e3779b9),
    hashString(text, 0x85ebca6b),
    hashString(text, 0xc2b2ae35) | 1,
  ];
}
