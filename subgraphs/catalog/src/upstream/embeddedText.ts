import {
  SEARCH_FIELD_BOOSTS,
  SEARCH_FUZZINESS,
  boundedDistance,
  minimumWordsToMatch,
  wordSpansOf,
  type SearchField,
} from '../ports/search';
import type { WordSpelling } from '../ports/CatalogIndex';

/**
 * The full-text part of the embedded index: an inverted index over the seed's search fields
 * (seed 000 §9), scored with BM25 and the seed's field boosts. It replaced Orama, whose cost grew with
 * the number of hits (a fuzzy search for a title with a common word took 25 s at 100,000 products,
 * and its index took about 600 MB per store view); here a word costs one pass over its postings.
 *
 * A query word matches an indexed word that is equal (weight 1), that it starts (a prefix, as Orama
 * matched; weight 1/2), or that is within its edit distance (weight 1 / (1 + distance)). A product must
 * match 75% of the query's words (seed 000 §9 minimum_should_match), in any of its fields.
 */

const FIELDS = Object.keys(SEARCH_FIELD_BOOSTS) as SearchField[];
const BOOSTS = FIELDS.map((field) => SEARCH_FIELD_BOOSTS[field]);
const K1 = 1.2;
const B = 0.75;
const PREFIX_WEIGHT = 0.5;
/** Prefixes shorter than this would match a large part of the vocabulary for little meaning. */
const MIN_PREFIX = 3;
/** A query's words are counted in a 32-bit mask per product; words beyond these are ignored. */
const MAX_QUERY_WORDS = 32;

/**
 * The edit distance a word of the query may be off by. The seed asks fuzziness 2 (seed 000 §9); for a
 * word of three or four letters that matches a large part of the vocabulary, so the embedded index
 * gives such words 1 and shorter ones 0, as Elasticsearch's 'AUTO' fuzziness does. Words of five
 * letters or more keep the seed's 2.
 */
export function toleranceOf(word: string): number {
  const length = [...word].length;
  if (length >= 5) return SEARCH_FUZZINESS;
  return length >= 3 ? Math.min(1, SEARCH_FUZZINESS) : 0;
}

/** The words of a text: lower case, without accents, split at anything but letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

export type SearchTexts = Record<SearchField, string>;

/** Growing list of int32 in fixed chunks: no doubling copies while a catalogue is read. */
class IntChunks {
  private static readonly SIZE = 1 << 20;
  readonly chunks: Int32Array[] = [];
  private used = IntChunks.SIZE;

  push(a: number, b: number, c: number, d: number): void {
    if (this.used + 4 > IntChunks.SIZE) {
      this.chunks.push(new Int32Array(IntChunks.SIZE));
      this.used = 0;
    }
    const chunk = this.chunks[this.chunks.length - 1]!;
    chunk[this.used] = a;
    chunk[this.used + 1] = b;
    chunk[this.used + 2] = c;
    chunk[this.used + 3] = d;
    this.used += 4;
  }

  /** Calls `each` with every quadruple pushed, in order. */
  forEach(each: (a: number, b: number, c: number, d: number) => void): void {
    for (let c = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!;
      const end = c === this.chunks.length - 1 ? this.used : IntChunks.SIZE;
      for (let i = 0; i < end; i += 4) each(chunk[i]!, chunk[i + 1]!, chunk[i + 2]!, chunk[i + 3]!);
    }
  }
}

/** Collects the products' words in index order; `finish()` makes the searchable index. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  /** Term id, position, field index and term frequency, one per (product, field, word). */
  private readonly entries = new IntChunks();
  private readonly perTerm: number[] = [];
  private readonly lengths: number[][] = FIELDS.map(() => []);

  add(position: number, texts: SearchTexts): void {
    FIELDS.forEach((field, fieldIndex) => {
      const words = wordsOf(texts[field]);
      this.lengths[fieldIndex]![position] = words.length;
      const frequencies = new Map<string, number>();
      for (const word of words) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
      for (const [word, frequency] of frequencies) {
        let id = this.termIds.get(word);
        if (id === undefined) {
          id = this.perTerm.length;
          this.termIds.set(word, id);
          this.perTerm.push(0);
        }
        this.perTerm[id]! += 1;
        this.entries.push(id, position, fieldIndex, frequency);
      }
    });
  }

  finish(products: number): TextIndex {
    // One array of (position, field, frequency) triples grouped by term, positions ascending per term.
    const starts = new Int32Array(this.perTerm.length + 1);
    this.perTerm.forEach((count, id) => (starts[id + 1] = starts[id]! + count * 3));
    const postings = new Int32Array(starts[this.perTerm.length]!);
    const cursor = starts.slice(0, this.perTerm.length);
    this.entries.forEach((id, position, field, frequency) => {
      const at = cursor[id]!;
      postings[at] = position;
      postings[at + 1] = field;
      postings[at + 2] = frequency;
      cursor[id] = at + 3;
    });
    this.entries.chunks.length = 0;
    return new TextIndex(
      this.termIds,
      postings,
      starts,
      this.lengths.map((list) => Uint16Array.from({ length: products }, (_, i) => list[i] ?? 0)),
      products,
    );
  }
}

export class TextIndex {
  /** The vocabulary sorted, for prefixes; and by length, for edit distances. */
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();
  private readonly averageLengths: number[];
  private readonly idf: Float64Array;
  /** How many products have each term (by term id). */
  private readonly documentCounts: Int32Array;
  /**
   * Scores of one search, all zero between searches: a search runs without awaiting, so one array
   * serves every search instead of a new one per query (less garbage, a steadier memory footprint).
   */
  private readonly scratch: Float64Array;
  /** Which query words each product matched (bit i: word i), all zero between searches as `scratch`. */
  private readonly wordMasks: Uint32Array;

