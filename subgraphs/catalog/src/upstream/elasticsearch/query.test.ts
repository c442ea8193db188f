import { describe, expect, it } from 'vitest';
import { catalogFilters } from '../../domain/catalogFilters';
import { PRICE_FILTER_RANGES, priceRangeKey } from '../../domain/priceRanges';
import type { AggregationRequest } from '../../ports/CatalogIndex';
import {
  attributesBody,
  categoriesBody,
  cmsBody,
  filterClause,
  indexNameOf,
  parentsOfBody,
  productByKeyBody,
  productSearchBody,
  productsBySkusBody,
} from './query';

const TODAY = '2025-06-01';
const PRICE_RANGES = PRICE_FILTER_RANGES.map((range) => ({
  key: priceRangeKey(range),
  from: range.from,
  ...(range.to === null ? {} : { to: range.to }),
}));

describe('indexNameOf', () => {
  it("follows vue-storefront-api's multi-index layout: <prefix>_<store code with underscores>_<entityType>", () => {
    expect(indexNameOf('vue_storefront_catalog', 'nl_be', 'product')).toBe(
      'vue_storefront_catalog_nl_be_product',
    );
    expect(indexNameOf('vue_storefront_catalog', 'en_rw', 'cms_block')).toBe(
      'vue_storefront_catalog_en_rw_cms_block',
    );
  });
});

describe('productSearchBody', () => {
  it('searches text with the seed 000 §9 boosts, fuzziness 2, minimum_should_match 75% and min_score 0.02', () => {
    expect(productSearchBody({ index: 'nl_be', text: ' kikkr ', filters: [], from: 0, size: 50 })).toEqual({
      query: {
        bool: {
          must: [
            {
              multi_match: {
                query: 'kikkr',
                fields: ['name^3', 'sku^2', 'author^2', 'illustrator^2', 'category.name^1', 'description^1'],
                fuzziness: 2,
                minimum_should_match: '75%',
              },
            },
          ],
          filter: [],
        },
      },
      min_score: 0.02,
      from: 0,
      size: 50,
      track_total_hits: true,
      timeout: '1000ms',
    });
  });

  it('applies the catalogue filters (visibility 2,3,4; status 0,1; publish_date 1993-01-01..today; stock) in filter context, without min_score', () => {
    const body = productSearchBody({
      index: 'nl_be',
      filters: catalogFilters({ customerGroupId: 0, today: TODAY }, { hideOutOfStock: true }),
      sort: { field: 'publish_date', order: 'desc' },
      from: 50,
      size: 50,
    });
    expect(body).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { visibility: [2, 3, 4] } },
            { terms: { status: [0, 1] } },
            { range: { publish_date: { gte: '1993-01-01', lte: TODAY, format: 'yyyy-MM-dd' } } },
            {
              bool: {
                should: [{ term: { 'stock.is_in_stock': true } }, { term: { 'stock.manage_stock': false } }],
                minimum_should_match: 1,
              },
            },
          ],
        },
      },
      sort: [{ publish_date: { order: 'desc' } }],
      from: 50,
      size: 50,
      track_total_hits: true,
      timeout: '1000ms',
    });
  });

  it('leaves the publish window out for customer group 8 (seed 000 §6)', () => {
    const body = productSearchBody({
      index: 'nl_be',
      filters: catalogFilters({ customerGroupId: 8, today: TODAY }),
      from: 0,
      size: 50,
    });
    expect(JSON.stringify(body)).not.toContain('publish_date');
  });

  it('sorts by price ascending and descending', () => {
    const sortOf = (order: 'asc' | 'desc') =>
      productSearchBody({ index: 'nl_be', filters: [], sort: { field: 'price', order }, from: 0, size: 50 })
        .sort;
    expect(sortOf('asc')).toEqual([{ price: { order: 'asc' } }]);
    expect(sortOf('desc')).toEqual([{ price: { order: 'desc' } }]);
  });

  it('asks terms aggregations of size 100 (10 for size and color), years of publish_date and the price ranges 0-5 … 30-*', () => {
    const aggregations: Record<string, AggregationRequest> = {
      age: { kind: 'terms', field: 'age', size: 100 },
      size: { kind: 'terms', field: 'size', size: 10 },
      color: { kind: 'terms', field: 'color', size: 10 },
      publish_date: { kind: 'year', field: 'publish_date' },
      price: { kind: 'range', field: 'price', ranges: PRICE_RANGES },
    };
    const body = productSearchBody({ index: 'nl_be', filters: [], aggregations, from: 0, size: 50 });
    const all = { match_all: {} };
    expect(body.aggs).toEqual({
      age: { filter: all, aggs: { buckets: { terms: { field: 'age', size: 100 } } } },
      size: { filter: all, aggs: { buckets: { terms: { field: 'size', size: 10 } } } },
      color: { filter: all, aggs: { buckets: { terms: { field: 'color', size: 10 } } } },
      publish_date: {
        filter: all,
        aggs: {
          buckets: {
            date_histogram: {
              field: 'publish_date',
              calendar_interval: 'year',
              format: 'yyyy',
              min_doc_count: 1,
            },
          },
        },
      },
      price: {
        filter: all,
        aggs: {
          buckets: {
            range: {
              field: 'price',
              ranges: [
                { key: '0-5', from: 0, to: 5 },
                { key: '5-10', from: 5, to: 10 },
                { key: '10-15', from: 10, to: 15 },
                { key: '15-20', from: 15, to: 20 },
                { key: '20-25', from: 20, to: 25 },
                { key: '25-30', from: 25, to: 30 },
                { key: '30-*', from: 30 },
              ],
            },
          },
        },
      },
    });
  });

  it('applies selections as post_filter and to every aggregation but their own; included values get their own counts', () => {
    const body = productSearchBody({
      index: 'nl_be',
      filters: [],
      selections: [
        { aggregation: 'age', filter: { kind: 'terms', field: 'age', values: [1015] } },
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
      aggregations: {
        age: { kind: 'terms', field: 'age', size: 100, include: [1015] },
        price: { kind: 'range', field: 'price', ranges: PRICE_RANGES.slice(0, 1) },
      },
      from: 0,
      size: 50,
    });
    const ageSelection = { terms: { age: [1015] } };
    const priceSelection = {
      bool: {
        should: [{ range: { price: { gte: 0, lt: 5 } } }, { range: { price: { gte: 30 } } }],
        minimum_should_match: 1,
      },
    };
    expect(body.post_filter).toEqual({ bool: { filter: [ageSelection, priceSelection] } });
    expect(body.aggs).toEqual({
      age: {
        filter: { bool: { filter: [priceSelection] } },
        aggs: {
          buckets: { terms: { field: 'age', size: 100 } },
          included: { terms: { field: 'age', include: [1015], size: 1, min_doc_count: 0 } },
        },
      },
      price: {
        filter: { bool: { filter: [ageSelection] } },
        aggs: { buckets: { range: { field: 'price', ranges: [{ key: '0-5', from: 0, to: 5 }] } } },
      },
    });
  });
});

