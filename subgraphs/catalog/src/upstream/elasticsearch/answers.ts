import type { estypes } from '@elastic/elasticsearch';
import type { ProductDocument } from '@shop/contracts';
import type {
  AggregationBucket,
  AggregationRequest,
  ProductKeyField,
  ProductMatch,
  ProductSearchResult,
  TermCandidate,
  WordSpelling,
} from '../../ports/CatalogIndex';
import { wordSpansOf } from '../../ports/search';
import { BUCKETS, INCLUDED, KNOWN_WORDS, SPELLING_FIELDS, spellingSuggester } from './query';

/** Maps Elasticsearch answers back to the port's result types. */

export function documentsOf<T>(response: estypes.SearchResponse<T>): T[] {
  return response.hits.hits.flatMap((hit) => (hit._source === undefined ? [] : [hit._source]));
}

/** hits.total is a number or { value } depending on rest_total_hits_as_int; track_total_hits makes it exact. */
export function totalOf(response: estypes.SearchResponse<unknown>): number {
  const total = response.hits.total;
  if (typeof total === 'number') return total;
  return total?.value ?? response.hits.hits.length;
}

interface RawBucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
}

function bucketsIn(aggregate: unknown): RawBucket[] {
  if (typeof aggregate !== 'object' || aggregate === null || !('buckets' in aggregate)) return [];
  const buckets = (aggregate as { buckets: unknown }).buckets;
  // A keyed range aggregation answers an object by key; unkeyed ones (ours) a list.
  if (Array.isArray(buckets)) return buckets as RawBucket[];
  if (typeof buckets === 'object' && buckets !== null)
    return Object.entries(buckets as Record<string, Omit<RawBucket, 'key'>>).map(([key, bucket]) => ({
      ...bucket,
      key,
    }));
  return [];
}

function termKey(bucket: RawBucket): string {
  return String(bucket.key);
}

/** The buckets of one aggregation as the port orders them (see AggregationRequest). */
export function aggregationOf(request: AggregationRequest, aggregate: unknown): AggregationBucket[] {
  const inner = (typeof aggregate === 'object' && aggregate !== null ? aggregate : {}) as Record<
    string,
    unknown
  >;
  const buckets = bucketsIn(inner[BUCKETS]);
  switch (request.kind) {
    case 'terms': {
      const top = buckets.map((bucket) => ({ key: termKey(bucket), count: bucket.doc_count }));
      const shown = new Set(top.map((bucket) => bucket.key));
      const included = new Map(
        bucketsIn(inner[INCLUDED]).map((bucket) => [termKey(bucket), bucket.doc_count]),
      );
      for (const value of request.include ?? []) {
        const key = String(value);
        if (shown.has(key)) continue;
        top.push({ key, count: included.get(key) ?? 0 });
        shown.add(key);
      }
      return top;
    }
    case 'range': {
      // Elasticsearch orders range buckets by their bounds; the port keeps the order asked for.
      const counts = new Map(buckets.map((bucket) => [String(bucket.key), bucket.doc_count]));
      return request.ranges.map((range) => ({ key: range.key, count: counts.get(range.key) ?? 0 }));
    }
    case 'year':
      return buckets
        .filter((bucket) => bucket.doc_count > 0)
        .map((bucket) => ({ key: bucket.key_as_string ?? String(bucket.key), count: bucket.doc_count }));
  }
}

export function searchResultOf(
  response: estypes.SearchResponse<ProductDocument>,
  requests: Readonly<Record<string, AggregationRequest>>,
  spellingOfText?: string,
): ProductSearchResult {
  const aggregates = (response.aggregations ?? {}) as Record<string, unknown>;
  return {
    items: documentsOf(response),
    total: totalOf(response),
    aggregations: Object.fromEntries(
      Object.entries(requests).map(([name, request]) => [name, aggregationOf(request, aggregates[name])]),
    ),
    ...(spellingOfText === undefined ? {} : { spelling: spellingOf(response, spellingOfText) }),
  };
}

interface RawSuggestEntry {
  offset: number;
  options?: { text: string; freq?: number }[];
}

/**
 * Each word of the searched text: known when the global aggregation counted products with it; otherwise
 * the close terms of every field's suggester for the word at that offset, a term in several fields once
 * with its largest document frequency.
 */
export function spellingOf(response: estypes.SearchResponse<unknown>, text: string): WordSpelling[] {
  const known = (response.aggregations?.[KNOWN_WORDS] ?? {}) as Record<string, unknown>;
  const counts =
    ((known[BUCKETS] ?? {}) as { buckets?: Record<string, { doc_count: number }> }).buckets ?? {};
  const suggest = (response.suggest ?? {}) as Record<string, RawSuggestEntry[] | undefined>;
  return wordSpansOf(text).map((span) => {
    if ((counts[String(span.offset)]?.doc_count ?? 0) > 0) return { ...span, known: true, candidates: [] };
    const frequencies = new Map<string, number>();
    for (const field of SPELLING_FIELDS) {
      for (const entry of suggest[spellingSuggester(field)] ?? []) {
        if (entry.offset !== span.offset) continue;
        for (const option of entry.options ?? []) {
          frequencies.set(option.text, Math.max(frequencies.get(option.text) ?? 0, option.freq ?? 0));
        }
      }
    }
    const candidates: TermCandidate[] = [...frequencies].map(([term, frequency]) => ({ term, frequency }));
    return { ...span, known: false, candidates };
  });
}

const listsChild = (parent: ProductDocument, sku: string) =>
  parent.type_id === 'configurable' &&
  (parent.configurable_children ?? []).some((child) => child.sku === sku);

/**
 * The product among the hits of a key lookup, and the first configurable hit listing it (or, by sku,
 * the sku asked for); `parent` is undefined when the hits cannot tell (the key is not on children).
 */
export function productMatchOf(
  hits: readonly ProductDocument[],
  field: ProductKeyField,
  value: string,
): ProductMatch {
  const product = hits.find((hit) => hit[field] === value) ?? null;
  const childSku = field === 'sku' ? value : product?.sku;
  const parent =
    childSku === undefined
      ? null
      : (hits.find((hit) => hit !== product && listsChild(hit, childSku)) ?? null);
  return { product, parent };
}

/** The first configurable product listing the sku. */
export function parentOf(hits: readonly ProductDocument[], sku: string): ProductDocument | null {
  return hits.find((hit) => listsChild(hit, sku)) ?? null;
}
