import type { AttributeDocument } from '@shop/contracts';
import { STORE_VIEWS } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import {
  AGGREGATION_SIZE,
  CATALOG_FILTERS,
  aggregationRequestsOf,
  aggregationSizeOf,
  facetsOf,
  shopperFiltersOf,
} from './facets';

const NL_BE = STORE_VIEWS['nl-be'];
const EN_RW = STORE_VIEWS['en-rw'];

/** seed 000 §9: the age labels' fixed order; the ids are not in that order. */
const AGE: AttributeDocument = {
  attribute_id: 140,
  attribute_code: 'age',
  frontend_label: 'Leeftijd',
  frontend_input: 'multiselect',
  is_user_defined: true,
  is_visible: true,
  is_visible_on_front: true,
  is_comparable: true,
  is_filterable: true,
  options: [
    { label: '0-3 maanden', value: '1010', sort_order: 0 },
    { label: '12-24 maanden', value: '1017', sort_order: 1 },
    { label: '2+', value: '1003', sort_order: 2 },
    { label: '14+', value: '1016', sort_order: 3 },
    { label: 'Young Adult', value: '1000', sort_order: 4 },
  ],
};
const attributes = { attribute: (code: string) => (code === 'age' ? AGE : undefined) };

describe('catalogue filters (seed 000 §9)', () => {
  it('are the default filters in the seed order, then color and size', () => {
    expect(CATALOG_FILTERS.map((f) => f.code)).toEqual([
      'age',
      'theme_terms',
      'series',
      'publish_date',
      'language',
      'format',
      'price',
      'type_of_product',
      'nur',
      'color',
      'size',
    ]);
  });

  it('aggregate 100 values, 10 for size and color', () => {
    expect(AGGREGATION_SIZE).toBe(100);
    expect(aggregationSizeOf('age')).toBe(100);
    expect(aggregationSizeOf('size')).toBe(10);
    expect(aggregationSizeOf('color')).toBe(10);
  });
});

describe('shopper filters', () => {
  it('accept any of the values within an attribute: option ids, years, price ranges', () => {
    const filters = shopperFiltersOf(
      [
        { attributeCode: 'age', values: ['1003', '1016'] },
        { attributeCode: 'publish_date', values: ['2021'] },
        { attributeCode: 'price', values: ['0-5', '30-*'] },
        { attributeCode: 'age', values: ['1003'] },
        { attributeCode: 'series', values: [] },
      ],
      NL_BE,
    );
    expect(filters).toEqual({
      selections: [
        { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [1003, 1016] } },
        {
          aggregation: 'publish_date',
          filter: {
            kind: 'any',
            filters: [{ kind: 'range', field: 'publish_date', gte: '2021-01-01', lte: '2021-12-31' }],
          },
        },
        {
          aggregation: 'price',
          filter: {
            kind: 'any',
            filters: [
              { kind: 'range', field: 'price', gte: 0, lt: 5 },
              { kind: 'range', field: 'price', gte: 30 },
            ],
          },
        },
      ],
      selected: new Map([
        ['age', ['1003', '1016']],
        ['publish_date', ['2021']],
        ['price', ['0-5', '30-*']],
      ]),
    });
  });

  it('search dollar ranges of en-rw as the euros the index holds', () => {
    const filters = shopperFiltersOf([{ attributeCode: 'price', values: ['5-10'] }], EN_RW);
    expect(filters).toMatchObject({
      selections: [{ filter: { filters: [{ gte: 5 / 1.08, lt: 10 / 1.08 }] } }],
    });
  });

  it('refuse unknown attributes and malformed values', () => {
    expect(shopperFiltersOf([{ attributeCode: 'colour', values: ['1'] }], NL_BE)).toEqual({
      error:
        'Unknown filter "colour"; the filters are age, theme_terms, series, publish_date, language, format, price, type_of_product, nur, color, size.',
    });
    expect(shopperFiltersOf([{ attributeCode: 'age', values: ['2+'] }], NL_BE)).toEqual({
      error: 'Invalid value in filter "age" (2+): the values are option ids (whole numbers).',
    });
    expect(shopperFiltersOf([{ attributeCode: 'publish_date', values: ['21'] }], NL_BE)).toEqual({
      error: 'Invalid value in filter "publish_date" (21): the values are years (YYYY).',
    });
    expect(shopperFiltersOf([{ attributeCode: 'price', values: ['5-11'] }], NL_BE)).toEqual({
      error:
        'Invalid value in filter "price" (5-11): the values are 0-5, 5-10, 10-15, 15-20, 20-25, 25-30, 30-*.',
    });
  });
});