describe('filterClause', () => {
  it('translates attribute filters to terms and stock to stock.is_in_stock with unmanaged stock counted as in stock', () => {
    expect(filterClause({ kind: 'terms', field: 'category_ids', values: [11] })).toEqual({
      terms: { category_ids: [11] },
    });
    expect(filterClause({ kind: 'terms', field: 'is_in_stock', values: [false] })).toEqual({
      bool: { filter: [{ term: { 'stock.is_in_stock': false } }, { term: { 'stock.manage_stock': true } }] },
    });
    expect(filterClause({ kind: 'terms', field: 'is_in_stock', values: [true, false] })).toEqual({
      match_all: {},
    });
    expect(filterClause({ kind: 'terms', field: 'is_in_stock', values: [] })).toEqual({ match_none: {} });
    expect(filterClause({ kind: 'range', field: 'price' })).toEqual({ match_all: {} });
  });
});

describe('lookup bodies', () => {
  it('finds a product and the configurable listing it in one query by sku or url key', () => {
    expect(productByKeyBody('sku', 'SHIRT-RED-S')).toEqual({
      query: {
        bool: {
          should: [
            { term: { sku: 'SHIRT-RED-S' } },
            { term: { 'configurable_children.sku': 'SHIRT-RED-S' } },
          ],
          minimum_should_match: 1,
        },
      },
      sort: ['_doc'],
      size: 10,
      timeout: '1000ms',
    });
    expect(productByKeyBody('url_path', 'kikker-is-verliefd.html').query).toEqual({
      term: { url_path: 'kikker-is-verliefd.html' },
    });
    expect(parentsOfBody('SHIRT-RED-S').query).toEqual({
      bool: {
        filter: [
          { term: { type_id: 'configurable' } },
          { term: { 'configurable_children.sku': 'SHIRT-RED-S' } },
        ],
      },
    });
  });

  it('asks each sku once, categories by position, attributes and CMS documents by their keys', () => {
    expect(productsBySkusBody(['A', 'B', 'A'])).toEqual({
      query: { terms: { sku: ['A', 'B'] } },
      size: 2,
      timeout: '1000ms',
    });
    expect(categoriesBody(4000)).toEqual({
      query: { match_all: {} },
      sort: [{ position: { order: 'asc' } }, { id: { order: 'asc' } }],
      size: 4000,
      timeout: '1000ms',
    });
    expect(attributesBody({ codes: ['age'], size: 50 }).query).toEqual({
      terms: { attribute_code: ['age'] },
    });
    expect(cmsBody({ identifiers: ['contact'], ids: [2], size: 150 })).toEqual({
      query: { bool: { filter: [{ terms: { identifier: ['contact'] } }, { terms: { id: [2] } }] } },
      sort: ['_doc'],
      size: 150,
      timeout: '1000ms',
    });
  });
});
