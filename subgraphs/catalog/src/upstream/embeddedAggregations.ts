import type { AggregationBucket, AggregationRequest, ProductFilter, Selection } from '../ports/CatalogIndex';
import { OPTION_READERS, rowTestOfAll, yearOf, type ProductFields, type RowTest } from './embeddedFields';

export interface SelectionOutcome {
  /** The products every selection accepts, in the order given. */
  matched: ProductFields[];
  /** The buckets of each aggregation, counted over the products all other aggregations' selections accept. */
  aggregations: Record<string, AggregationBucket[]>;
}

/**
 * Applies the shopper's selections to the products the search filters found, and counts the
 * aggregations the way Elasticsearch does with a post_filter: each aggregation ignores the selections
 * made in itself. A product refused by one selection group still counts in that group's aggregation;
 * refused by two or more, it counts nowhere. One pass, no copies of the product list.
 */
export function applySelections(
  products: readonly ProductFields[],
  selections: readonly Selection[],
  requests: Readonly<Record<string, AggregationRequest>>,
): SelectionOutcome {
  const filtersByGroup = new Map<string, ProductFilter[]>();
  for (const selection of selections) {
    const group = filtersByGroup.get(selection.aggregation) ?? [];
    group.push(selection.filter);
    filtersByGroup.set(selection.aggregation, group);
  }
  const groups = new Map<string, RowTest>(
    [...filtersByGroup].map(([name, filters]) => [name, rowTestOfAll(filters)]),
  );
  const counters = new Map(Object.entries(requests).map(([name, request]) => [name, counterOf(request)]));
  if (groups.size === 0) {
    const all = [...counters.values()];
    for (const product of products) for (const counter of all) counter.add(product);
    const aggregations: Record<string, AggregationBucket[]> = {};
    for (const [name, counter] of counters) aggregations[name] = counter.buckets();
    return { matched: [...products], aggregations };
  }
  const matched: ProductFields[] = [];
  for (const product of products) {
    let refusedBy: string | null = null;
    let refusals = 0;
    for (const [name, accepted] of groups) {
      if (!accepted(product)) {
        refusals += 1;
        refusedBy = name;
        if (refusals > 1) break;
      }
    }
    if (refusals === 0) {
      matched.push(product);
      for (const counter of counters.values()) counter.add(product);
    } else if (refusals === 1 && refusedBy !== null) {
      counters.get(refusedBy)?.add(product);
    }
  }
  const aggregations: Record<string, AggregationBucket[]> = {};
  for (const [name, counter] of counters) aggregations[name] = counter.buckets();
  return { matched, aggregations };
}

interface Counter {
  add(product: ProductFields): void;
  buckets(): AggregationBucket[];
}

function counterOf(request: AggregationRequest): Counter {
  switch (request.kind) {
    case 'terms':
      return termsCounter(request);
    case 'range': {
      const { ranges } = request;
      const counts = ranges.map(() => 0);
      return {
        add: (product) => {
          const price = product.price;
          for (let i = 0; i < ranges.length; i++) {
            const range = ranges[i];
            if (
              range &&
              (range.from === undefined || price >= range.from) &&
              (range.to === undefined || price < range.to)
            )
              counts[i] = (counts[i] ?? 0) + 1;
          }
        },
        buckets: () => ranges.map((range, i) => ({ key: range.key, count: counts[i] ?? 0 })),
      };
    }
    case 'year': {
      const counts = new ValueCounts();
      return {
        add: (product) => {
          const year = yearOf(product.publish_date);
          if (year !== null) counts.add(year);
        },
        buckets: () =>
          counts
            .entries()
            .sort(([a], [b]) => a - b)
            .map(([year, count]) => ({ key: String(year), count })),
      };
    }
  }
}

/** Option ids below this are counted in an array; others (none in Vue Storefront's data) in a map. */
const DENSE_VALUES = 1 << 16;

/** Counts per number value: an array for small non-negative integers (option ids), a map for the rest. */
class ValueCounts {
  private dense = new Int32Array(64);
  private readonly sparse = new Map<number, number>();

  add(value: number): void {
    if (Number.isInteger(value) && value >= 0 && value < DENSE_VALUES) {
      if (value >= this.dense.length) {
        const grown = new Int32Array(Math.min(DENSE_VALUES, Math.max(value + 1, this.dense.length * 2)));
        grown.set(this.dense);
        this.dense = grown;
      }
      this.dense[value]! += 1;
    } else this.sparse.set(value, (this.sparse.get(value) ?? 0) + 1);
  }

  get(value: number): number {
    return (value >= 0 && value < this.dense.length ? this.dense[value] : this.sparse.get(value)) ?? 0;
  }

  /** The values counted at least once with their counts, in no particular order. */
  entries(): [number, number][] {
    const entries: [number, number][] = [...this.sparse];
    this.dense.forEach((count, value) => {
      if (count > 0) entries.push([value, count]);
    });
    return entries;
  }
}

function termsCounter(request: Extract<AggregationRequest, { kind: 'terms' }>): Counter {
  const counts = new ValueCounts();
  const read = OPTION_READERS[request.field];
  return {
    add: (product) => {
      const value = read(product);
      if (typeof value === 'number') counts.add(value);
      else if (Array.isArray(value)) {
        // A product counts once per value, even if its list repeats one.
        for (let i = 0; i < value.length; i++) {
          const item = value[i];
          if (item !== undefined && value.indexOf(item) === i) counts.add(item);
        }
      }
    },
    buckets: () => {
      // Elasticsearch's terms order: most products first, ties to the lower value.
      const ranked = counts.entries().sort(([a, countA], [b, countB]) => countB - countA || a - b);
      const top = ranked.slice(0, request.size);
      const shown = new Set(top.map(([value]) => value));
      for (const value of request.include ?? []) {
        if (!shown.has(value)) {
          top.push([value, counts.get(value)]);
          shown.add(value);
        }
      }
      return top.map(([value, countOf]) => ({ key: String(value), count: countOf }));
    },
  };
}
