import type { CatalogEntityType } from '@shop/contracts';
import { TIMEOUTS_MS } from '@shop/service';
import {
  SEARCH_FIELD_BOOSTS,
  SEARCH_FUZZINESS,
  SEARCH_MINIMUM_SHOULD_MATCH_PERCENT,
  wordSpansOf,
  type SearchField,
} from '../../ports/search';
import type {
  AggregationRequest,
  CmsQuery,
  ProductFilter,
  ProductKeyField,
  ProductSearch,
  RangeFilter,
  TermsFilter,
} from '../../ports/CatalogIndex';

/**
 * The Elasticsearch query DSL of the catalogue port, built by pure functions so the exact request
 * bodies are unit-tested without a server. Field names are Vue Storefront's document fields.
 */

/** seed 000 §9 'Search': a text query must match 75% of its words. */
export const MINIMUM_SHOULD_MATCH = `${SEARCH_MINIMUM_SHOULD_MATCH_PERCENT}%`;
/** seed 000 §9 'Search': hits scoring under 0.02 are dropped (only with a text query: filters score 0). */
export const MIN_SCORE = 0.02;
/** seed 000 §9: 'server timeout 1000 ms' (the search's own timeout, sent in every request body). */
export const SERVER_TIMEOUT = '1000ms';
/**
 * How long the catalogue waits for Elasticsearch's answer. seed 000 §9's 'client timeout 5000 ms' is what the
 * shop's client waits (the gateway's subgraph timeout); the subgraph's own client gives up below it (TIMEOUTS_MS),
 * so a hung Elasticsearch is reported by the catalogue, not as a late catalogue.
 */
export const CLIENT_TIMEOUT_MS = TIMEOUTS_MS.upstream;
/** Vue Storefront's default index prefix (vue-storefront-api config.elasticsearch.indices). */
export const DEFAULT_INDEX_PREFIX = 'vue_storefront_catalog';
/** Tax rules are a handful per store view; one page of this size holds them all. */
export const ALL_TAX_RULES = 1000;

/** The document field of each searched field of the port (category names live in `category[].name`). */
const SEARCH_FIELD_PATHS: Record<SearchField, string> = {
  name: 'name',
  sku: 'sku',
  author: 'author',
  illustrator: 'illustrator',
  category_names: 'category.name',
  description: 'description',
};

/** 'name^3', 'sku^2', … in the seed's order. */
export const SEARCH_FIELDS: readonly string[] = (Object.keys(SEARCH_FIELD_BOOSTS) as SearchField[]).map(
  (field) => `${SEARCH_FIELD_PATHS[field]}^${SEARCH_FIELD_BOOSTS[field]}`,
);

/**
 * vue-storefront-api's multi-index layout (src/lib/elastic.js adjustIndexName, Elasticsearch 6 and up):
 * one index per store view and entity type, `<prefix>_<store index>_<entityType>`, where the store index
 * is the store code with dashes as underscores (seed 001 §7): vue_storefront_catalog_nl_be_product.
 */
export function indexNameOf(prefix: string, storeIndex: string, entityType: CatalogEntityType): string {
  return `${prefix}_${storeIndex}_${entityType}`;
}

/** A query clause: the DSL is plain JSON, checked by the tests against the seed's numbers. */
export type Clause = Record<string, unknown>;

const MATCH_ALL: Clause = { match_all: {} };
const MATCH_NONE: Clause = { match_none: {} };

function termsClause(filter: TermsFilter): Clause {
  if (filter.field === 'is_in_stock') {
    // An unmanaged stock is in stock whatever stock.is_in_stock says (as the embedded index counts it).
    const values = new Set<boolean>(filter.values);
    if (values.size === 0) return MATCH_NONE;
    if (values.size === 2) return MATCH_ALL;
    return values.has(true)
      ? {
          bool: {
            should: [{ term: { 'stock.is_in_stock': true } }, { term: { 'stock.manage_stock': false } }],
            minimum_should_match: 1,
          },
        }
      : {
          bool: {
            filter: [{ term: { 'stock.is_in_stock': false } }, { term: { 'stock.manage_stock': true } }],
          },
        };
  }
  return { terms: { [filter.field]: [...filter.values] } };
}

