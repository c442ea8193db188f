import { CATALOG_FILTER_CODES, type AttributeDocument } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import type {
  AggregationBucket,
  AggregationRequest,
  OptionField,
  ProductFilter,
  RangeFilter,
  Selection,
} from '../ports/CatalogIndex';
import {
  PRICE_FILTER_RANGES,
  indexBoundsOf,
  priceRangeKey,
  priceRangeLabel,
  priceRangeOf,
} from './priceRanges';

type FilterDefinition =
  | { code: OptionField; kind: 'options' }
  | { code: 'publish_date'; kind: 'year' }
  | { code: 'price'; kind: 'price' };

/** The catalogue's filters (seed 000 §9, @shop/contracts), each with how its values are read. */
export const CATALOG_FILTERS: readonly FilterDefinition[] = CATALOG_FILTER_CODES.map((code) =>
  code === 'publish_date'
    ? { code, kind: 'year' }
    : code === 'price'
      ? { code, kind: 'price' }
      : { code, kind: 'options' },
);

/** seed 000 §9: 'Aggregation size 100 (10 for size and color)'. */
export const AGGREGATION_SIZE = 100;
export const AGGREGATION_SIZES: Readonly<Partial<Record<OptionField, number>>> = { size: 10, color: 10 };

export function aggregationSizeOf(code: string): number {
  return AGGREGATION_SIZES[code as OptionField] ?? AGGREGATION_SIZE;
}

export interface AttributeFilterInput {
  attributeCode: string;
  values: readonly string[];
}

/** The shopper's filters, as index selections and as the values to show selected in the facets. */
export interface ShopperFilters {
  selections: Selection[];
  selected: ReadonlyMap<string, readonly string[]>;
}

type Store = Pick<StoreView, 'locale' | 'currency'>;

const definitionOf = (code: string) => CATALOG_FILTERS.find((filter) => filter.code === code);

/**
 * Reads the filters of a listing: within one attribute any value matches, across attributes all
 * must. An attribute without values filters nothing. Unknown attributes and malformed values are a
 * client's mistake and come back as an error message.
 */
export function shopperFiltersOf(
  inputs: readonly AttributeFilterInput[] | null | undefined,
  store: Store,
): ShopperFilters | { error: string } {
  const values = new Map<string, string[]>();
  for (const input of inputs ?? []) {
    if (!definitionOf(input.attributeCode)) {
      return {
        error: `Unknown filter "${input.attributeCode}"; the filters are ${CATALOG_FILTERS.map((f) => f.code).join(', ')}.`,
      };
    }
    const known = values.get(input.attributeCode) ?? [];
    for (const value of input.values) if (!known.includes(value)) known.push(value);
    values.set(input.attributeCode, known);
  }
  const selections: Selection[] = [];
  const selected = new Map<string, readonly string[]>();
  for (const definition of CATALOG_FILTERS) {
    const chosen = values.get(definition.code) ?? [];
    if (chosen.length === 0) continue;
    const filter = filterOf(definition, chosen, store);
    if ('error' in filter) return filter;
    selections.push({ aggregation: definition.code, filter });
    selected.set(definition.code, chosen);
  }
  return { selections, selected };
}

function filterOf(
  definition: FilterDefinition,
  values: readonly string[],
  store: Store,
): ProductFilter | { error: string } {
  switch (definition.kind) {
    case 'options': {
      if (!values.every((value) => /^\d+$/.test(value)))
        return invalid(definition.code, values, 'option ids (whole numbers)');
      return { kind: 'terms', field: definition.code, values: values.map(Number) };
    }
    case 'year': {
      if (!values.every((value) => /^\d{4}$/.test(value)))
        return invalid(definition.code, values, 'years (YYYY)');
      // seed 000 §9: 'Publish date is aggregated by year'; a year is filtered as its calendar days.
      return {
        kind: 'any',
        filters: values.map((year): RangeFilter => ({
          kind: 'range',
          field: 'publish_date',
          gte: `${year}-01-01`,
          lte: `${year}-12-31`,
        })),
      };
    }
    case 'price': {
      const ranges = values.map(priceRangeOf);
      if (ranges.some((range) => range === null))
        return invalid(definition.code, values, PRICE_FILTER_RANGES.map(priceRangeKey).join(', '));
      return {
        kind: 'any',
        filters: ranges.flatMap((range): RangeFilter[] => {
          if (!range) return [];
          const bounds = indexBoundsOf(range, store);
          return [
            {
              kind: 'range',
              field: 'price',
              gte: bounds.from,
              ...(bounds.to === undefined ? {} : { lt: bounds.to }),
            },
          ];
        }),
      };
    }
  }
}