describe('aggregation requests', () => {
  it('ask every filter, keeping selected options, with the price ranges in the index currency', () => {
    const requests = aggregationRequestsOf(new Map([['size', ['2012']]]), EN_RW);
    expect(Object.keys(requests)).toEqual(CATALOG_FILTERS.map((f) => f.code));
    expect(requests.size).toEqual({ kind: 'terms', field: 'size', size: 10, include: [2012] });
    expect(requests.publish_date).toEqual({ kind: 'year', field: 'publish_date' });
    expect(requests.price).toMatchObject({ kind: 'range', field: 'price' });
    const ranges = requests.price?.kind === 'range' ? requests.price.ranges : [];
    expect(ranges.map((r) => r.key)).toEqual(['0-5', '5-10', '10-15', '15-20', '20-25', '25-30', '30-*']);
    expect(ranges[6]).toEqual({ key: '30-*', from: 30 / 1.08 });
  });
});

describe('facets (seed 000 §9)', () => {
  it("list age options in the seed's fixed label order, whatever their counts and ids", () => {
    const facets = facetsOf(
      {
        age: [
          { key: '1003', count: 9 },
          { key: '1000', count: 4 },
          { key: '1017', count: 2 },
          { key: '1016', count: 1 },
        ],
      },
      attributes,
      new Map(),
      NL_BE,
    );
    expect(facets).toEqual([
      {
        attributeCode: 'age',
        label: 'Leeftijd',
        options: [
          { value: '1017', label: '12-24 maanden', count: 2, selected: false },
          { value: '1003', label: '2+', count: 9, selected: false },
          { value: '1016', label: '14+', count: 1, selected: false },
          { value: '1000', label: 'Young Adult', count: 4, selected: false },
        ],
      },
    ]);
  });

  it('list years newest first and price ranges in order with currency labels, leaving empty ones out unless selected', () => {
    const facets = facetsOf(
      {
        publish_date: [
          { key: '2019', count: 1 },
          { key: '2024', count: 2 },
        ],
        price: [
          { key: '0-5', count: 1 },
          { key: '5-10', count: 0 },
          { key: '10-15', count: 0 },
          { key: '15-20', count: 0 },
          { key: '20-25', count: 0 },
          { key: '25-30', count: 0 },
          { key: '30-*', count: 3 },
        ],
      },
      attributes,
      new Map([
        ['price', ['5-10']],
        ['publish_date', ['2021']],
      ]),
      EN_RW,
    );
    expect(facets).toEqual([
      {
        attributeCode: 'publish_date',
        label: 'publish_date',
        options: [
          { value: '2024', label: '2024', count: 2, selected: false },
          { value: '2021', label: '2021', count: 0, selected: true },
          { value: '2019', label: '2019', count: 1, selected: false },
        ],
      },
      {
        attributeCode: 'price',
        label: 'price',
        options: [
          { value: '0-5', label: '< $5', count: 1, selected: false },
          { value: '5-10', label: '$5 - $10', count: 0, selected: true },
          { value: '30-*', label: '> $30', count: 3, selected: false },
        ],
      },
    ]);
  });

  it('label unknown options with their value and leave out facets without options', () => {
    expect(facetsOf({ series: [{ key: '1299', count: 2 }], nur: [] }, attributes, new Map(), NL_BE)).toEqual([
      {
        attributeCode: 'series',
        label: 'series',
        options: [{ value: '1299', label: '1299', count: 2, selected: false }],
      },
    ]);
  });
});