function rangeClause(filter: RangeFilter): Clause {
  const bounds: Record<string, string | number> = {};
  if (filter.gte !== undefined) bounds.gte = filter.gte;
  if (filter.lte !== undefined) bounds.lte = filter.lte;
  if (filter.lt !== undefined) bounds.lt = filter.lt;
  if (Object.keys(bounds).length === 0) return MATCH_ALL;
  if (filter.field === 'publish_date') bounds.format = 'yyyy-MM-dd';
  return { range: { [filter.field]: bounds } };
}

/** One filter of the port as a filter-context clause. */
export function filterClause(filter: ProductFilter): Clause {
  switch (filter.kind) {
    case 'terms':
      return termsClause(filter);
    case 'range':
      return rangeClause(filter);
    case 'any':
      return { bool: { should: filter.filters.map(filterClause), minimum_should_match: 1 } };
  }
}

/** A filter agg's name for the buckets inside it; `included` counts the values a terms request includes. */
export const BUCKETS = 'buckets';
export const INCLUDED = 'included';

function bucketsAggregation(request: AggregationRequest): Clause {
  switch (request.kind) {
    case 'terms':
      return { terms: { field: request.field, size: request.size } };
    case 'range':
      return {
        range: {
          field: request.field,
          ranges: request.ranges.map((range) => ({
            key: range.key,
            ...(range.from === undefined ? {} : { from: range.from }),
            ...(range.to === undefined ? {} : { to: range.to }),
          })),
        },
      };
    case 'year':
      return {
        date_histogram: { field: request.field, calendar_interval: 'year', format: 'yyyy', min_doc_count: 1 },
      };
  }
}

/**
 * Each aggregation is a filter aggregation of the selections made in the other aggregations (the
 * post_filter applies them all to the hits), so a facet shows what another value of itself would add.
 * Terms values to include wherever they rank are counted by a second terms aggregation limited to them.
 */
function aggregationsOf(query: ProductSearch): Clause | undefined {
  const requests = Object.entries(query.aggregations ?? {});
  if (requests.length === 0) return undefined;
  const selections = query.selections ?? [];
  return Object.fromEntries(
    requests.map(([name, request]) => {
      const others = selections.filter((selection) => selection.aggregation !== name);
      const inner: Clause = { [BUCKETS]: bucketsAggregation(request) };
      if (request.kind === 'terms' && request.include && request.include.length > 0) {
        inner[INCLUDED] = {
          terms: {
            field: request.field,
            include: [...request.include],
            size: request.include.length,
            min_doc_count: 0,
          },
        };
      }
      const filter =
        others.length === 0 ? MATCH_ALL : { bool: { filter: others.map((s) => filterClause(s.filter)) } };
      return [name, { filter, aggs: inner }];
    }),
  );
}

/** The fields a 'did you mean' takes its terms from: the searched fields that hold words (a sku holds a code). */
export const SPELLING_FIELDS: readonly string[] = (
  ['name', 'author', 'illustrator', 'category_names', 'description'] as const
).map((field) => SEARCH_FIELD_PATHS[field]);
/** The term suggester of a spelling field is named after it: spelling:name, spelling:category.name … */
export const spellingSuggester = (field: string) => `spelling:${field}`;
/** The global aggregation counting, per word of the text (keyed by its offset), the products that have it. */
export const KNOWN_WORDS = 'known_words';
/** How many close terms each field's suggester gives per word; the shop's rule chooses among them. */
export const SPELLING_CANDIDATES = 5;

/**
 * A 'did you mean' in the same request: a term suggester per spelling field gives the index's close terms
 * of the words it lacks in that field, and a global aggregation counts each word's products in any of the
 * fields, since a suggester cannot tell a word it knows from one without close terms.
 */
function spellingOf(text: string): { suggest: Clause; aggs: Clause } {
  const words = wordSpansOf(text);
  return {
    suggest: {
      text,
      ...Object.fromEntries(
        SPELLING_FIELDS.map((field) => [
          spellingSuggester(field),
          {
            term: {
              field,
              suggest_mode: 'missing',
              max_edits: SEARCH_FUZZINESS,
              size: SPELLING_CANDIDATES,
            },
          },
        ]),
      ),
    },
    aggs: {
      [KNOWN_WORDS]: {
        global: {},
        aggs: {
          [BUCKETS]: {
            filters: {
              filters: Object.fromEntries(
                words.map((span) => [
                  String(span.offset),
                  { multi_match: { query: span.word, fields: [...SPELLING_FIELDS] } },
                ]),
              ),
            },
          },
        },
      },
    },
  };
}