function invalid(code: string, values: readonly string[], expected: string): { error: string } {
  return { error: `Invalid value in filter "${code}" (${values.join(', ')}): the values are ${expected}.` };
}

/** The aggregations of the catalogue's filters; the selected options of a terms aggregation always come back. */
export function aggregationRequestsOf(
  selected: ReadonlyMap<string, readonly string[]>,
  store: Store,
): Record<string, AggregationRequest> {
  const requests: Record<string, AggregationRequest> = {};
  for (const definition of CATALOG_FILTERS) {
    switch (definition.kind) {
      case 'options':
        requests[definition.code] = {
          kind: 'terms',
          field: definition.code,
          size: aggregationSizeOf(definition.code),
          include: (selected.get(definition.code) ?? []).map(Number),
        };
        break;
      case 'year':
        requests[definition.code] = { kind: 'year', field: 'publish_date' };
        break;
      case 'price':
        requests[definition.code] = {
          kind: 'range',
          field: 'price',
          ranges: PRICE_FILTER_RANGES.map((range) => ({
            key: priceRangeKey(range),
            ...indexBoundsOf(range, store),
          })),
        };
        break;
    }
  }
  return requests;
}

/** Where facets find the labels of attributes and options (the store view's attribute metadata). */
export interface AttributeLabels {
  attribute(code: string): AttributeDocument | undefined;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  attributeCode: string;
  label: string;
  options: FacetOption[];
}

/**
 * The facets of a listing, shaped for filter UIs, in the order of CATALOG_FILTERS:
 * - select attributes list their options in the attribute's own option order (sort_order): seed 000 §9
 *   'Age labels have a fixed order (0-3 maanden, 12-24 maanden, 2+ up to 14+, Young Adult)';
 * - publish_date lists years, newest first, at most the aggregation size;
 * - price lists the seed's ranges in order, labelled in the store's currency.
 * Options without products are left out unless selected; a facet without options is left out.
 */
export function facetsOf(
  buckets: Readonly<Record<string, readonly AggregationBucket[]>>,
  attributes: AttributeLabels,
  selected: ReadonlyMap<string, readonly string[]>,
  store: Store,
): Facet[] {
  return CATALOG_FILTERS.flatMap((definition): Facet[] => {
    const attribute = attributes.attribute(definition.code);
    const chosen = new Set(selected.get(definition.code) ?? []);
    const counts = new Map((buckets[definition.code] ?? []).map((bucket) => [bucket.key, bucket.count]));
    for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
    const option = (value: string, label: string): FacetOption => ({
      value,
      label,
      count: counts.get(value) ?? 0,
      selected: chosen.has(value),
    });
    let options: FacetOption[];
    switch (definition.kind) {
      case 'options': {
        const order = new Map((attribute?.options ?? []).map((o) => [o.value, o]));
        options = [...counts.keys()]
          .sort((a, b) => {
            const orderA = order.get(a)?.sort_order ?? Number.MAX_SAFE_INTEGER;
            const orderB = order.get(b)?.sort_order ?? Number.MAX_SAFE_INTEGER;
            return orderA - orderB || Number(a) - Number(b);
          })
          .map((value) => option(value, order.get(value)?.label ?? value));
        break;
      }
      case 'year': {
        const years = [...counts.keys()].sort((a, b) => Number(b) - Number(a));
        options = [
          ...years.filter((year) => !chosen.has(year)).slice(0, AGGREGATION_SIZE),
          ...years.filter((year) => chosen.has(year)),
        ]
          .sort((a, b) => Number(b) - Number(a))
          .map((year) => option(year, year));
        break;
      }
      case 'price':
        options = PRICE_FILTER_RANGES.map((range) =>
          option(priceRangeKey(range), priceRangeLabel(range, store)),
        );
        break;
    }
    const shown = options.filter((o) => o.count > 0 || o.selected);
    if (shown.length === 0) return [];
    return [
      { attributeCode: definition.code, label: attribute?.frontend_label || definition.code, options: shown },
    ];
  });
}