  constructor(
    private readonly termIds: ReadonlyMap<string, number>,
    /** (position, field, frequency) triples; a term's run from starts[id] to starts[id + 1]. */
    private readonly postings: Int32Array,
    private readonly starts: Int32Array,
    private readonly lengths: readonly Uint16Array[],
    private readonly products: number,
  ) {
    this.scratch = new Float64Array(products);
    this.wordMasks = new Uint32Array(products);
    this.sorted = [...termIds.keys()].sort();
    for (const word of this.sorted) {
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
    this.averageLengths = lengths.map((list) => list.reduce((a, b) => a + b, 0) / (products || 1) || 1);
    this.idf = new Float64Array(starts.length - 1);
    this.documentCounts = new Int32Array(starts.length - 1);
    for (let id = 0; id < this.idf.length; id++) {
      let documents = 0;
      let last = -1;
      for (let i = starts[id]!; i < starts[id + 1]!; i += 3) {
        if (postings[i] !== last) documents += 1;
        last = postings[i]!;
      }
      this.documentCounts[id] = documents;
      this.idf[id] = Math.log(1 + (products - documents + 0.5) / (documents + 0.5));
    }
  }

  /**
   * The positions of the products matching at least 75% of the text's words, best score first, ties in
   * index order.
   */
  search(text: string): number[] {
    const scores = this.scratch;
    const masks = this.wordMasks;
    const words = [...new Set(wordsOf(text))].slice(0, MAX_QUERY_WORDS);
    const touched: number[] = [];
    words.forEach((word, wordIndex) => {
      const bit = 1 << wordIndex;
      const expansions = [...this.expand(word)].map(([term, weight]): [number, number] => [
        this.termIds.get(term)!,
        weight,
      ]);
      // As Elasticsearch's fuzzy rewrite blends document frequencies: every word a query word stands
      // for scores with the same (the most common one's) idf, so a rare typo or prefix match cannot
      // outrank the word itself.
      const idf = expansions.reduce((lowest, [id]) => Math.min(lowest, this.idf[id]!), Infinity);
      for (const [id, weight] of expansions) {
        const list = this.postings;
        for (let i = this.starts[id]!; i < this.starts[id + 1]!; i += 3) {
          const position = list[i]!;
          const field = list[i + 1]!;
          const frequency = list[i + 2]!;
          const norm = 1 - B + (B * this.lengths[field]![position]!) / this.averageLengths[field]!;
          if (masks[position] === 0) touched.push(position);
          masks[position]! |= bit;
          scores[position]! +=
            (weight * BOOSTS[field]! * idf * frequency * (K1 + 1)) / (frequency + K1 * norm);
        }
      }
    });
    const required = minimumWordsToMatch(words.length);
    const matched = touched.filter((position) => bitCount(masks[position]!) >= required);
    matched.sort((a, b) => scores[b]! - scores[a]! || a - b);
    for (const position of touched) {
      scores[position] = 0;
      masks[position] = 0;
    }
    return matched;
  }

  /**
   * How the index knows each word of a text, for a 'did you mean': a word is known when it is one of the
   * index's words or begins one (as search() matches it); an unknown word gets the index's words within its
   * edit distance, with the number of products that have them.
   */
  spelling(text: string): WordSpelling[] {
    return wordSpansOf(text)
      .slice(0, MAX_QUERY_WORDS)
      .map((span) => {
        const known = this.termIds.has(span.word) || this.beginsAWord(span.word);
        return { ...span, known, candidates: known ? [] : this.closeTerms(span.word) };
      });
  }

  private beginsAWord(word: string): boolean {
    if (word.length < MIN_PREFIX) return false;
    return this.sorted[lowerBound(this.sorted, word)]?.startsWith(word) ?? false;
  }

  private closeTerms(word: string): { term: string; frequency: number }[] {
    const tolerance = toleranceOf(word);
    const close: { term: string; frequency: number }[] = [];
    for (let length = word.length - tolerance; length <= word.length + tolerance; length++) {
      for (const term of this.byLength.get(length) ?? []) {
        if (boundedDistance(word, term, tolerance) > tolerance) continue;
        close.push({ term, frequency: this.documentCounts[this.termIds.get(term)!]! });
      }
    }
    return close;
  }

  /** The indexed words a query word matches, with their weights. */
  private expand(word: string): Map<string, number> {
    const matches = new Map<string, number>();
    if (this.termIds.has(word)) matches.set(word, 1);
    if (word.length >= MIN_PREFIX) {
      for (let i = lowerBound(this.sorted, word); i < this.sorted.length; i++) {
        const term = this.sorted[i]!;
        if (!term.startsWith(word)) break;
        if (!matches.has(term)) matches.set(term, PREFIX_WEIGHT);
      }
    }
    const tolerance = toleranceOf(word);
    for (let length = word.length - tolerance; length <= word.length + tolerance; length++) {
      for (const term of this.byLength.get(length) ?? []) {
        const distance = boundedDistance(word, term, tolerance);
        if (distance > tolerance || distance === 0) continue;
        const weight = 1 / (1 + distance);
        if ((matches.get(term) ?? 0) < weight) matches.set(term, weight);
      }
    }
    return matches;
  }
}

/** The number of bits set in a 32-bit mask. */
function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