/** The _search body of a product listing or search (seed 000 §9). */
export function productSearchBody(query: ProductSearch): Clause {
  const text = query.text?.trim();
  const filter = query.filters.map(filterClause);
  const selections = query.selections ?? [];
  const spelling = query.spelling && text ? spellingOf(query.text!) : undefined;
  const aggs = spelling ? { ...aggregationsOf(query), ...spelling.aggs } : aggregationsOf(query);
  return {
    query: text
      ? {
          bool: {
            must: [
              {
                multi_match: {
                  query: text,
                  fields: [...SEARCH_FIELDS],
                  fuzziness: SEARCH_FUZZINESS,
                  minimum_should_match: MINIMUM_SHOULD_MATCH,
                },
              },
            ],
            filter,
          },
        }
      : { bool: { filter } },
    ...(text ? { min_score: MIN_SCORE } : {}),
    ...(selections.length > 0
      ? { post_filter: { bool: { filter: selections.map((s) => filterClause(s.filter)) } } }
      : {}),
    ...(aggs ? { aggs } : {}),
    ...(spelling ? { suggest: spelling.suggest } : {}),
    ...(query.sort ? { sort: [{ [query.sort.field]: { order: query.sort.order } }] } : {}),
    from: query.from,
    size: query.size,
    track_total_hits: true,
    timeout: SERVER_TIMEOUT,
  };
}

/** The products with these skus (each once). */
export function productsBySkusBody(skus: readonly string[]): Clause {
  const unique = [...new Set(skus)];
  return { query: { terms: { sku: unique } }, size: unique.length, timeout: SERVER_TIMEOUT };
}

/** The configurable children's field that holds the same key, when Vue Storefront copies it there. */
const CHILD_KEY_FIELDS: Partial<Record<ProductKeyField, string>> = {
  sku: 'configurable_children.sku',
  url_key: 'configurable_children.url_key',
};

/** How many products one key lookup reads: the product, and configurable products listing it. */
export const PRODUCT_LOOKUP_SIZE = 10;

/**
 * The product with this key and, where configurable_children carry the same field (sku, url_key), the
 * configurable products listing it, in one query (seed 000 §4: a hidden child and its parent). Index
 * order decides between products sharing a key, as in the embedded index.
 */
export function productByKeyBody(field: ProductKeyField, value: string): Clause {
  const childField = CHILD_KEY_FIELDS[field];
  const own = { term: { [field]: value } };
  return {
    query: childField
      ? { bool: { should: [own, { term: { [childField]: value } }], minimum_should_match: 1 } }
      : own,
    sort: ['_doc'],
    size: PRODUCT_LOOKUP_SIZE,
    timeout: SERVER_TIMEOUT,
  };
}

/** The configurable products listing this sku among their children. */
export function parentsOfBody(sku: string): Clause {
  return {
    query: {
      bool: {
        filter: [{ term: { type_id: 'configurable' } }, { term: { 'configurable_children.sku': sku } }],
      },
    },
    sort: ['_doc'],
    size: PRODUCT_LOOKUP_SIZE,
    timeout: SERVER_TIMEOUT,
  };
}

/** seed 000 §9: categories sorted by position ascending. */
export function categoriesBody(size: number): Clause {
  return {
    query: MATCH_ALL,
    sort: [{ position: { order: 'asc' } }, { id: { order: 'asc' } }],
    size,
    timeout: SERVER_TIMEOUT,
  };
}

export function taxRulesBody(): Clause {
  return { query: MATCH_ALL, sort: ['_doc'], size: ALL_TAX_RULES, timeout: SERVER_TIMEOUT };
}

export function attributesBody(query: { codes?: readonly string[]; size: number }): Clause {
  return {
    query: query.codes ? { terms: { attribute_code: [...query.codes] } } : MATCH_ALL,
    sort: ['_doc'],
    size: query.size,
    timeout: SERVER_TIMEOUT,
  };
}

export function cmsBody(query: CmsQuery): Clause {
  const filter: Clause[] = [];
  if (query.identifiers) filter.push({ terms: { identifier: [...query.identifiers] } });
  if (query.ids) filter.push({ terms: { id: [...query.ids] } });
  return {
    query: filter.length > 0 ? { bool: { filter } } : MATCH_ALL,
    sort: ['_doc'],
    size: query.size,
    timeout: SERVER_TIMEOUT,
  };
}
